import { fakeApi, renderInPortal } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { RepresentationCard } from './representation-card';

const auth = { user: { id: '11111111-1111-4111-8111-111111111111', email: 'sam@example.com' } as User };
const RPC = '/rest/v1/rpc/get_my_representation';

describe('who represents the candidate', () => {
  it('names the agency, its recruiter and the job it put the candidate forward for', async () => {
    fakeApi(({ path }) =>
      path === RPC
        ? {
            body: [
              {
                kind: 'vendor',
                name: 'Talent Hunters',
                recruiter: 'Tara Hunter',
                since: '2026-11-02T10:00:00Z',
                jobs: [
                  {
                    application_id: '22222222-2222-4222-8222-222222222222',
                    title: 'Backend Engineer',
                    status: 'interview',
                    applied_at: '2026-11-03T10:00:00Z',
                  },
                ],
              },
            ],
          }
        : undefined,
    );
    renderInPortal(<RepresentationCard />, { auth });
    expect(await screen.findByText('Talent Hunters')).toBeInTheDocument();
    expect(screen.getByText(/Staffing agency, recruiter Tara Hunter/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/candidate/application/22222222-2222-4222-8222-222222222222',
    );
  });

});
