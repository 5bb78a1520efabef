// A candidate's own data: the export (one zip with data.json and their files) and the erasure
// (files gone, no personal data left, companies' applications and counts kept, trail kept).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { bootStack, call, PASSWORD } from './helpers.js';
import { JOB, QUESTION } from './ids.js';

let env;
let db;
before(async () => {
  env = await bootStack();
  db = new pg.Client({ connectionString: env.dbUrl });
  await db.connect();
});
after(async () => {
  await db?.end();
  await env?.stop();
});

/** A new candidate with a profile, a resume in storage and an application to Acme's job. */
async function candidateWithData(email, [firstName, lastName]) {
  const user = await env.register(email, {
    role: 'candidate',
    consent: { terms: '2026-11', privacy: '2026-11' },
  });
  const client = env.client();
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  const resumePath = `${user.id}/resume.pdf`;
  const upload = await client.storage
    .from('candidate_resumes')
    .upload(resumePath, new Blob(['%PDF-1.4 Casey resume'], { type: 'application/pdf' }));
  assert.equal(upload.error, null);
  const { data: candidate, error } = await client
    .from('candidates')
    .update({ first_name: firstName, last_name: lastName, phone: '+1 555 0199', resume_url: resumePath })
    .eq('user_id', user.id)
    .select('id')
    .single();
  assert.equal(error, null);
  const applied = await client.rpc('apply_to_job', {
    p_job_id: JOB.frontend,
    p_answers: [{ question_id: QUESTION.whyAcme, answer: 'The product.' }],
  });
  assert.equal(applied.error, null);
  assert.ok(applied.data.application_id, 'the profile is complete enough to apply');
  return { user, client, candidateId: candidate.id, email };
}

async function exportZip(client) {
  const { data } = await client.auth.getSession();
  const res = await fetch(`${env.apiUrl}/functions/v1/export-candidate-data`, {
    method: 'POST',
    headers: { apikey: env.anonKey, Authorization: `Bearer ${data.session.access_token}` },
    body: '{}',
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('candidate data export', () => {
  test('one zip with data.json and the candidate\'s files', async () => {
    const casey = await candidateWithData('casey.export@example.com', ['Casey', 'Quinn']);
    const zip = await exportZip(casey.client);
    assert.equal(zip.status, 200);
    assert.equal(zip.type, 'application/zip');
    assert.equal(zip.bytes.readUInt32LE(0), 0x04034b50, 'a zip archive');
    const text = zip.bytes.toString('latin1');
    assert.ok(text.includes('documents/Resume.pdf'), 'the resume is in the archive');
    assert.ok(text.includes('%PDF-1.4 Casey resume'), 'with its content');
    // data.json is stored uncompressed: its text starts after its local header's name.
    const start = text.indexOf('{', text.indexOf('data.json'));
    const json = JSON.parse(text.slice(start, text.indexOf('\n}', start) + 2));
    assert.equal(json.candidate.first_name, 'Casey');
    assert.equal(json.applications.length, 1);
    assert.equal(json.applications[0].job.title, 'Senior Frontend Engineer');
    assert.deepEqual(json.files, ['documents/Resume.pdf']);
  });

  test('company staff cannot export through it', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'export-candidate-data', {});
    assert.deepEqual([res.status, res.body.error], [403, 'Only candidates can export or erase their own data']);
  });
});

describe('candidate erasure', () => {
  test('removes files, personal data and the account; keeps the application and the trail', async () => {
    const casey = await candidateWithData('erin.erase@example.com', ['Erin', 'Zyxquill']);
    const countBefore = await db.query('select count(*)::int as n from public.applications where job_id = $1', [JOB.frontend]);
    const entriesBefore = await db.query('select count(*)::int as n from audit.entries');

    const refused = await call(casey.client, 'erase-candidate-account', { confirmation: 'yes' });
    assert.equal(refused.status, 400);
    const res = await call(casey.client, 'erase-candidate-account', { confirmation: 'ERASE' });
    assert.deepEqual(res, { status: 200, body: { erased: true } });

    // No personal data is left anywhere the person could be found by.
    const { rows: [row] } = await db.query(
      `select first_name, last_name, email, phone, resume_url, user_id, anonymised_at is not null as anonymised
       from public.candidates where id = $1`,
      [casey.candidateId],
    );
    assert.deepEqual(row, {
      first_name: 'Erased', last_name: 'Candidate', email: null, phone: null, resume_url: null, user_id: null, anonymised: true,
    });
    const leftovers = await db.query(
      `select 'auth' as place from auth.users where id = $1 or email = $2
       union all select 'profile' from public.profiles where id = $1
       union all select 'consent' from public.consents where user_id = $1
       union all select 'file' from storage.objects where name like $1::text || '/%'
       union all select 'candidate' from public.candidates where email = $2 or last_name = 'Zyxquill'
       union all select 'audit' from audit.entries where details::text ilike '%zyxquill%' or details::text like '%' || $2 || '%'`,
      [casey.user.id, casey.email],
    );
    assert.deepEqual(leftovers.rows, []);

    // The company's application and counts stay, and the trail keeps its entries.
    const countAfter = await db.query('select count(*)::int as n from public.applications where job_id = $1', [JOB.frontend]);
    assert.equal(countAfter.rows[0].n, countBefore.rows[0].n);
    const entriesAfter = await db.query('select count(*)::int as n from audit.entries');
    assert.ok(entriesAfter.rows[0].n > entriesBefore.rows[0].n);
    const erased = await db.query(
      "select actor_id::text from audit.entries where action = 'candidate.erased' and target_id = $1",
      [casey.candidateId],
    );
    assert.deepEqual(erased.rows, [{ actor_id: casey.user.id }]);
    const verified = await db.query('select audit.verify() as result');
    assert.equal(verified.rows[0].result.ok, true);

    const again = await env.client().auth.signInWithPassword({ email: casey.email, password: PASSWORD });
    assert.ok(again.error, 'the account no longer signs in');
  });

  test('consent given at sign-up is recorded with its versions', async () => {
    const user = await env.register('casey.consent@example.com', {
      role: 'candidate',
      consent: { terms: '2026-11', privacy: '2026-10' },
    });
    const { rows } = await db.query(
      'select document, version from public.consents where user_id = $1 order by document',
      [user.id],
    );
    assert.deepEqual(rows, [
      { document: 'privacy', version: '2026-10' },
      { document: 'terms', version: '2026-11' },
    ]);
  });
});
