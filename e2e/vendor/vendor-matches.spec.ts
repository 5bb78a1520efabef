import { expect, test } from '@playwright/test';
import { stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, rest } from './api';
import {
  card,
  choose,
  expectToast,
  openDashboard,
  SEEDED_VENDOR_JOB,
  signIn,
  VENDOR_ADMIN,
} from './vendor-pages';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';

test.describe('vendor job matches', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('vendor sees ranked candidates with reasons and submits one', async ({ page }) => {
    test.setTimeout(180_000);
    // Two of the vendor's candidates: one with every skill the job requires, one with a single one.
    const suffix = Date.now().toString(36);
    const strong = { first: 'Rowan', last: `Strongfit${suffix}` };
    const partial = { first: 'Ellis', last: `Partfit${suffix}` };
    const token = await accessToken(VENDOR_ADMIN);
    for (const [who, skills] of [
      [strong, ['ReactJS', 'TS', 'CSS']],
      [partial, ['React']],
    ] as const) {
      const created = await rest(token, 'POST', 'candidates', {
        first_name: who.first,
        last_name: who.last,
        email: uniqueEmail(who.first.toLowerCase()),
        skills,
        created_by_vendor_id: VENDOR_ID,
      });
      expect(created.status).toBe(201);
    }
    const strongName = `${strong.first} ${strong.last}`;
    const partialName = `${partial.first} ${partial.last}`;

    await signIn(page, VENDOR_ADMIN);
    await openDashboard(page);
    const matches = card(page, 'Best Candidates for a Job');
    await choose(page, matches.getByLabel('Assigned job'), SEEDED_VENDOR_JOB);
    const ranked = matches.getByRole('list', { name: `Best candidates for ${SEEDED_VENDOR_JOB}` });
    const strongItem = ranked.getByRole('listitem').filter({ hasText: strongName });
    const partialItem = ranked.getByRole('listitem').filter({ hasText: partialName });

    // Best first, each with its score and the reasons in words.
    await expect(strongItem).toContainText('Matches 3 of 3 required skills');
    await expect(strongItem).toContainText('83% match');
    await expect(partialItem).toContainText(
      'Matches 1 of 3 required skills; missing: TypeScript, CSS',
    );
    await expect(partialItem).toContainText('56% match');
    const names = await ranked.getByRole('listitem').allTextContents();
    expect(names.findIndex((t) => t.includes(strongName))).toBeLessThan(
      names.findIndex((t) => t.includes(partialName)),
    );
    await partialItem.getByRole('button', { name: `Why this match? ${partialName}` }).click();
    await expect(partialItem.getByRole('list', { name: 'Match factors' })).toContainText(
      'Required skills: 13 of 40',
    );

    // One click submits; the job's required screening question is answered on the way.
    await strongItem
      .getByRole('button', { name: `Submit ${strongName} to ${SEEDED_VENDOR_JOB}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Submit Candidate' });
    await dialog
      .getByLabel(/Why do you want to join Acme Corp\?/)
      .fill('Their design system work.');
    await dialog.getByRole('button', { name: 'Submit Candidate' }).click();
    await expectToast(page, 'Candidate submitted successfully!');
    // Submitted, so no longer among the candidates to put forward for this job.
    await expect(strongItem).toHaveCount(0);
    await expect(partialItem).toBeVisible();
  });
});
