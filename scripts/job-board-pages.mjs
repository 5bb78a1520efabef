// The public job board as search engines and first-time visitors get it: /jobs, /jobs/{id} and
// /careers/{slug} are answered with their content already in the HTML (title, meta description,
// canonical URL and schema.org JobPosting data), rendered from the board's public functions on
// each request; the live page takes over once the scripts have loaded. Also /sitemap.xml (open
// jobs and careers pages) and /robots.txt. Rendering with a browser per request would be far too
// slow, so these pages are a small template filled from data.

import {
  PAGE_SIZE,
  boardPath,
  jobLocations,
  parseBoardQuery,
  searchArguments,
} from '../shared/src/job-board/board-query.cjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const LABELS = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
  REMOTE: 'Remote',
  entry_level: 'Entry level',
  mid_level: 'Mid level',
  senior_level: 'Senior level',
  lead: 'Lead',
  executive: 'Executive',
};
// schema.org employmentType values; a remote job is marked by jobLocationType instead.
const EMPLOYMENT_TYPES = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
};

const money = (amount) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** The specification's salary text. */
export function salaryText(min, max) {
  if (min == null && max == null) return 'Salary not specified';
  if (min != null && max != null) return `${money(min)} - ${money(max)}`;
  if (min != null) return `From ${money(min)}`;
  return `Up to ${money(max)}`;
}

const dateText = (iso) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  });

export function escapeHtml(text) {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const summary = (text, length = 155) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
};

/** schema.org JobPosting for an open job (https://schema.org/JobPosting). */
export function jobPostingData(job, siteUrl) {
  const locations = jobLocations(job).filter((l) => !/remote/i.test(l));
  const description = [
    job.description,
    ...(job.requirements?.length
      ? ['Requirements:', ...job.requirements.map((r) => `- ${r}`)]
      : []),
  ]
    .filter(Boolean)
    .join('\n');
  const data = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${escapeHtml(description).replace(/\n/g, '<br>')}</p>`,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    datePosted: job.posted_at,
    url: `${siteUrl}/jobs/${job.id}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logo_url ? { logo: job.company.logo_url } : {}),
    },
  };
  // Open through the end of its expiry day (UTC).
  if (job.expires_at) data.validThrough = `${job.expires_at.slice(0, 10)}T23:59:59Z`;
  if (EMPLOYMENT_TYPES[job.job_type]) data.employmentType = EMPLOYMENT_TYPES[job.job_type];
  if (job.is_remote) data.jobLocationType = 'TELECOMMUTE';
  if (locations.length) {
    data.jobLocation = locations.map((place) => {
      const [locality, region] = place.split(',').map((part) => part.trim());
      return {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: locality,
          ...(region ? { addressRegion: region } : {}),
        },
      };
    });
  }
  if (job.salary_min != null || job.salary_max != null) {
    const value = { '@type': 'QuantitativeValue', unitText: 'YEAR' };
    if (job.salary_min != null && job.salary_max != null) {
      value.minValue = job.salary_min;
      value.maxValue = job.salary_max;
    } else {
      value.value = job.salary_min ?? job.salary_max;
    }
    data.baseSalary = { '@type': 'MonetaryAmount', currency: 'USD', value };
  }
  return data;
}

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (data) => JSON.stringify(data).replace(/</g, '\\u003c');

const STYLE = `<style>
.jb{max-width:960px;margin:0 auto;padding:24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:rgba(0,0,0,.88);line-height:1.5715}
.jb h1{font-size:30px;line-height:1.3;margin:0 0 8px}.jb h2{font-size:20px;margin:24px 0 8px}
.jb a{color:#1565c0}.jb ul{padding-left:20px}.jb .jb-meta{color:rgba(0,0,0,.65);margin:0 0 12px}
.jb .jb-card{border:1px solid #e0e0e0;border-radius:8px;padding:16px;margin:0 0 12px;list-style:none}
.jb .jb-list{padding:0}.jb .jb-card h2{margin:0 0 4px;font-size:18px}
.jb.jb-job{padding:24px clamp(12px,4vw,48px)}
.jb .jb-panel{border:1px solid #f0f0f0;border-radius:8px;padding:24px}
.jb .jb-panel h1{font-size:38px;line-height:1.25;font-weight:600;margin:0 0 .5em}
.jb .jb-apply{display:inline-block;background:#1565c0;color:#fff;padding:8px 20px;border-radius:6px;text-decoration:none;font-size:16px}
</style>`;

function jobCard(job) {
  return (
    `<li class="jb-card"><h2><a href="/jobs/${job.id}">${escapeHtml(job.title)}</a></h2>` +
    `<p class="jb-meta">${escapeHtml(job.company.name)} · ${escapeHtml(jobLocations(job).join(' · ') || 'Location not specified')}` +
    ` · ${escapeHtml(LABELS[job.job_type] ?? 'Type not specified')} · ${escapeHtml(salaryText(job.salary_min, job.salary_max))}</p>` +
    `<p>Posted ${dateText(job.posted_at)}</p></li>`
  );
}

