import { expect, test } from '@playwright/test';
import { stackAvailable, waitForMailWithSubject } from '../support/portal';
import { expectToast, FIRST_VISIT, signIn } from './helpers';

// The demo candidate's application to the recruiter's Senior Frontend Engineer job.
const APPLICATION = 'f4000000-0000-4000-8000-000000000001';
const SUBJECT = 'Interview invitation: Senior Frontend Engineer at Acme Corp';

/** A day two weeks ahead, as the date field takes it. */
function twoWeeksAhead(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

test.describe('interviews', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('a recruiter schedules an interview and the candidate is e-mailed an .ics invitation', async ({
    page,
  }) => {
    await signIn(page, 'recruiter@example.com');
    await page.goto(`/company/application/${APPLICATION}`);
    const interviews = page.locator('.ant-card').filter({
      has: page.getByText('Interviews', { exact: true }),
    });
    await interviews.getByRole('button', { name: 'Schedule Interview' }).click(FIRST_VISIT);
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(dialog.getByText('Enter a location or a video link')).toBeVisible();

    await dialog.getByLabel('Date').fill(twoWeeksAhead());
    await dialog.getByLabel('Time', { exact: true }).fill('10:30');
    await dialog.getByLabel('Video Link').fill('https://meet.example.com/frontend-interview');
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await expectToast(page, 'Interview scheduled and invitations e-mailed');
    await expect(dialog).toBeHidden();
    await expect(
      interviews.getByRole('link', { name: 'https://meet.example.com/frontend-interview' }),
    ).toBeVisible();

    const mail = await waitForMailWithSubject('candidate@example.com', SUBJECT);
    expect(mail.text).toContain(
      'Your interview for Senior Frontend Engineer at Acme Corp is scheduled for',
    );
    const calendar = (mail.attachments ?? []).find(
      (a) => /calendar|ics/.test(a.contentType) && a.content,
    );
    expect(calendar, 'the e-mail carries a calendar invitation').toBeTruthy();
    const ics = (calendar?.content ?? '').replace(/\r\n /g, '');
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics).toMatch(/^UID:interview-[0-9a-f-]{36}@talentbridge\r?$/m);
    expect(ics).toMatch(/^SEQUENCE:0\r?$/m);
    expect(ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
  });

  test('the candidate sees the upcoming interview on the dashboard', async ({ page }) => {
    await signIn(page, 'candidate@example.com');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    const upcoming = page.locator('.ant-card').filter({
      has: page.getByText('Upcoming Interviews', { exact: true }),
    });
    const entry = upcoming
      .getByRole('listitem')
      .filter({ hasText: 'Senior Frontend Engineer at Acme Corp' });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first()).toContainText('10:30');
    await expect(entry.first().getByRole('link', { name: 'Join video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/frontend-interview',
    );
    const count = await upcoming.getByRole('listitem').count();
    const figure = page.locator('.ant-statistic').filter({ hasText: 'Interviews' });
    await expect(figure).toContainText(String(count));
  });
});
