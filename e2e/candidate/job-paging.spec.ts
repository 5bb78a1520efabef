import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, stackAvailable, uniqueEmail } from '../support/portal';
import { accessToken, asUser, serviceRest, signIn } from './support';

// A fresh approved company posts 25 jobs through manage-job-posting; a fresh candidate pages
// through them on the dashboard and on the full jobs list. The jobs are removed afterwards so the
// other candidate specs see the seed's open jobs on their first page again.

const SEEDED = 25;
const title = (n: number) => `Paging Role ${String(n).padStart(2, '0')}`;

async function createUser(email: string, role: 'company' | 'candidate'): Promise<string> {
  const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${process.env.E2E_API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
      user_metadata: { role },
    }),
  });
  const user = (await response.json()) as { id?: string };
  if (!response.ok || !user.id)
    throw new Error(`Creating ${email} failed: ${JSON.stringify(user)}`);
  return user.id;
}

async function invoke<T>(token: string, name: string, body: object): Promise<T> {
  const response = await asUser(token, `/functions/v1/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${name} failed (${response.status}): ${JSON.stringify(payload)}`);
  return payload;
}

const jobsList = (page: Page) => page.getByRole('list', { name: 'Jobs you can apply for' });
const titles = (list: Locator) => list.getByRole('listitem').getByRole('link');
const expectTitles = (list: Locator, numbers: number[]) =>
  expect(titles(list)).toHaveText(numbers.map(title));
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i);

test.describe('a candidate pages through many open jobs', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  let companyId = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const ownerEmail = uniqueEmail('paging.owner');
    const ownerId = await createUser(ownerEmail, 'company');
    const [company] = await serviceRest<{ id: string }[]>(
      `companies?user_id=eq.${ownerId}&select=id`,
    );
    companyId = company.id;
    const admin = await accessToken('admin@example.com');
    await invoke(admin, 'update-company-approval-direct', { companyId, isApproved: true });
    await invoke(admin, 'manage-company-subscription', {
      method: 'update',
      companyId,
      tier: 'pro',
      expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    });
    const owner = await accessToken(ownerEmail);
    // One after another, so each is newer than the one before.
    for (let n = 1; n <= SEEDED; n++) {
      await invoke(owner, 'manage-job-posting', {
        method: 'create',
        userId: ownerId,
        jobData: {
          title: title(n),
          description: 'A role posted to exercise paging.',
          location: 'Remote',
          job_type: 'FULL_TIME',
          experience_level: 'mid_level',
          status: 'published',
        },
      });
    }
  });

  test.afterAll(async () => {
    if (companyId) await serviceRest(`jobs?company_id=eq.${companyId}`, { method: 'DELETE' });
  });

  test('the dashboard and the jobs page show a page at a time, newest first', async ({ page }) => {
    const email = uniqueEmail('paging.candidate');
    const userId = await createUser(email, 'candidate');
    const response = await asUser(
      await accessToken(email),
      '/rest/v1/rpc/get_candidate_potential_jobs',
      {
        method: 'POST',
        body: JSON.stringify({ p_user_id: userId, p_page: 1, p_page_size: 1 }),
      },
    );
    const { total } = (await response.json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(SEEDED);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await expectTitles(jobsList(page), range(25, 21));
    const jobsCard = page.locator('.ant-card').filter({ hasText: 'Jobs You Can Apply For' });
    await expect(jobsCard.getByText(`1-5 of ${total}`)).toBeVisible();
    const summary = page.locator('.ant-card').filter({ hasText: 'Activity Summary' });
    await expect(
      summary.locator('.ant-statistic').filter({ hasText: 'Available Jobs' }),
    ).toContainText(String(total));

    await jobsCard.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expectTitles(jobsList(page), range(20, 16));
    await expect(jobsCard.getByText(`6-10 of ${total}`)).toBeVisible();

    await jobsCard.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/candidate\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Jobs You Can Apply For' })).toBeVisible();
    await expectTitles(jobsList(page), range(25, 16));
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/\/candidate\/jobs\?page=2$/);
    await expectTitles(jobsList(page), range(15, 6));
    await expect(page.getByText(`11-20 of ${total}`)).toBeVisible();

    // The page survives a reload, and Apply Now leads to the job's application form.
    await page.reload();
    await expectTitles(jobsList(page), range(15, 6));
    await jobsList(page)
      .getByRole('listitem')
      .filter({ hasText: title(15) })
      .getByRole('button', { name: /Apply Now/ })
      .click();
    await expect(page).toHaveURL(/\/candidate\/apply\/[0-9a-f-]{36}$/);
  });
});
