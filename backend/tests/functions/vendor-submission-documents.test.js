// A vendor submission's documents through the real local storage and API: the vendor stores a
// resume for its candidate and sends it; the job's company opens it through a signed link, while
// other companies' staff and visitors cannot. A submission refused because the person is already
// in process answers 409 and keeps the ownership conflict it records.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack } from './helpers.js';
import { CANDIDATE, JOB, VENDOR } from './ids.js';

let env;

before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

const ANSWERS = [{ question_id: 'f1000000-0000-4000-8000-000000000001', answer: 'Keen to join' }];

async function vendorCandidate(vendor, email) {
  const added = await vendor
    .from('candidates')
    .insert({
      first_name: 'Noor',
      last_name: 'Haddad',
      email,
      created_by_vendor_id: VENDOR.staffing,
    })
    .select('id')
    .single();
  assert.ifError(added.error);
  return added.data.id;
}

test('the resume a vendor sends opens for the job’s company and for no one else', async () => {
  const { client: vendor, user } = await env.as('vendorRecruiter');
  const candidateId = await vendorCandidate(vendor, 'noor.haddad@example.org');
  const path = `${VENDOR.staffing}/${candidateId}/resume.pdf`;
  const stored = await vendor.storage
    .from('submission_documents')
    .upload(path, new Blob(['%PDF-1.4 Noor resume'], { type: 'application/pdf' }));
  assert.ifError(stored.error);
  const described = await vendor
    .from('submission_documents')
    .insert({
      vendor_id: VENDOR.staffing,
      candidate_id: candidateId,
      kind: 'resume',
      file_name: 'Noor Haddad CV.pdf',
      path,
      uploaded_by: user.id,
    })
    .select('id')
    .single();
  assert.ifError(described.error);

  const elsewhere = await vendor.storage
    .from('submission_documents')
    .upload(
      `${VENDOR.staffing}/${CANDIDATE.jordan}/x.pdf`,
      new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    );
  assert.ok(elsewhere.error, 'a vendor cannot store files for a candidate it did not source');

  const submitted = await vendor.rpc('submit_vendor_candidate', {
    p_job_id: JOB.frontend,
    p_candidate_id: candidateId,
    p_answers: ANSWERS,
    p_document_ids: [described.data.id],
  });
  assert.ifError(submitted.error);
  assert.equal(submitted.data.held, false);

  const { client: owner } = await env.as('owner');
  const sent = await owner
    .from('application_documents')
    .select('document:submission_documents(file_name, path)')
    .eq('application_id', submitted.data.id);
  assert.ifError(sent.error);
  assert.deepEqual(sent.data, [{ document: { file_name: 'Noor Haddad CV.pdf', path } }]);
  const link = await owner.storage.from('submission_documents').createSignedUrl(path, 3600);
  assert.ifError(link.error);
  const file = await fetch(link.data.signedUrl);
  assert.equal(file.status, 200);
  assert.equal(await file.text(), '%PDF-1.4 Noor resume');

  const { client: otherCompany } = await env.as('pendingOwner');
  const refused = await otherCompany.storage.from('submission_documents').createSignedUrl(path, 3600);
  assert.ok(refused.error, 'another company gets no link');
  const { client: candidate } = await env.as('candidate');
  const unrelated = await candidate.storage.from('submission_documents').createSignedUrl(path, 3600);
  assert.ok(unrelated.error, 'nor does an unrelated candidate');
  const visitor = await env
    .client()
    .storage.from('submission_documents')
    .createSignedUrl(path, 3600);
  assert.ok(visitor.error, 'a visitor gets no link');
  const unsigned = await fetch(`${env.apiUrl}/storage/v1/object/submission_documents/${path}`, {
    headers: { apikey: env.anonKey },
  });
  assert.notEqual(unsigned.status, 200, 'and cannot read the file directly');
});

test('a refused submission answers 409 without naming who was first and keeps its conflict', async () => {
  const { client: owner } = await env.as('owner');
  const jordan = await owner.from('candidates').select('email').eq('id', CANDIDATE.jordan).single();
  assert.ifError(jordan.error);
  const { client: vendor } = await env.as('vendorRecruiter');
  // The person applied directly to the job (seed); the vendor's own record of them is refused.
  const candidateId = await vendorCandidate(vendor, ` ${jordan.data.email.toUpperCase()}`);
  const refused = await vendor.rpc('submit_vendor_candidate', {
    p_job_id: JOB.frontend,
    p_candidate_id: candidateId,
    p_answers: ANSWERS,
  });
  assert.equal(refused.status, 409);
  assert.equal(refused.error?.code, '23505');
  assert.match(
    refused.error?.message ?? '',
    /^This candidate is already in process for this job \(since [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/,
  );
  const made = await vendor.from('applications').select('id').eq('candidate_id', candidateId);
  assert.deepEqual(made.data, [], 'nothing was made');

  const conflicts = await owner.rpc('list_ownership_conflicts', { p_page: 1, p_page_size: 10 });
  assert.ifError(conflicts.error);
  const [row] = conflicts.data.rows;
  assert.equal(row.decision, 'refused');
  assert.equal(row.challenger_label, 'Staffing Partners · Riley Vendorson');
  assert.equal(row.job_title, 'Senior Frontend Engineer');
});
