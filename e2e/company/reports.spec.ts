import { expect, test } from '@playwright/test';
import fs from 'node:fs/promises';
import { stackAvailable } from '../support/portal';
import { accessToken, applyToJob, choose, FIRST_VISIT, publishJob, rest, signIn } from './helpers';

const MANAGED_CANDIDATE = 'd0000000-0000-4000-8000-000000000002';

/** A fresh job of the recruiter's with two applications today: one moved on to Interview. */
async function jobWithFunnel(title: string): Promise<void> {
  const recruiter = await accessToken('recruiter@example.com');
  const job = await publishJob(recruiter, { title, description: 'Count what reaches each stage.' });
  const direct = await applyToJob(await accessToken('candidate@example.com'), job.id);
  // The company files one of its own candidates too.
  await rest<string>(recruiter, 'rpc/create_application_safe', {
    method: 'POST',
    body: JSON.stringify({ p_job_id: job.id, p_candidate_id: MANAGED_CANDIDATE }),
  });
  for (const [from, to] of [
    ['applied', 'reviewing'],
    ['reviewing', 'interview'],
  ]) {
    await rest(recruiter, 'rpc/move_applications', {
      method: 'POST',
      body: JSON.stringify({
        p_application_ids: [direct],
        p_expected_statuses: [from],
        p_to_status: to,
      }),
    });
  }
}

test.describe('reports', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  test.describe.configure({ timeout: 120_000 });

  test('a company admin opens the reports, narrows the range and a job, reads the funnel and downloads it as CSV', async ({
    page,
  }) => {
    const title = `Report Analyst ${Date.now()}`;
    await jobWithFunnel(title);
    const today = new Date().toISOString().slice(0, 10);

    await signIn(page, 'owner@example.com');
    await page.getByRole('button', { name: 'View Reports' }).click(FIRST_VISIT);
    await expect(page).toHaveURL(/\/company\/reports$/);
    await expect(page.getByRole('region', { name: 'Funnel', exact: true })).toBeVisible(
      FIRST_VISIT,
    );

    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await choose(page, 'Job', title);

    const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
    const table = funnel.getByRole('table', { name: 'Funnel', exact: true });
    await expect(table.getByRole('row')).toHaveText([
      'StageApplications% of appliedDrop-offDrop-off %',
      'Applied2100——',
      'Under Review150150',
      'Interview15000',
      'Offered001100',
      'Hired000—',
    ]);
    await expect(
      funnel.getByRole('img', {
        name: /Applied: 2; Under Review: 1; Interview: 1; Offered: 0; Hired: 0/,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Sources of applicants and hires' }).getByRole('table'),
    ).toContainText('Direct10Company-managed10');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      funnel.getByRole('button', { name: 'Download CSV: Funnel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`funnel-${today}-to-${today}.csv`);
    expect(await fs.readFile(await download.path(), 'utf8')).toBe(
      [
        '"Stage","Applications","% of applied","Drop-off","Drop-off %"',
        '"Applied","2","100","",""',
        '"Under Review","1","50","1","50"',
        '"Interview","1","50","0","0"',
        '"Offered","0","0","1","100"',
        '"Hired","0","0","0",""',
        '',
      ].join('\r\n'),
    );
  });
});
