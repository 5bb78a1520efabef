-- Who reads the trail: platform admins everything, company admins their company's entries, each
-- candidate who viewed their documents; everyone else nothing.
begin;
select plan(14);
select tests.create_matrix_actors();

create temp table ids as select
  tests.user_id('owner@example.com') as owner, tests.user_id('recruiter@example.com') as recruiter,
  (select id from public.candidates where user_id = tests.user_id('candidate@example.com')) as candidate,
  'c0000000-0000-4000-8000-000000000001'::uuid as acme, 'c0000000-0000-4000-8000-000000000003'::uuid as globex;
grant select on ids to authenticated, anon;

-- A recruiter of Acme opened the candidate's resume; something happened at Globex too.
select audit.append('candidate.document_viewed', 'candidate', candidate::text, acme, '{"document": "Resume"}', recruiter) from ids;
select audit.append('company.approved', 'company', globex::text, globex, '{}', null) from ids;

create temp table total as select count(*) as n from audit.entries;
grant select on total to authenticated;
select tests.authenticate_as('admin@example.com');
select is((select count(distinct company_id)::int from public.list_audit_entries(p_limit => 1000)
           where company_id in ((select acme from ids), (select globex from ids))), 2,
  'a platform admin reads every company''s entries');
select is((select count(*)::int from public.list_audit_entries(p_company_id => (select globex from ids), p_action => 'company.approved')), 1,
  'and filters them by company and action');
select is((select actor_name || ' / ' || target_name || ' / ' || company_name
           from public.list_audit_entries(p_action => 'candidate.document_viewed') limit 1),
  'Rita Recruiter / ' || (select trim(first_name || ' ' || last_name) from public.candidates c, ids where c.id = ids.candidate) || ' / Acme Corp',
  'entries come with the names of the actor, the target and the company');
select is((select total from public.list_audit_entries(p_limit => 1) limit 1),
  (select n from total), 'each page carries the total for server paging');
select is((select (public.verify_audit_trail() ->> 'ok')::boolean), true, 'a platform admin runs the chain check');

select tests.authenticate_as('owner@example.com');
select is((select count(*)::int from public.list_audit_entries(p_limit => 1000) where company_id is distinct from (select acme from ids)), 0,
  'a company admin reads only their company''s entries');
select is((select count(*)::int from public.list_audit_entries(p_action => 'candidate.document_viewed')), 1,
  'including who opened candidates'' documents');
select tests.as_owner();

select is(tests.error_of('owner@example.com', $$select * from public.list_audit_entries(p_company_id => 'c0000000-0000-4000-8000-000000000003')$$),
  'You can only read the audit trail of your own company', 'a company admin cannot ask for another company''s entries');
select is(tests.error_of('recruiter@example.com', 'select * from public.list_audit_entries()'),
  'Only platform administrators and company administrators can read the audit trail', 'a recruiter cannot read the trail');
select is(tests.error_of('candidate@example.com', 'select * from public.list_audit_entries()'),
  'Only platform administrators and company administrators can read the audit trail', 'a candidate cannot read the trail');
select is(tests.attempt('anon', 'select * from public.list_audit_entries()'), '42501', 'anon cannot read the trail');
select is(tests.error_of('owner@example.com', 'select public.verify_audit_trail()'),
  'Only platform administrators can verify the audit trail', 'a company admin cannot run the chain check');

select tests.authenticate_as('candidate@example.com');
select is((select viewer_name || ' / ' || company_name || ' / ' || document from public.my_document_access() limit 1),
  'Rita Recruiter / Acme Corp / Resume', 'the candidate sees who at which company opened which document');
select tests.authenticate_as('partner.recruiter@example.com');
select is((select count(*)::int from public.my_document_access()), 0, 'nobody else sees those views');

select * from finish();
rollback;