const companyFacts = (company) =>
  [
    company.industry,
    company.company_size && `${company.company_size} employees`,
    company.location,
  ].filter(Boolean);

function jobPage(job, siteUrl) {
  const company = job.company;
  const facts = [
    ['Company', company.name],
    ['Location', jobLocations(job).join(' · ') || 'Not specified'],
    ['Job type', LABELS[job.job_type] ?? 'Not specified'],
    ['Experience level', LABELS[job.experience_level] ?? 'Not specified'],
    ['Salary', salaryText(job.salary_min, job.salary_max)],
    ['Posted', dateText(job.posted_at)],
  ];
  const list = (title, items) =>
    items?.length
      ? `<h2>${title}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : '';
  const body =
    // Laid out like the live page (its margins, panel and heading), so the page the scripts render
    // over it paints nothing larger: its heading is not counted as a later, largest paint.
    `<main class="jb jb-job"><div class="jb-panel"><h1>${escapeHtml(job.title)}</h1>` +
    `<p class="jb-meta"><a href="/careers/${company.slug}">${escapeHtml(company.name)}</a></p>` +
    `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` +
    `<p><a class="jb-apply" href="/candidate/apply/${job.id}">Apply</a></p>` +
    `<h2>Description</h2><p style="white-space:pre-wrap">${escapeHtml(job.description)}</p>` +
    list('Requirements', job.requirements) +
    list('Skills', job.skills_required) +
    list('Preferred skills', job.preferred_skills) +
    `<section class="jb-card"><h2>About ${escapeHtml(company.name)}</h2>` +
    `<p class="jb-meta">${escapeHtml(companyFacts(company).join(' · '))}</p>` +
    (company.description ? `<p>${escapeHtml(company.description)}</p>` : '') +
    `<p><a href="/careers/${company.slug}">All jobs at ${escapeHtml(company.name)}</a></p></section>` +
    `<p><a href="/jobs">All jobs</a></p></div></main>`;
  return {
    title: `${job.title} at ${company.name} | TalentBridge`,
    description: summary(
      `${job.title} at ${company.name}, ${jobLocations(job).join(', ')}. ${job.description}`,
    ),
    canonical: `${siteUrl}/jobs/${job.id}`,
    jsonLd: jobPostingData(job, siteUrl),
    body,
  };
}

function notFoundPage(title, text, link) {
  return {
    status: 404,
    title: `${title} | TalentBridge`,
    description: text,
    robots: 'noindex',
    body: `<main class="jb"><h1>${title}</h1><p>${text}</p><p><a href="${link.href}">${link.text}</a></p></main>`,
  };
}

export const jobNotFound = () =>
  notFoundPage('Job Not Found', 'This job does not exist or is no longer open.', {
    href: '/jobs',
    text: 'Browse open jobs',
  });

const careersNotFound = () =>
  notFoundPage('Company Not Found', 'No company has a careers page at this address.', {
    href: '/jobs',
    text: 'Browse open jobs',
  });

const boardHref = (filters, page) => boardPath({ ...filters, page });

function boardPage({ filters, result, errors, ignored }, siteUrl) {
  const notes = ignored.length
    ? `<p>Ignored unknown filter${ignored.length > 1 ? 's' : ''}: ${escapeHtml(ignored.join(', '))}</p>`
    : '';
  if (errors.length) {
    return {
      status: 400,
      title: 'Jobs | TalentBridge',
      description: 'Search open jobs.',
      robots: 'noindex',
      canonical: `${siteUrl}/jobs`,
      body:
        `<main class="jb"><h1>Jobs</h1><div role="alert"><p>This search cannot be run:</p><ul>` +
        `${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>${notes}<p><a href="/jobs">Clear filters</a></p></main>`,
    };
  }
  const total = result.total_capped ? `${result.total}+` : String(result.total);
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const paging = [
    filters.page > 1
      ? `<a href="${escapeHtml(boardHref(filters, Math.min(filters.page - 1, pages)))}">Previous page</a>`
      : '',
    filters.page < pages
      ? `<a href="${escapeHtml(boardHref(filters, filters.page + 1))}">Next page</a>`
      : '',
  ].filter(Boolean);
  const list = result.jobs.length
    ? `<ul class="jb-list">${result.jobs.map(jobCard).join('')}</ul>`
    : filters.page > pages
      ? `<p>Page ${filters.page} is past the last page of results. <a href="${escapeHtml(boardHref(filters, 1))}">Go to the first page</a></p>`
      : '<p>No jobs match this search.</p>';
  return {
    title: filters.q ? `${filters.q} jobs | TalentBridge` : 'Jobs | TalentBridge',
    description: `${total} open job${result.total === 1 ? '' : 's'} on TalentBridge. Search by title, skill and company; filter by location, remote, type, level and salary.`,
    canonical: `${siteUrl}${boardHref(filters, filters.page)}`,
    body:
      `<main class="jb"><h1>Jobs</h1>${notes}<p class="jb-meta">${total} open job${result.total === 1 ? '' : 's'}</p>` +
      `${list}${paging.length ? `<nav aria-label="Pages"><p>${paging.join(' · ')}</p></nav>` : ''}</main>`,
  };
}

function careersPage(page, siteUrl) {
  const { company, jobs } = page;
  const links = [
    ['Website', company.website],
    ['LinkedIn', company.linkedin_url],
    ['Twitter', company.twitter_url],
    ['Facebook', company.facebook_url],
    ['Instagram', company.instagram_url],
  ].filter(([, href]) => /^https?:\/\//i.test(href ?? ''));
  const facts = companyFacts(company);
  return {
    title: `Careers at ${company.name} | TalentBridge`,
    description: summary(
      `${jobs.length} open job${jobs.length === 1 ? '' : 's'} at ${company.name}. ${company.description ?? ''}`,
    ),
    canonical: `${siteUrl}/careers/${company.slug}`,
    jsonLd: {
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: company.name,
      url: `${siteUrl}/careers/${company.slug}`,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logo_url ? { logo: company.logo_url } : {}),
    },
    body:
      `<main class="jb"><h1>Careers at ${escapeHtml(company.name)}</h1>` +
      (facts.length ? `<p class="jb-meta">${escapeHtml(facts.join(' · '))}</p>` : '') +
      (company.description ? `<p>${escapeHtml(company.description)}</p>` : '') +
      (links.length
        ? `<p>${links.map(([label, href]) => `<a href="${escapeHtml(href)}" rel="noopener">${label}</a>`).join(' · ')}</p>`
        : '') +
      `<h2>Open jobs</h2>` +
      (jobs.length
        ? `<ul class="jb-list">${jobs.map(jobCard).join('')}</ul>`
        : '<p>No open jobs right now.</p>') +
      `</main>`,
  };
}

/** The shell's page with a rendered board page in it. */
export function boardHtml(indexHtml, page) {
  const head = [
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}">` : '',
    page.robots ? `<meta name="robots" content="${page.robots}">` : '',
    page.jsonLd ? `<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>` : '',
    STYLE,
  ].join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${page.body}</div>`);
}

function sitemapXml(pages, siteUrl) {
  const url = (loc, lastmod) =>
    `<url><loc>${escapeHtml(`${siteUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    url('/jobs') +
    pages.jobs.map((job) => url(`/jobs/${job.id}`, job.updated_at)).join('') +
    pages.companies.map((company) => url(`/careers/${company.slug}`, company.updated_at)).join('') +
    '</urlset>\n'
  );
}

export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /company/',
    'Disallow: /candidate/',
    'Disallow: /talent-vendor/',
    'Disallow: /job-alerts/',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * @param {{ config: () => { supabaseUrl: string, supabaseAnonKey: string, siteUrl?: string },
 *   indexHtml: () => Promise<string> | string, siteUrl?: string }} options  `config` is the
 *   portal's runtime configuration; `indexHtml` the shell's page to render into
 * @returns {(url: URL) => Promise<{ status: number, type: string, body: string } | undefined>}
 *   the answer for a board path, undefined for any other path
 */
export function createJobBoardPages({ config, indexHtml }) {
  async function call(name, args) {
    const { supabaseUrl, supabaseAnonKey } = config();
    const res = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        authorization: `Bearer ${supabaseAnonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(5000),
    });
    const body = await res.json().catch(() => null);
    if (!res.ok)
      throw Object.assign(new Error(body?.message ?? `${name} answered HTTP ${res.status}`), {
        status: res.status,
      });
    return body;
  }

  const html = async (page) => ({
    status: page.status ?? 200,
    type: 'text/html; charset=utf-8',
    body: boardHtml(await indexHtml(), page),
  });

  const decoded = (part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return '';
    }
  };

  return async function answer(url) {
    const siteUrl = (config().siteUrl ?? url.origin).replace(/\/$/, '');
    const path = url.pathname.replace(/\/$/, '') || '/';
    if (path === '/robots.txt')
      return { status: 200, type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl) };
    if (path === '/sitemap.xml') {
      return {
        status: 200,
        type: 'application/xml; charset=utf-8',
        body: sitemapXml(await call('list_public_pages', {}), siteUrl),
      };
    }
    if (path === '/jobs') {
      const parsed = parseBoardQuery(url.searchParams);
      const result = parsed.errors.length
        ? null
        : await call('search_public_jobs', searchArguments(parsed.filters));
      return html(boardPage({ ...parsed, result }, siteUrl));
    }
    const job = path.match(/^\/jobs\/([^/]+)$/);
    if (job) {
      const id = decoded(job[1]);
      const found = UUID.test(id) ? await call('get_public_job', { p_job_id: id }) : null;
      return html(found ? jobPage(found, siteUrl) : jobNotFound());
    }
    const careers = path.match(/^\/careers\/([^/]+)$/);
    if (careers) {
      const slug = decoded(careers[1]).toLowerCase();
      const found = SLUG.test(slug) ? await call('get_careers_page', { p_slug: slug }) : null;
      return html(found ? careersPage(found, siteUrl) : careersNotFound());
    }
    return undefined;
  };
}
