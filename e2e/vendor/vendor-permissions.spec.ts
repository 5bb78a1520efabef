import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, stackAvailable } from '../support/portal';
import { accessToken, invoke, rest } from './api';
import {
  card,
  COMPANY_OWNER,
  DASHBOARD,
  openDashboard,
  PARTNER_COMPANY,
  SEEDED_RECRUITER,
  SEEDED_VENDOR_CANDIDATE,
  SEEDED_VENDOR_JOB,
  signIn,
  summary,
  UNASSIGNED_JOB,
  VENDOR_ADMIN,
  VENDOR_CODE,
  VENDOR_NAME,
  VENDOR_RECRUITER,
} from './vendor-pages';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const SEEDED_ASSIGNMENT_ID = 'f3000000-0000-4000-8000-000000000001';
const ACME_MANAGED_CANDIDATE_ID = 'd0000000-0000-4000-8000-000000000002';

test.describe('talent vendor permissions', () => {
  test.skip(!stackAvailable(), 'needs the local stack');

  test('a signed-out visitor is sent to sign in and comes back afterwards', async ({ page }) => {
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Ftalent-vendor%2Fdashboard$/);
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(VENDOR_ADMIN);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/talent-vendor\/dashboard$/);
    await expect(summary(page).getByText(VENDOR_NAME)).toBeVisible();
  });

  for (const email of ['candidate@example.com', COMPANY_OWNER]) {
    test(`${email} has no vendor membership and sees no vendor data`, async ({ page }) => {
      await signIn(page, email);
      await page.goto(DASHBOARD);
      await expect(page.getByText('Could not identify your vendor company.')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Invite Recruiter' })).toHaveCount(0);
      await expect(page.getByText(VENDOR_NAME)).toHaveCount(0);
    });
  }

  test('the vendor admin manages the whole vendor', async ({ page }) => {
    await signIn(page, VENDOR_ADMIN);
    await openDashboard(page);
    await expect(summary(page).getByText(VENDOR_NAME)).toBeVisible();
    await expect(summary(page).getByText(VENDOR_CODE)).toBeVisible();
    await expect(summary(page).getByText(PARTNER_COMPANY, { exact: true })).toBeVisible();
    await expect(summary(page).getByText('Vendor Admin')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Invite Recruiter' })).toBeVisible();
    await expect(card(page, /^Recruiters/).getByText(SEEDED_RECRUITER)).toBeVisible();

    const jobs = card(page, /^Assigned Jobs/);
    await expect(jobs.getByText(SEEDED_VENDOR_JOB)).toBeVisible();
    await expect(jobs.getByLabel(`Recruiter for ${SEEDED_VENDOR_JOB}`)).toBeVisible();
    await expect(jobs.getByText(SEEDED_RECRUITER).first()).toBeVisible();
    await expect(jobs.getByText(UNASSIGNED_JOB.title)).toHaveCount(0);
    await expect(card(page, /^Your Candidates/).getByText(SEEDED_VENDOR_CANDIDATE)).toBeVisible();
    await expect(card(page, /^Submissions/).getByText(SEEDED_VENDOR_CANDIDATE)).toBeVisible();
  });

  test('a vendor recruiter works their own jobs and the vendor candidates only', async ({ page }) => {
    await signIn(page, VENDOR_RECRUITER);
    await openDashboard(page);
    await expect(summary(page).getByText('Recruiter', { exact: true })).toBeVisible();
    await expect(page.getByText('Vendor Admin')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Invite Recruiter' })).toHaveCount(0);
    await expect(card(page, /^Recruiters/)).toHaveCount(0);

    const jobs = card(page, /^Assigned Jobs/);
    await expect(jobs.getByText(SEEDED_VENDOR_JOB)).toBeVisible();
    await expect(jobs.getByLabel(`Recruiter for ${SEEDED_VENDOR_JOB}`)).toHaveCount(0);
    await expect(card(page, /^Your Candidates/).getByText(SEEDED_VENDOR_CANDIDATE)).toBeVisible();
  });

  test('the server refuses a recruiter what only the vendor admin may do', async () => {
    const token = await accessToken(VENDOR_RECRUITER);

    const reassign = await rest(token, 'PATCH', `vendor_job_assignments?id=eq.${SEEDED_ASSIGNMENT_ID}`, {
      assigned_to_recruiter_id: null,
    });
    expect(reassign.rows).toHaveLength(0);

    const invite = await invoke(token, 'send-vendor-recruiter-invitation', {
      vendor_id: VENDOR_ID,
      email: 'not.allowed@example.com',
      first_name: 'Not',
      last_name: 'Allowed',
    });
    expect(invite.status).toBe(403);

    const promote = await rest(token, 'POST', 'talent_vendor_users', {
      vendor_id: VENDOR_ID,
      role: 'admin',
      first_name: 'Self',
      last_name: 'Promoted',
    });
    expect(promote.status).toBeGreaterThanOrEqual(400);
  });

  test('vendor users read only the jobs assigned to them', async () => {
    const adminToken = await accessToken(VENDOR_ADMIN);
    const admin = await rest(adminToken, 'GET', 'jobs?select=id,title');
    const assigned = await rest(adminToken, 'GET', `vendor_job_assignments?select=job_id&vendor_id=eq.${VENDOR_ID}`);
    expect(admin.rows.map((job) => job.title)).toContain(SEEDED_VENDOR_JOB);
    expect(admin.rows.map((job) => job.id).sort()).toEqual(assigned.rows.map((row) => row.job_id).sort());
    expect(admin.rows.map((job) => job.id)).not.toContain(UNASSIGNED_JOB.id);

    const recruiter = await rest(await accessToken(VENDOR_RECRUITER), 'GET', 'jobs?select=id,title');
    expect(recruiter.rows.map((job) => job.title)).toEqual([SEEDED_VENDOR_JOB]);
  });

  test('a vendor can submit only its own candidates, and only to jobs assigned to it', async () => {
    const token = await accessToken(VENDOR_ADMIN);
    const foreignCandidate = await rest(token, 'POST', 'applications', {
      job_id: 'f0000000-0000-4000-8000-000000000001',
      candidate_id: ACME_MANAGED_CANDIDATE_ID,
      source: 'vendor',
      status: 'applied',
      applied_by_vendor_id: VENDOR_ID,
    });
    expect(foreignCandidate.status).toBeGreaterThanOrEqual(400);

    const candidates = await rest(token, 'GET', `candidates?select=id&created_by_vendor_id=eq.${VENDOR_ID}`);
    expect(candidates.rows.length).toBeGreaterThan(0);
    const unassignedJob = await rest(token, 'POST', 'applications', {
      job_id: UNASSIGNED_JOB.id,
      candidate_id: candidates.rows[0].id,
      source: 'vendor',
      status: 'applied',
      applied_by_vendor_id: VENDOR_ID,
    });
    expect(unassignedJob.status).toBeGreaterThanOrEqual(400);
  });
});
