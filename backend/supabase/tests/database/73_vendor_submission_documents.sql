-- Documents with a vendor submission: the vendor stores its candidate's resume and other documents
-- in its own folder, a submission sends the ones it names, and the company's team that sees the
-- application reads them; other vendors, other companies and visitors do not.
begin;
select plan(25);
select tests.create_matrix_actors();
select tests.create_acme_vendor('b7300000-0000-4000-8000-000000000001', 'Rival Staffing', 'rival73@example.com',
                                'Rita', 'Rival');

insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d7300000-0000-4000-8000-000000000001', 'Noor', 'Haddad', 'noor.haddad@example.org', 'b0000000-0000-4000-8000-000000000001'),
  ('d7300000-0000-4000-8000-000000000002', 'Ivo', 'Rival', 'ivo.rival@example.org', 'b7300000-0000-4000-8000-000000000001');

-- Whether a user reads a stored submission document (by default one in Noor's folder of the vendor).
create function pg_temp.reads(p_email text, p_file text,
                              p_folder text default 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001')
returns text language sql as $$
  select tests.attempt(p_email, format('select 1 from storage.objects where bucket_id = %L and name = %L',
                                       'submission_documents', p_folder || '/' || p_file))
$$;

-- The vendor's recruiter stores a resume and a reference in the candidate's folder and describes them.
select tests.authenticate_as('vendor.recruiter@example.com');
insert into storage.objects (bucket_id, name) values
  ('submission_documents', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/resume.pdf'),
  ('submission_documents', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/reference.pdf');
insert into public.submission_documents (vendor_id, candidate_id, kind, file_name, path) values
  ('b0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
   'resume', 'Noor Haddad CV.pdf', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/resume.pdf'),
  ('b0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
   'other', 'Reference.pdf', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/reference.pdf');
select tests.as_owner();
select is((select count(*)::int from public.submission_documents where candidate_id = 'd7300000-0000-4000-8000-000000000001'
           and uploaded_by = tests.user_id('vendor.recruiter@example.com')),
  2, 'a vendor''s recruiter stores and describes documents of its candidate, as their uploader');
select is(tests.attempt('vendor.recruiter@example.com', $$insert into storage.objects (bucket_id, name) values
  ('submission_documents', 'b7300000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000002/x.pdf')$$),
  '42501', 'but not into another vendor''s folder');
select is(tests.attempt('vendor.recruiter@example.com', $$insert into storage.objects (bucket_id, name) values
  ('submission_documents', 'b0000000-0000-4000-8000-000000000001/d0000000-0000-4000-8000-000000000002/x.pdf')$$),
  '42501', 'nor into a folder for a candidate the vendor did not source');
select is(tests.attempt('owner@example.com', $$insert into storage.objects (bucket_id, name) values
  ('submission_documents', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/x.pdf')$$),
  '42501', 'the company uploads nothing there');
select is(tests.attempt('rival73@example.com', $$insert into public.submission_documents
  (vendor_id, candidate_id, kind, file_name, path) values
  ('b0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
   'other', 'x.pdf', 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001/x.pdf')$$),
  '42501', 'another vendor cannot add documents to the vendor''s candidate');
select is(tests.attempt('rival73@example.com', $$insert into storage.objects (bucket_id, name) values
  ('submission_documents', 'b7300000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000002/rival.pdf')$$),
  '1', 'the rival stores a document of its own candidate');
select tests.as_owner();
insert into public.submission_documents (id, vendor_id, candidate_id, kind, file_name, path) values
  ('e7300000-0000-4000-8000-000000000003', 'b7300000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000002',
   'resume', 'rival.pdf', 'b7300000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000002/rival.pdf');

-- Before the submission only the vendor reads them.
select is(pg_temp.reads('vendor@example.com', 'resume.pdf'),
  '1', 'the vendor''s admin reads its candidate''s resume');
select is(pg_temp.reads('owner@example.com', 'resume.pdf'),
  '0', 'the company does not before it is sent');

-- Sending documents that are not this candidate's is refused and changes nothing.
select is(tests.error_of('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]', null,
    array['e7300000-0000-4000-8000-000000000003']::uuid[])$$),
  'Documents must be this candidate''s documents', 'another vendor''s document cannot be sent');
select is(tests.attempt('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]', null,
    array['e7300000-0000-4000-8000-0000000000ff']::uuid[])$$),
  '22023', 'nor an unknown one, as bad input');
select is((select count(*)::int from public.applications where candidate_id = 'd7300000-0000-4000-8000-000000000001'),
  0, 'the refusals made no application');

-- The submission sends the resume and the reference.
select tests.lives_as('vendor.recruiter@example.com', $$
  select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7300000-0000-4000-8000-000000000001',
    '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Yes"}]', 'Strong fit',
    array(select id from public.submission_documents where candidate_id = 'd7300000-0000-4000-8000-000000000001'))$$,
  'the vendor submits the candidate with two documents');
select is((select count(*)::int from public.application_documents ad join public.applications a on a.id = ad.application_id
           where a.candidate_id = 'd7300000-0000-4000-8000-000000000001'),
  2, 'the application carries both documents');

select is(pg_temp.reads('owner@example.com', 'resume.pdf'),
  '1', 'the company admin reads the sent resume');
select is(pg_temp.reads('recruiter@example.com', 'reference.pdf'),
  '1', 'and so does the recruiter whose job it is');
select is(tests.attempt('owner@example.com', $$select 1 from public.submission_documents
  where candidate_id = 'd7300000-0000-4000-8000-000000000001'$$),
  '2', 'the company reads what the documents are');
select is(pg_temp.reads('partner.recruiter@example.com', 'resume.pdf'),
  '0', 'a member of the company who does not see the application does not');
select is(pg_temp.reads('globex.admin@example.com', 'resume.pdf'),
  '0', 'another company does not');
select is(pg_temp.reads('rival73@example.com', 'resume.pdf'),
  '0', 'another vendor does not');
select is(tests.attempt('rival73@example.com', $$select 1 from public.submission_documents
  where vendor_id = 'b0000000-0000-4000-8000-000000000001'$$),
  '0', 'nor reads what the vendor''s documents are');
select is(pg_temp.reads('candidate@example.com', 'resume.pdf'),
  '0', 'an unrelated candidate does not');
select is(tests.attempt('anon', $$select 1 from storage.objects where bucket_id = 'submission_documents'$$),
  '0', 'visitors read nothing');
select is(pg_temp.reads('owner@example.com', 'rival.pdf', 'b7300000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000002'),
  '0', 'a document that was never sent stays the vendor''s');
select is(tests.attempt('vendor@example.com', $$select 1 from public.application_documents ad
  join public.submission_documents d on d.id = ad.document_id where d.candidate_id = 'd7300000-0000-4000-8000-000000000001'$$),
  '2', 'the vendor sees what it sent');
select is(tests.attempt('owner@example.com', $$delete from storage.objects where bucket_id = 'submission_documents'$$),
  '0', 'the company deletes no sent document');

select * from finish();
rollback;
