import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsPage } from './skills-page';

const SKILLS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'JavaScript',
    industry: 'Technology',
    aliases: ['JS'],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'PostgreSQL',
    industry: 'Technology',
    aliases: ['Postgres'],
  },
];

describe('SkillsPage', () => {
  it('finds a skill by its alias and adds a new one with aliases', async () => {
    const requests = fakeApi(({ path, method }) => {
      if (path === '/rest/v1/skills' && method === 'GET') return { body: SKILLS };
      if (path === '/rest/v1/skills' && method === 'POST') return { status: 201, body: null };
      return undefined;
    });
    renderInPortal(<SkillsPage />);
    expect(await screen.findByRole('cell', { name: 'PostgreSQL' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'js');
    expect(screen.queryByRole('cell', { name: 'PostgreSQL' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'JavaScript' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add skill' });
    await userEvent.type(within(form).getByLabelText('Name'), '  Svelte ');
    await userEvent.type(within(form).getByLabelText('Aliases'), 'SvelteKit{enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Skill' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Svelte',
        industry: 'Technology',
        aliases: ['SvelteKit'],
      }),
    );
  });

  it('shows the server refusing a name another skill has', async () => {
    fakeApi(({ path, method }) => {
      if (path === '/rest/v1/skills' && method === 'GET') return { body: SKILLS };
      if (path === '/rest/v1/skills' && method === 'POST') {
        return {
          status: 409,
          body: { code: '23505', message: '"postgres" is already a name or alias of PostgreSQL' },
        };
      }
      return undefined;
    });
    renderInPortal(<SkillsPage />);
    const form = screen.getByRole('form', { name: 'Add skill' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Postgres');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Skill' }));
    expect(
      await screen.findByText('"postgres" is already a name or alias of PostgreSQL'),
    ).toBeInTheDocument();
  });
});
