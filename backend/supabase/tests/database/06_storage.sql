-- Storage buckets and object policies.
begin;
select tests.create_matrix_actors();

insert into storage.objects (bucket_id, name, owner_id) values
  ('candidate_resumes', 'a0000000-0000-4000-8000-000000000007/resume.pdf', 'a0000000-0000-4000-8000-000000000007'),
  ('vendor-w9', 'b0000000-0000-4000-8000-000000000001/w9.pdf', 'a0000000-0000-4000-8000-000000000008'),
  ('vendor-coi', 'VENDOR-STAFF001/coi.pdf', 'a0000000-0000-4000-8000-000000000002'),
  ('company-documents', 'a0000000-0000-4000-8000-000000000002/ein.pdf', 'a0000000-0000-4000-8000-000000000002'),
  ('company-logos', 'a0000000-0000-4000-8000-000000000002/logo.png', 'a0000000-0000-4000-8000-000000000002'),
  ('vendor-wo', 'VENDOR-NEWCO002/wo.pdf', 'a0000000-0000-4000-8000-000000000002');

create temp table who (label text primary key, email text);
insert into who values
  ('anon', 'anon'), ('candidate', 'candidate@example.com'), ('company_admin', 'owner@example.com'),
  ('manager', 'manager@example.com'), ('recruiter', 'recruiter@example.com'), ('partner_recruiter', 'partner.recruiter@example.com'),
  ('other company', 'pending.owner@example.com'), ('partner company', 'globex.admin@example.com'),
  ('vendor admin', 'vendor@example.com'), ('vendor recruiter', 'vendor.recruiter@example.com'),
  ('platform admin', 'admin@example.com');

