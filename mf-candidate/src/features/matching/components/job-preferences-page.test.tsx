import { fakeApi, renderInPortal } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobPreferencesPage } from './job-preferences-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const auth = { user: { id: USER_ID, email: 'jordan@example.com' } as User };
const saved = {
  candidate_id: 'candidate-1',
  desired_titles: ['Frontend Engineer'],
  locations: ['Oakland, CA'],
  work_arrangement: 'any',
  job_types: ['FULL_TIME'],
  minimum_salary: 120000,
  experience_level: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function answer() {
  return fakeApi(({ path, body }) => {
    if (path === '/rest/v1/candidate_preferences') return { body: saved };
    if (path === '/rest/v1/rpc/save_job_preferences') {
      return {
        body: {
          ...saved,
          work_arrangement: (body as { p_work_arrangement: string }).p_work_arrangement,
        },
      };
    }
    return undefined;
  });
}

describe('JobPreferencesPage', () => {
  it('shows the saved preferences and saves the changed ones', async () => {
    const requests = answer();
    renderInPortal(<JobPreferencesPage />, { auth });
    expect(await screen.findByText('Frontend Engineer')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum salary (USD per year)')).toHaveValue('120000');

    await userEvent.click(screen.getByRole('radio', { name: 'Remote only' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'CONTRACT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() =>
      expect(requests.find((r) => r.path === '/rest/v1/rpc/save_job_preferences')?.body).toEqual({
        p_desired_titles: ['Frontend Engineer'],
        p_locations: ['Oakland, CA'],
        p_work_arrangement: 'remote',
        p_job_types: ['FULL_TIME', 'CONTRACT'],
        p_minimum_salary: 120000,
        p_experience_level: null,
      }),
    );
  });

  it('refuses a salary out of range before sending it', async () => {
    const requests = answer();
    renderInPortal(<JobPreferencesPage />, { auth });
    const salary = await screen.findByLabelText('Minimum salary (USD per year)');
    await userEvent.clear(salary);
    await userEvent.type(salary, '20000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(
      await screen.findByText('Minimum salary must be between 0 and 10,000,000'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/rest/v1/rpc/save_job_preferences')).toBe(false);
  });
});
