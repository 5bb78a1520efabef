import { expect, test } from '@playwright/test';
import { stackAvailable } from '../support/portal';
import { accessToken, FIRST_VISIT, rest, signIn } from '../company/helpers';

const APPLICATION = 'f4000000-0000-4000-8000-000000000001';
const RESUME_PATH = 'a0000000-0000-4000-8000-000000000007/resume.pdf';

interface DocumentAccess {
  viewer_name: string;
  company_name: string;
  document: string;
}

/** The views of the demo candidate's documents that Rita Recruiter of Acme made so far. */
async function ritaViews(token: string): Promise<number> {
  const rows = await rest<DocumentAccess[]>(token, 'rpc/my_document_access', {
    method: 'POST',
    body: '{}',
  });
  return rows.filter((r) => r.viewer_name === 'Rita Recruiter' && r.document === 'Resume').length;
}

test.describe('candidate privacy', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test("a recruiter opens the candidate's resume and the candidate sees it on their Privacy page", async ({
    browser,
  }) => {
    // The candidate's resume is in storage, uploaded as they would.
    const candidateToken = await accessToken('candidate@example.com');
    const upload = await fetch(
      `${process.env.E2E_API_URL}/storage/v1/object/candidate_resumes/${RESUME_PATH}`,
      {
        method: 'POST',
        headers: {
          apikey: process.env.E2E_ANON_KEY ?? '',
          authorization: `Bearer ${candidateToken}`,
          'content-type': 'application/pdf',
          'x-upsert': 'true',
        },
        body: '%PDF-1.4 Jordan Lee resume',
      },
    );
    expect(upload.ok).toBe(true);
    const before = await ritaViews(candidateToken);

    const recruiter = await (await browser.newContext()).newPage();
    await signIn(recruiter, 'recruiter@example.com');
    await recruiter.goto(`/company/application/${APPLICATION}`);
    await expect(recruiter.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible(FIRST_VISIT);
    const [tab] = await Promise.all([
      recruiter.waitForEvent('popup'),
      recruiter.getByRole('button', { name: 'Resume' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/storage\/v1\/object\/sign\/candidate_resumes\/.+token=/);
    await expect.poll(() => ritaViews(candidateToken)).toBe(before + 1);

    const candidate = await (await browser.newContext()).newPage();
    await signIn(candidate, 'candidate@example.com');
    await candidate.goto('/candidate/privacy');
    const card = candidate.getByRole('region', { name: 'Who viewed your documents' }).or(
      candidate.locator('.ant-card').filter({ hasText: 'Who viewed your documents' }),
    );
    const newest = card.getByRole('row').nth(1);
    await expect(newest).toContainText('Rita Recruiter', FIRST_VISIT);
    await expect(newest).toContainText('Acme Corp');
    await expect(newest).toContainText('Resume');
  });
});
