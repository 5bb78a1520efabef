import { expect, test, type Page } from '@playwright/test';
import { signIn, stackAvailable, uniqueEmail } from '../support/portal';
import {
  accessToken,
  call,
  createUser,
  invokeFunction,
  ok,
  publishJob,
  serviceKey,
  upload,
  userIdOf,
} from './api';

// Every payload, if it ever ran, would set window.__pwned and open a dialog.
const IMG = '<img src=x onerror="window.__pwned=1;alert(1)">';
const SCRIPT = '<script>window.__pwned=1;alert(1)</script>';
const SVG = '"><svg onload="window.__pwned=1;alert(1)">';
const JS_URL = 'javascript:window.__pwned=1;alert(1)';

const ACME_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

/** Fails the test on any dialog; the page's own state is checked by expectInert. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  // Give lazily rendered content (images, effects) a moment to do whatever it would do.
  await page.waitForTimeout(300);
  expect(dialogs, 'no dialog opened').toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const scriptLinks = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    );
  expect(scriptLinks, 'no link with a script URL').toEqual([]);
  // Markup in user text never becomes elements.
  expect(await page.locator('img[src="x"], main svg[onload]').count()).toBe(0);
}

test.describe('hostile content', () => {
  test.skip(!stackAvailable(), 'needs the local stack');
  test.describe.configure({ timeout: 180_000 });

  let candidateEmail: string;
  let jobId: string;
  let applicationId: string;
  let ownerToken: string;

  test.beforeAll(async () => {
    candidateEmail = uniqueEmail('hostile.candidate');
    await createUser(candidateEmail, 'candidate');
    const candidateToken = await accessToken(candidateEmail);
    const userId = userIdOf(candidateToken);
    await ok(candidateToken, '/rest/v1/rpc/update_candidate_profile', {
      method: 'POST',
      body: JSON.stringify({
        p_user_id: userId,
        p_first_name: `Eve ${IMG}`,
        p_last_name: `Mallory ${SVG}`,
        p_title: `Engineer ${SCRIPT}`,
        p_bio: `Bio ${IMG} ${SCRIPT} ${SVG}`,
        p_skills: [`Go ${IMG}`, SCRIPT],
        p_phone: '+1 555 0100',
        p_email: candidateEmail,
        p_city: SVG,
      }),
    });

    ownerToken = await accessToken('owner@example.com');
    const job = await publishJob(ownerToken, {
      title: `Hostile ${IMG}`,
      description: `Description ${SCRIPT} ${SVG} ${JS_URL}`,
      location: `Austin ${SVG}`,
      skills_required: [`Rust ${IMG}`],
      requirements: [SCRIPT],
      questions: [
        { question: `Why ${IMG}?`, questionType: 'TEXT', isRequired: true, options: null },
        { question: `Portfolio ${SVG}`, questionType: 'TEXT', isRequired: false, options: null },
      ],
    });
    jobId = job.id;

    const questions = await ok<{ id: string; question: string }[]>(
      candidateToken,
      `/rest/v1/job_questions?select=id,question&job_id=eq.${jobId}`,
    );
    const applied = await ok<{ application_id: string }>(
      candidateToken,
      '/rest/v1/rpc/apply_to_job',
      {
        method: 'POST',
        body: JSON.stringify({
          p_job_id: jobId,
          p_answers: questions.map((q) => ({
            question_id: q.id,
            answer: q.question.startsWith('Why') ? `Answer ${SCRIPT} ${IMG}` : JS_URL,
          })),
        }),
      },
    );
    applicationId = applied.application_id;
  });

  test.afterAll(async () => {
    if (jobId && ownerToken) {
      await invokeFunction('manage-job-posting', ownerToken, {
        method: 'delete',
        userId: userIdOf(ownerToken),
        jobId,
      });
    }
  });

  test('the company sees the job, the applicant and the answers as plain text', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, 'owner@example.com');

    await page.goto(`/company/manage-job/${jobId}`);
    await expect(page.getByRole('heading', { name: `Hostile ${IMG}` })).toBeVisible();
    await expect(page.locator('body')).toContainText(`Description ${SCRIPT}`);
    await expect(page.locator('body')).toContainText(`Why ${IMG}?`);
    await expectInert(page, dialogs);

    await page.goto(`/company/application/${applicationId}`);
    await expect(page.locator('body')).toContainText(`Eve ${IMG}`);
    await expect(page.locator('body')).toContainText(`Answer ${SCRIPT} ${IMG}`);
    // The javascript: answer is shown, but never as a link.
    await expect(page.locator('body')).toContainText(JS_URL);
    await expectInert(page, dialogs);

    await page.goto('/company/jobs');
    await expect(page.locator('body')).toContainText(`Hostile ${IMG}`);
    await expectInert(page, dialogs);
  });

  test('the candidate sees their own profile, the job and the application inert', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, candidateEmail);

    await page.goto('/candidate/dashboard');
    await expect(page.locator('body')).toContainText(`Hostile ${IMG}`);
    await expectInert(page, dialogs);

    await page.goto('/candidate/profile');
    const form = page.getByRole('form', { name: 'Candidate profile' });
    await expect(form.getByLabel('Bio')).toHaveValue(`Bio ${IMG} ${SCRIPT} ${SVG}`);
    await expect(page.locator('body')).toContainText(`Go ${IMG}`);
    await expectInert(page, dialogs);

    await page.goto(`/candidate/application/${applicationId}`);
    await expect(page.locator('body')).toContainText(`Answer ${SCRIPT} ${IMG}`);
    await expectInert(page, dialogs);

    // The shareable job page (shown to signed-in users).
    await page.goto(`/jobs/${jobId}`);
    await expect(page.locator('body')).toContainText(`Description ${SCRIPT}`);
    await expect(page.locator('body')).toContainText(`Rust ${IMG}`);
    await expectInert(page, dialogs);
  });

  test('URL fields accept only http(s) in the form and never link anything else', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await signIn(page, 'owner@example.com');
    await page.goto('/company/edit-profile');
    const website = page.getByLabel('Website');
    await website.fill(JS_URL);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();

    // A script URL stored behind the form's back is still never rendered as a link.
    const [before] = await ok<{ website: string | null }[]>(
      ownerToken,
      `/rest/v1/companies?select=website&id=eq.${ACME_COMPANY_ID}`,
    );
    const setWebsite = (website: string | null) =>
      call(ownerToken, '/functions/v1/update-company-direct', {
        method: 'POST',
        body: JSON.stringify({ companyId: ACME_COMPANY_ID, companyData: { website } }),
      });
    try {
      await setWebsite(JS_URL);
      await page.goto('/company/profile');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectInert(page, dialogs);
    } finally {
      await setWebsite(before.website);
    }
  });

  // The company functions validate URLs with zod's url(), which takes any scheme; until they (and
  // the candidate document RPC) insist on http(s), only the portal's safeHref keeps these inert.
  test('the server refuses URL fields that are not http(s)', async () => {
    const answer = await call(ownerToken, '/functions/v1/update-company-direct', {
      method: 'POST',
      body: JSON.stringify({ companyId: ACME_COMPANY_ID, companyData: { website: JS_URL } }),
    });
    expect(answer.status).toBe(400);

    // Straight to the table, past every form: the database refuses it too.
    const candidateToken = await accessToken(candidateEmail);
    const mine = `/rest/v1/candidates?user_id=eq.${userIdOf(candidateToken)}`;
    const patched = await call(candidateToken, mine, {
      method: 'PATCH',
      body: JSON.stringify({ portfolio_url: JS_URL }),
    });
    expect(patched.status).toBe(400);
    const stored = await call<{ portfolio_url: string | null }[]>(
      candidateToken,
      `${mine}&select=portfolio_url`,
    );
    expect(stored.body[0]?.portfolio_url ?? null).not.toBe(JS_URL);
  });

  test('uploaded HTML and SVG cannot run script on the portal origin', async ({ page }) => {
    const candidateToken = await accessToken(candidateEmail);
    const userId = userIdOf(candidateToken);
    const html = `<!doctype html><html><body>${SCRIPT}</body></html>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1;alert(1)"><script>alert(1)</script></svg>`;

    // Document buckets take office documents only.
    for (const [name, type, content] of [
      ['cv.html', 'text/html', html],
      ['cv.svg', 'image/svg+xml', svg],
    ]) {
      const refused = await upload(
        candidateToken,
        'candidate_resumes',
        `${userId}/${name}`,
        type,
        content,
      );
      expect(refused.status, `${name} is refused`).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }

    // HTML under a document type is refused: the bytes must match the declared type.
    const disguised = await upload(
      candidateToken,
      'candidate_resumes',
      `${userId}/cv.pdf`,
      'application/pdf',
      html,
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({
      message: 'The file content does not match its type application/pdf',
    });
    // A real PDF is served as that type, never sniffed into anything else.
    const pdf = await upload(
      candidateToken,
      'candidate_resumes',
      `${userId}/cv.pdf`,
      'application/pdf',
      `%PDF-1.4\n${html}`,
    );
    expect(pdf.status).toBe(200);
    const served = await call(
      candidateToken,
      `/storage/v1/object/authenticated/candidate_resumes/${userId}/cv.pdf`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // Logos may be SVG; they are served for download under a sandboxing policy.
    const logoPath = `${userIdOf(ownerToken)}/hostile-logo.svg`;
    const logo = await upload(ownerToken, 'company-logos', logoPath, 'image/svg+xml', svg);
    expect(logo.status).toBe(200);
    const logoUrl = `${process.env.E2E_API_URL}/storage/v1/object/public/company-logos/${logoPath}`;
    const head = await fetch(logoUrl);
    expect(head.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(head.headers.get('content-security-policy')).toContain('sandbox');

    // Opened directly in the browser, nothing runs.
    const dialogs = watchDialogs(page);
    await page.goto('/');
    await page.evaluate((url) => {
      const img = document.createElement('img');
      img.src = url;
      document.body.appendChild(img);
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.appendChild(frame);
    }, logoUrl);
    await page.waitForTimeout(1000);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await ok(serviceKey(), `/storage/v1/object/company-logos/${logoPath}`, { method: 'DELETE' });
  });
});
