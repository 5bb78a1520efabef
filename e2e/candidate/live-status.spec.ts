import { expect, test, type Locator } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { DEMO_CANDIDATE_USER_ID, serviceRest, signIn } from './support';

// Jordan Lee's application to "Backend Engineer (Node.js)", a job the manager posted.
const BACKEND_APPLICATION_ID = 'f4000000-0000-4000-8000-000000000002';

/** The unread count the bell announces ("Notifications, 2 unread"; none: "Notifications"). */
async function unreadOf(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.describe('live updates', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test.afterEach(async () => {
    await serviceRest(`applications?id=eq.${BACKEND_APPLICATION_ID}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'applied' }),
    });
    await serviceRest(
      `notifications?user_id=eq.${DEMO_CANDIDATE_USER_ID}&type=eq.application_update`,
      { method: 'DELETE' },
    );
  });

  test("a recruiter moves an application and the candidate's open dashboard shows it within 2 s", async ({
    browser,
  }) => {
    const candidateContext = await browser.newContext();
    const recruiterContext = await browser.newContext();
    try {
      const candidate = await candidateContext.newPage();
      await signIn(candidate, 'candidate@example.com');
      await expect(candidate).toHaveURL(/\/candidate\/dashboard$/);
      const row = candidate
        .getByRole('list', { name: 'Your applications' })
        .getByRole('listitem')
        .filter({ hasText: 'Backend Engineer (Node.js)' });
      await expect(row).toContainText('Applied');
      const bell = candidate.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      const unreadBefore = await unreadOf(bell);

      const recruiter = await recruiterContext.newPage();
      await signIn(recruiter, 'manager@example.com');
      await recruiter.goto(`/company/application/${BACKEND_APPLICATION_ID}`);
      await recruiter.getByRole('button', { name: 'Move to Interview' }).click();
      await recruiter
        .getByRole('dialog')
        .getByRole('button', { name: 'Move', exact: true })
        .click();

      // No reload on the candidate's side: the status and the notification arrive by themselves.
      await expect(row).toContainText('Interview', { timeout: 2000 });
      await expect(bell).toHaveAttribute(
        'aria-label',
        `Notifications, ${unreadBefore + 1} unread`,
        {
          timeout: 2000,
        },
      );

      // Both are read out through the polite live region, without moving the focus.
      const live = candidate.getByTestId('live-announcer');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await expect(
        live.getByText('Backend Engineer (Node.js): status changed to Interview', { exact: true }),
      ).toHaveCount(1);
      await expect(
        live.getByText(
          'New notification: Application update. Your application for Backend Engineer (Node.js) is now Interview.',
          { exact: true },
        ),
      ).toHaveCount(1);

      await bell.click();
      const entry = candidate.getByTestId('notification').filter({ hasText: 'Application update' });
      await expect(entry).toContainText(
        'Your application for Backend Engineer (Node.js) is now Interview.',
      );
      await expect(entry).toHaveAttribute('data-unread', 'true');
      await entry.getByText('Application update').click();
      await expect(candidate).toHaveURL(
        new RegExp(`/candidate/application/${BACKEND_APPLICATION_ID}$`),
      );
      await expect(candidate.getByRole('main')).toContainText('Interview');
      await expect(bell).toHaveAttribute(
        'aria-label',
        unreadBefore === 0 ? 'Notifications' : `Notifications, ${unreadBefore} unread`,
      );
    } finally {
      await candidateContext.close();
      await recruiterContext.close();
    }
  });
});
