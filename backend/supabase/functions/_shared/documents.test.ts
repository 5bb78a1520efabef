import { exactILike } from './db.ts';
import { listDocuments, storageLocation } from './documents.ts';
import { isOpenForApplications, questionRows } from './jobs.ts';
import { assertEquals } from './test-assert.ts';

Deno.test('stored document values resolve to bucket and path', () => {
  assertEquals(storageLocation('u1/cv.pdf', 'candidate_resumes'), {
    bucket: 'candidate_resumes',
    path: 'u1/cv.pdf',
  });
  assertEquals(
    storageLocation(
      'http://localhost:54321/storage/v1/object/public/candidate_certificates/u1/a%20b.png',
      'x',
    ),
    { bucket: 'candidate_certificates', path: 'u1/a b.png' },
  );
  assertEquals(storageLocation('https://cdn.example.com/cv.pdf', 'candidate_resumes'), null);
});

Deno.test('documents list resume, cover letter and numbered certificates', () => {
  assertEquals(
    listDocuments({
      resume_url: 'r.pdf',
      cover_letter_url: null,
      certificates: ['a.png', 'b.png'],
    }).map((d) => d.name),
    ['Resume', 'Certificates #1', 'Certificates #2'],
  );
});

Deno.test('only published, unexpired jobs are open for applications', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  assertEquals(
    [
      isOpenForApplications({ status: 'published', expires_at: null }, now),
      isOpenForApplications({ status: 'active', expires_at: '2026-07-01' }, now),
      isOpenForApplications({ status: 'published', expires_at: '2026-05-01' }, now),
      isOpenForApplications({ status: 'draft' }, now),
      isOpenForApplications({ status: 'closed' }, now),
    ],
    [true, true, false, false, false],
  );
});

Deno.test("question rows keep the author's order", () => {
  const rows = questionRows([
    { question: 'A', questionType: 'TEXT', isRequired: true, options: null },
    { question: 'B', questionType: 'CHECKBOX', isRequired: false, options: ['x'] },
  ]);
  assertEquals(
    rows.map((r) => [r.question, r.position]),
    [
      ['A', 0],
      ['B', 1],
    ],
  );
});

Deno.test('e-mail lookups escape LIKE wildcards', () => {
  assertEquals(exactILike('first_last%x@example.com'), 'first\\_last\\%x@example.com');
});
