import { expect, test } from '@playwright/test';
import fs from 'node:fs/promises';
import { stackAvailable } from '../support/portal';
import { accessToken, applyToJob, FIRST_VISIT, rest, signIn } from '../company/helpers';
import {
  ACME_COMPANY_ID,
  accessToken as candidateToken,
  asUser,
  CANDIDATE_PASSWORD,
  DEVOPS_JOB_ID,
  serviceRest,
  signUpCandidate,
  userIdOf,
} from './support';

const APPLICATION = 'f4000000-0000-4000-8000-000000000001';
// The DevOps job's required screening question.
const DEVOPS_CLOUD_QUESTION = 'f1000000-0000-4000-8000-000000000005';
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
    const card = candidate
      .getByRole('region', { name: 'Who viewed your documents' })
      .or(candidate.locator('.ant-card').filter({ hasText: 'Who viewed your documents' }));
    const newest = card.getByRole('row').nth(1);
    await expect(newest).toContainText('Rita Recruiter', FIRST_VISIT);
    await expect(newest).toContainText('Acme Corp');
    await expect(newest).toContainText('Resume');
  });
});

test.describe('candidate data', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a new candidate downloads their data with their files, then erases the account', async ({
    page,
  }) => {
    const email = `privacy.${Date.now()}@example.com`;
    await signUpCandidate(page, email);
    const token = await candidateToken(email, CANDIDATE_PASSWORD);
    const userId = await userIdOf(email);
    // Consent given by creating the account, with the versions the form showed.
    const consents = await serviceRest<{ document: string; version: string }[]>(
      `consents?user_id=eq.${userId}&select=document,version&order=document`,
    );
    expect(consents).toEqual([
      { document: 'privacy', version: '2026-11' },
      { document: 'terms', version: '2026-11' },
    ]);

    // A resume in storage, a profile and an application to Acme's DevOps job.
    const path = `${userId}/resume.pdf`;
    const upload = await asUser(token, `/storage/v1/object/candidate_resumes/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 Zyxwell resume',
    });
    expect(upload.ok).toBe(true);
    const [candidate] = await serviceRest<{ id: string }[]>(`candidates?user_id=eq.${userId}`, {
      method: 'PATCH',
      body: JSON.stringify({
        first_name: 'Pat',
        last_name: 'Zyxwell',
        phone: '+1 555 0142',
        resume_url: path,
      }),
    });
    await applyToJob(token, DEVOPS_JOB_ID, [{ question_id: DEVOPS_CLOUD_QUESTION, answer: 'AWS' }]);
    const acmeApplications = async () =>
      (await serviceRest<unknown[]>(`applications?company_id=eq.${ACME_COMPANY_ID}&select=id`))
        .length;
    const before = await acmeApplications();

    await page.goto('/candidate/privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(FIRST_VISIT),
    ]);
    expect(download.suggestedFilename()).toBe('talentbridge-data.zip');
    const archive = (await fs.readFile(await download.path())).toString('latin1');
    expect(archive).toContain('documents/Resume.pdf');
    expect(archive).toContain('%PDF-1.4 Zyxwell resume');
    expect(archive).toContain('"last_name": "Zyxwell"');

    await page.getByRole('button', { name: 'Erase My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
    await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
    await dialog.getByRole('button', { name: 'Erase Account' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Nothing personal is left; Acme keeps the application and its count.
    const [erased] = await serviceRest<Record<string, unknown>[]>(
      `candidates?id=eq.${candidate.id}&select=first_name,last_name,email,phone,resume_url,user_id`,
    );
    expect(erased).toEqual({
      first_name: 'Erased',
      last_name: 'Candidate',
      email: null,
      phone: null,
      resume_url: null,
      user_id: null,
    });
    expect(
      await serviceRest<unknown[]>(`candidates?or=(last_name.eq.Zyxwell,email.eq.${email})`),
    ).toEqual([]);
    expect(await serviceRest<unknown[]>(`profiles?id=eq.${userId}`)).toEqual([]);
    const file = await fetch(
      `${process.env.E2E_API_URL}/storage/v1/object/candidate_resumes/${path}`,
      { headers: { authorization: `Bearer ${process.env.E2E_SERVICE_ROLE_KEY}` } },
    );
    expect(file.status).toBeGreaterThanOrEqual(400);
    expect(await acmeApplications()).toBe(before);
  });
});
