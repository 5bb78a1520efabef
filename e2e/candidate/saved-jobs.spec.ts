import { expect, test } from '@playwright/test';
import { stackAvailable, waitForMail } from '../support/portal';
import {
  DEMO_CANDIDATE_USER_ID,
  DEVOPS_JOB_ID,
  accessToken,
  asUser,
  serviceRest,
  signIn,
} from './support';

// The candidate's saved jobs and searches: listed, opened, removed, alerts turned off and on; and
// the job-alert e-mail's link, which turns its search's alert off without signing in.

const SEARCH_NAME = 'Saved screen: engineering';

async function alertsOn(searchId: string): Promise<boolean> {
  const [row] = await serviceRest<{ alerts_enabled: boolean }[]>(
    `saved_searches?select=alerts_enabled&id=eq.${searchId}`,
  );
  return row.alerts_enabled;
}

test.describe('saved jobs and searches', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  let searchId = '';

  test.beforeEach(async () => {
    // Saved as the candidate would from the job board's buttons.
    const token = await accessToken('candidate@example.com');
    await asUser(token, '/rest/v1/saved_jobs', {
      method: 'POST',
      body: JSON.stringify({ job_id: DEVOPS_JOB_ID }),
    });
    const response = await asUser(token, '/rest/v1/saved_searches', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ name: SEARCH_NAME, query: 'engineer', remote: true }),
    });
    expect(response.status).toBe(201);
    [{ id: searchId }] = (await response.json()) as { id: string }[];
  });

  test.afterEach(async () => {
    await serviceRest(`saved_searches?name=eq.${encodeURIComponent(SEARCH_NAME)}`, {
      method: 'DELETE',
    });
    await serviceRest(
      `saved_jobs?user_id=eq.${DEMO_CANDIDATE_USER_ID}&job_id=eq.${DEVOPS_JOB_ID}`,
      {
        method: 'DELETE',
      },
    );
  });

  test('the candidate lists, opens and removes saved jobs and searches and switches the daily alert', async ({
    page,
  }) => {
    await signIn(page, 'candidate@example.com');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await page.getByRole('button', { name: 'Saved Jobs and Searches' }).click();
    await expect(page).toHaveURL(/\/candidate\/saved$/);
    await expect(page.getByRole('heading', { name: 'Saved Jobs and Searches' })).toBeVisible();

    const jobs = page.getByRole('list', { name: 'Saved jobs' });
    const job = jobs.getByRole('listitem').filter({ hasText: 'DevOps Engineer' });
    await expect(job).toContainText('Remote');
    const searches = page.getByRole('list', { name: 'Saved searches' });
    const search = searches.getByRole('listitem').filter({ hasText: SEARCH_NAME });
    await expect(search).toContainText('"engineer" · Remote only');

    // The daily e-mail goes off and on again, and the server keeps what the switch shows.
    const alert = search.getByRole('switch', { name: 'Daily e-mail of new jobs' });
    await expect(alert).toBeChecked();
    await alert.click();
    await expect(alert).not.toBeChecked();
    await expect.poll(() => alertsOn(searchId)).toBe(false);
    await alert.press('Space');
    await expect(alert).toBeChecked();
    await expect.poll(() => alertsOn(searchId)).toBe(true);

    // Opening the search runs it on the job board.
    await search.getByRole('button', { name: `Open ${SEARCH_NAME}` }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer&remote=true$/);
    await expect(page.locator('#main-content').getByLabel('Title, skill or company')).toHaveValue(
      'engineer',
    );
    await page.goBack();

    // Opening the saved job shows its page; removing it takes it off the list.
    await job.getByRole('link', { name: 'DevOps Engineer' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${DEVOPS_JOB_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'DevOps Engineer' })).toBeVisible();
    await page.goBack();
    await job.getByRole('button', { name: 'Remove DevOps Engineer' }).click();
    await expect(job).toHaveCount(0);
    await search.getByRole('button', { name: `Remove ${SEARCH_NAME}` }).click();
    await expect(search).toHaveCount(0);
    await expect(serviceRest<unknown[]>(`saved_searches?id=eq.${searchId}`)).resolves.toHaveLength(
      0,
    );
  });

  test("the alert e-mail's link turns that search's alert off without signing in", async ({
    browser,
  }) => {
    // As if the last alert went out nine days ago, so the scheduler's run has new jobs to send.
    await serviceRest(`saved_searches?id=eq.${searchId}`, {
      method: 'PATCH',
      body: JSON.stringify({
        last_alerted_at: new Date(Date.now() - 9 * 24 * 3600 * 1000).toISOString(),
      }),
    });
    const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
    const run = await fetch(`${process.env.E2E_API_URL}/functions/v1/send-job-alerts`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(run.status).toBe(200);
    const mail = await waitForMail('candidate@example.com');
    expect(mail.subject).toBe(`New jobs for your search "${SEARCH_NAME}"`);
    const link =
      /href="([^"]*\/job-alerts\/unsubscribe\?token=[^"]+)">Turn off this job alert</.exec(
        mail.html,
      )?.[1];
    expect(link, 'the e-mail has a link to turn the alert off').toBeTruthy();
    expect(mail.text).toContain(`To stop these e-mails for "${SEARCH_NAME}", open ${link}`);

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const main = page.locator('#main-content');
    // A link whose signature was changed is refused and changes nothing.
    await page.goto(`${link!.slice(0, -4)}AAAA`);
    await expect(main.getByText('Job alert not changed')).toBeVisible();
    await expect(main.getByText('This unsubscribe link is not valid')).toBeVisible();
    expect(await alertsOn(searchId)).toBe(true);

    await page.goto(link!);
    await expect(main.getByText('Job alert turned off')).toBeVisible();
    await expect(
      main.getByText(
        `You will no longer get daily e-mails for your saved search "${SEARCH_NAME}".`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(page.getByTestId('live-announcer')).toHaveText(
      `Job alert turned off for "${SEARCH_NAME}".`,
    );
    expect(await alertsOn(searchId)).toBe(false);
    await visitor.close();
  });
});
