import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { accessToken, ACME_COMPANY_ID, rest, signIn } from './helpers';

// Acme's first job (the owner's): the manager sees its applications.
const JOB_ID = 'f0000000-0000-4000-8000-000000000001';

test.describe('live screens keep what the user is typing', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test("a colleague's stage move shows on the open application within 2 s and the half-written note stays", async ({
    page,
  }) => {
    // A candidate of this run only, so no other test moves it meanwhile.
    const owner = await accessToken('owner@example.com');
    const stamp = Date.now();
    const [candidate] = await rest<{ id: string }[]>(owner, 'candidates', {
      method: 'POST',
      body: JSON.stringify({
        first_name: 'Drew',
        last_name: `Draft${stamp}`,
        email: `drew.draft.${stamp}@example.net`,
        managing_company_id: ACME_COMPANY_ID,
      }),
    });
    const [application] = await rest<{ id: string }[]>(owner, 'applications', {
      method: 'POST',
      body: JSON.stringify({
        job_id: JOB_ID,
        candidate_id: candidate.id,
        source: 'company',
        applied_by_company_id: ACME_COMPANY_ID,
      }),
    });

    await signIn(page, 'manager@example.com');
    await page.goto(`/company/application/${application.id}`);
    const heading = page.getByRole('heading', { level: 2, name: `Drew Draft${stamp}` });
    // The name and its stage tag: 'New' until someone moves it.
    const header = page
      .getByRole('main')
      .locator('div')
      .filter({ has: heading, hasText: new RegExp(`^Drew Draft${stamp}\\s*(New|Interview)$`) })
      .last();
    await expect(header).toHaveText(new RegExp(`New$`));
    await expect(page.getByRole('button', { name: 'Move to Interview' })).toBeEnabled();

    const note = page.getByLabel('Add a note');
    await note.click();
    await note.pressSequentially('Strong systems background, ask about');
    await expect(note).toBeFocused();

    await rest(owner, 'rpc/move_applications', {
      method: 'POST',
      body: JSON.stringify({
        p_application_ids: [application.id],
        p_expected_statuses: ['applied'],
        p_to_status: 'interview',
      }),
    });

    // No reload: the new stage arrives by itself, and the draft and its focus are untouched.
    await expect(header).toHaveText(/Interview$/, { timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Move to Interview' })).toBeDisabled();
    await expect(page.getByRole('main')).toContainText('Moved to Interview');
    await expect(note).toHaveValue('Strong systems background, ask about');
    await expect(note).toBeFocused();
    await note.pressSequentially(' on-call.');
    await expect(note).toHaveValue('Strong systems background, ask about on-call.');
  });
});
