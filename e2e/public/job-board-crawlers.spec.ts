import { expect, test, type APIRequestContext } from '@playwright/test';
import { serviceRest } from './api';

// What a crawler gets without running any script: the job board's pages with their content and
// structured data, the sitemap and robots.txt.

const OPEN_JOB = 'f0000000-0000-4000-8000-000000000001'; // Senior Frontend Engineer, Acme Corp
const REMOTE_JOB = 'f0000000-0000-4000-8000-000000000006'; // DevOps Engineer, remote
const DRAFT_JOB = 'f0000000-0000-4000-8000-000000000004';
const CLOSED_JOB = 'f0000000-0000-4000-8000-000000000005';
const OPEN_JOBS = [
  OPEN_JOB,
  'f0000000-0000-4000-8000-000000000002',
  'f0000000-0000-4000-8000-000000000003',
  REMOTE_JOB,
  'f0000000-0000-4000-8000-000000000007',
];

function jsonLd(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(match, 'the page carries JSON-LD').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

const PENDING_COMPANY = 'c0000000-0000-4000-8000-000000000002'; // Pending Co, /careers/pending-co

/** Runs `check` while Pending Co is unapproved (an earlier spec may have approved it). */
async function withPendingCompanyUnapproved(check: () => Promise<void>) {
  const [company] = await serviceRest<{ is_approved: boolean }[]>(
    `companies?id=eq.${PENDING_COMPANY}&select=is_approved`,
  );
  const patch = (isApproved: boolean) =>
    serviceRest(`companies?id=eq.${PENDING_COMPANY}`, {
      method: 'PATCH',
      body: JSON.stringify({ is_approved: isApproved }),
    });
  await patch(false);
  try {
    await check();
  } finally {
    await patch(company.is_approved);
  }
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

test('a job page is served with its content and valid JobPosting data before any script runs', async ({
  request,
  baseURL,
}) => {
  const { status, html } = await page(request, `/jobs/${OPEN_JOB}`);
  expect(status).toBe(200);
  expect(html).toContain('<title>Senior Frontend Engineer at Acme Corp | TalentBridge</title>');
  expect(html).toContain('<h1>Senior Frontend Engineer</h1>');
  expect(html).toContain('Lead the development of our customer-facing React applications.');
  expect(html).toContain('$140,000 - $180,000');
  // The primary location, then the others.
  expect(html).toContain('San Francisco, CA · Remote (US)');
  expect(html).toMatch(
    /<meta name="description" content="Senior Frontend Engineer at Acme Corp[^"]+">/,
  );
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/jobs/${OPEN_JOB}">`);

  const data = jsonLd(html);
  expect(data).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'Senior Frontend Engineer',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Acme Corp' },
    jobLocation: [
      { '@type': 'Place', address: { addressLocality: 'San Francisco', addressRegion: 'CA' } },
    ],
    jobLocationType: 'TELECOMMUTE',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 140000, maxValue: 180000, unitText: 'YEAR' },
    },
  });
  expect(String(data.description)).toContain('customer-facing React applications');
  expect(Number.isNaN(Date.parse(String(data.datePosted)))).toBe(false);
  expect(String(data.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/);
});

test('the job list and a careers page are served with their content', async ({ request }) => {
  const board = await page(request, '/jobs?q=engineer&sort=salary');
  expect(board.status).toBe(200);
  expect(board.html).toContain('<title>engineer jobs | TalentBridge</title>');
  const titles = [...board.html.matchAll(/<h2><a href="\/jobs\/[^"]+">([^<]+)<\/a><\/h2>/g)].map(
    (m) => m[1],
  );
  // Other specs post jobs of their own; the seed's engineering jobs come highest salary first.
  const seedTitles = ['Senior Frontend Engineer', 'DevOps Engineer', 'Backend Engineer (Node.js)'];
  expect(titles.filter((title) => seedTitles.includes(title))).toEqual(seedTitles);
  expect(titles).not.toContain('Data Analyst Intern'); // a draft

  const careers = await page(request, '/careers/acme-corp');
  expect(careers.status).toBe(200);
  expect(careers.html).toContain('<h1>Careers at Acme Corp</h1>');
  expect(careers.html).toContain('Senior Frontend Engineer');
  expect(careers.html).not.toContain('Data Analyst Intern'); // a draft
  expect(jsonLd(careers.html)).toMatchObject({ '@type': 'Organization', name: 'Acme Corp' });
});

test('jobs that are not open, unknown ids and malformed ids answer 404 Job Not Found', async ({
  request,
}) => {
  for (const id of [
    DRAFT_JOB,
    CLOSED_JOB,
    'f0000000-0000-4000-8000-0000000000ff',
    'not-a-job',
    '%E0%A4%A',
  ]) {
    const { status, html } = await page(request, `/jobs/${id}`);
    expect(status, id).toBe(404);
    expect(html).toContain('<h1>Job Not Found</h1>');
    expect(html).toContain('<a href="/jobs">Browse open jobs</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  }
  await withPendingCompanyUnapproved(async () => {
    const careers = await page(request, '/careers/pending-co');
    expect(careers.status).toBe(404);
    expect(careers.html).toContain('Company Not Found');
  });
});

test('bad searches get a clear answer, never an error page', async ({ request }) => {
  const badType = await page(request, '/jobs?type=PIRATE&page=0');
  expect(badType.status).toBe(400);
  expect(badType.html).toContain('Unknown job type: PIRATE');
  expect(badType.html).toContain('Page must be a number from 1 to 10000');
  expect(badType.html).toContain('<a href="/jobs">Clear filters</a>');

  const farPage = await page(request, '/jobs?page=9999');
  expect(farPage.status).toBe(200);
  expect(farPage.html).toContain('Page 9999 is past the last page of results.');

  const unknown = await page(request, '/jobs?colour=blue');
  expect(unknown.status).toBe(200);
  expect(unknown.html).toContain('Ignored unknown filter: colour');
});

test('the sitemap lists open jobs and careers pages only; a job that closes leaves it and answers 404', async ({
  request,
  baseURL,
}) => {
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const urls = urlsOf(await sitemap());
  const jobs = urls.filter((u) => u.includes('/jobs/')).map((u) => u.split('/jobs/')[1]);
  // Every seeded open job is listed, the draft and the closed one are not, and every job listed
  // (other specs post their own) is open right now.
  expect(jobs).toEqual(expect.arrayContaining(OPEN_JOBS));
  expect(jobs).not.toContain(DRAFT_JOB);
  expect(jobs).not.toContain(CLOSED_JOB);
  for (const id of jobs) expect((await request.get(`/jobs/${id}`)).status(), id).toBe(200);
  expect(urls).toContain(`${baseURL}/careers/acme-corp`);
  await withPendingCompanyUnapproved(async () => {
    expect(urlsOf(await sitemap())).not.toContain(`${baseURL}/careers/pending-co`);
  });

  await serviceRest(`jobs?id=eq.${REMOTE_JOB}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'closed' }),
  });
  try {
    expect(await sitemap()).not.toContain(`/jobs/${REMOTE_JOB}`);
    expect((await request.get(`/jobs/${REMOTE_JOB}`)).status()).toBe(404);
  } finally {
    await serviceRest(`jobs?id=eq.${REMOTE_JOB}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'published' }),
    });
  }

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