create temp table cases (id serial, actor text, stmt text, expected text, description text);
insert into cases (actor, stmt, expected, description) values
  -- candidate documents
  ('candidate', $$insert into storage.objects (bucket_id, name) values ('candidate_resumes', auth.uid() || '/cv.pdf')$$, '1', 'candidates upload into their own folder'),
  ('candidate', $$insert into storage.objects (bucket_id, name) values ('candidate_resumes', 'a0000000-0000-4000-8000-000000000002/cv.pdf')$$, '42501', 'nobody uploads into another user''s folder'),
  ('anon', $$insert into storage.objects (bucket_id, name) values ('candidate_resumes', 'anon/cv.pdf')$$, '42501', 'anon cannot upload'),
  ('candidate', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '1', 'candidates read their own resume'),
  ('company_admin', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'staff of a company the candidate applied to get the resume only through the audited link function'),
  ('recruiter', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'no staff member reads the resume straight from storage'),
  ('other company', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'staff of unrelated companies cannot read the resume'),
  ('partner company', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'partner companies cannot read the resume'),
  ('vendor admin', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'vendors cannot read the resume'),
  ('anon', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'anon cannot read the resume'),
  ('platform admin', $$select * from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'platform admins do not read candidate documents straight from storage'),
  ('candidate', $$update storage.objects set metadata = '{"size": 1}' where bucket_id = 'candidate_resumes'$$, '1', 'candidates replace their own files'),
  ('company_admin', $$update storage.objects set metadata = '{"size": 1}' where bucket_id = 'candidate_resumes'$$, '0', 'staff cannot replace a candidate''s files'),
  ('company_admin', $$delete from storage.objects where bucket_id = 'candidate_resumes'$$, '0', 'staff cannot delete a candidate''s files'),
  ('candidate', $$delete from storage.objects where bucket_id = 'candidate_resumes'$$, '1', 'candidates delete their own files'),
  -- company files
  ('company_admin', $$insert into storage.objects (bucket_id, name) values ('company-logos', auth.uid() || '/logo-2.png')$$, '1', 'staff upload logos into their own folder'),
  ('company_admin', $$insert into storage.objects (bucket_id, name) values ('company-logos', 'a0000000-0000-4000-8000-000000000003/logo.png')$$, '42501', 'staff cannot upload into a colleague''s folder'),
  ('manager', $$select * from storage.objects where bucket_id = 'company-documents'$$, '1', 'colleagues read company documents'),
  ('other company', $$select * from storage.objects where bucket_id = 'company-documents'$$, '0', 'other companies cannot read company documents'),
  ('candidate', $$select * from storage.objects where bucket_id = 'company-documents'$$, '0', 'candidates cannot read company documents'),
  -- vendor files
  ('vendor admin', $$select * from storage.objects where bucket_id like 'vendor-%'$$, '2', 'vendor admins read their vendor''s documents'),
  ('vendor recruiter', $$select * from storage.objects where bucket_id like 'vendor-%'$$, '2', 'vendor recruiters read their vendor''s documents'),
  ('company_admin', $$select * from storage.objects where bucket_id like 'vendor-%' and name not like 'VENDOR-NEWCO%'$$, '2', 'the partner company reads the vendor''s documents'),
  ('other company', $$select * from storage.objects where bucket_id like 'vendor-%'$$, '0', 'other companies cannot read vendor documents'),
  ('candidate', $$select * from storage.objects where bucket_id like 'vendor-%'$$, '0', 'candidates cannot read vendor documents'),
  ('platform admin', $$select * from storage.objects where bucket_id like 'vendor-%'$$, '3', 'platform admins read vendor documents'),
  ('vendor admin', $$insert into storage.objects (bucket_id, name) values ('vendor-msa', 'b0000000-0000-4000-8000-000000000001/msa.pdf')$$, '1', 'vendor admins upload into their vendor folder'),
  ('vendor recruiter', $$insert into storage.objects (bucket_id, name) values ('vendor-msa', 'b0000000-0000-4000-8000-000000000001/msa.pdf')$$, '42501', 'vendor recruiters cannot upload vendor documents'),
  ('company_admin', $$insert into storage.objects (bucket_id, name) values ('vendor-ach', 'VENDOR-NEWCO001/ach.pdf')$$, '1', 'staff of an active company upload documents while registering a vendor'),
  ('other company', $$insert into storage.objects (bucket_id, name) values ('vendor-ach', 'VENDOR-NEWCO001/ach.pdf')$$, '42501', 'staff of an inactive company cannot register vendors'),
  ('partner company', $$insert into storage.objects (bucket_id, name) values ('vendor-ach', 'VENDOR-STAFF001/ach.pdf')$$, '42501', 'other companies cannot write into an existing vendor''s folder'),
  ('candidate', $$insert into storage.objects (bucket_id, name) values ('vendor-w9', 'VENDOR-NEWCO001/w9.pdf')$$, '42501', 'candidates cannot upload vendor documents'),
  ('vendor admin', $$delete from storage.objects where bucket_id = 'vendor-w9'$$, '1', 'vendor admins delete their vendor''s documents'),
  ('vendor recruiter', $$delete from storage.objects where bucket_id = 'vendor-w9'$$, '0', 'vendor recruiters cannot delete vendor documents'),
  -- Uploads read their row back, as the storage API does.
  ('company_admin', $$insert into storage.objects (bucket_id, name, owner_id) values ('vendor-w9', 'VENDOR-NEWCO001/w9.pdf', auth.uid()::text) returning id$$, '1', 'a registering company reads back the vendor document it just uploaded'),
  ('candidate', $$insert into storage.objects (bucket_id, name, owner_id) values ('candidate_certificates', auth.uid() || '/cert.png', auth.uid()::text) on conflict (bucket_id, name) do update set metadata = excluded.metadata returning id$$, '1', 'candidates upsert their own files'),
  ('company_admin', $$select * from storage.objects where name like 'VENDOR-NEWCO002/%'$$, '1', 'the uploader reads documents of a vendor not registered yet'),
  ('manager', $$select * from storage.objects where name like 'VENDOR-NEWCO002/%'$$, '0', 'documents of a vendor not registered yet stay private to their uploader');

select plan((select count(*)::int from cases) + 6);

select is(tests.attempt(w.email, c.stmt), c.expected, c.description)
from cases c join who w on w.label = c.actor
order by c.id;

select is((select public::text || '|' || file_size_limit from storage.buckets where id = 'company-logos'), 'true|2097152',
  'company logos are public and limited to 2 MB');
select is((select count(*)::int from storage.buckets where id like 'candidate%' and not public), 3, 'candidate buckets are private');
select is((select count(*)::int from storage.buckets where id like 'vendor-%' and not public and file_size_limit = 10485760), 5,
  'the five vendor buckets are private and limited to 10 MB');
select ok((select 'image/png' = any (allowed_mime_types) and not ('application/msword' = any (allowed_mime_types))
           from storage.buckets where id = 'candidate_certificates'), 'certificates accept pdf and images, not Word files');
select ok((select 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' = any (allowed_mime_types)
                  and not ('image/png' = any (allowed_mime_types))
           from storage.buckets where id = 'candidate_resumes'), 'resumes accept pdf, doc and docx only');
select is(tests.attempt('candidate@example.com', $$update storage.buckets set public = true$$), '0', 'users cannot change bucket settings');

select * from finish();
rollback;
