-- Remote procedures: each is callable only for the user it concerns (or by platform admins), and
-- not at all by anon.
begin;
select plan(34);

-- get_user_company_membership_safe
select tests.authenticate_as('manager@example.com');
select results_eq($$select role, company_id from get_user_company_membership_safe('a0000000-0000-4000-8000-000000000003')$$,
  $$values ('manager'::text, 'c0000000-0000-4000-8000-000000000001'::uuid)$$, 'membership lookup returns role and company');
select tests.as_owner();
-- Who may look up whose membership (a0..07 is the candidate, a0..02 the company owner) and whose
-- candidate record.
select is(tests.attempt(email, format('select * from %s(%L)', fn, user_id)), expected, description)
from (values
  (1, 'candidate@example.com', 'get_user_company_membership_safe', 'a0000000-0000-4000-8000-000000000007', '0', 'a user without membership gets no rows'),
  (2, 'recruiter@example.com', 'get_user_company_membership_safe', 'a0000000-0000-4000-8000-000000000002', '42501', 'nobody looks up another user''s membership'),
  (3, 'admin@example.com', 'get_user_company_membership_safe', 'a0000000-0000-4000-8000-000000000002', '1', 'platform admins may look up any membership'),
  (4, 'anon', 'get_user_company_membership_safe', 'a0000000-0000-4000-8000-000000000002', '42501', 'anon cannot call the membership lookup'),
  (5, 'candidate@example.com', 'get_candidate_by_user_id', 'a0000000-0000-4000-8000-000000000007', '1', 'a candidate reads their own record'),
  (6, 'owner@example.com', 'get_candidate_by_user_id', 'a0000000-0000-4000-8000-000000000007', '42501', 'company staff cannot read a candidate record through the RPC'),
  (7, 'admin@example.com', 'get_candidate_by_user_id', 'a0000000-0000-4000-8000-000000000007', '1', 'platform admins read any candidate record'),
  (8, 'anon', 'get_candidate_by_user_id', 'a0000000-0000-4000-8000-000000000007', '42501', 'anon cannot call get_candidate_by_user_id')
) t (n, email, fn, user_id, expected, description)
order by n;

-- update_candidate_profile
select tests.authenticate_as('candidate@example.com');
select is((select first_name || ' ' || last_name || '|' || city || '|' || array_to_string(skills, ',')
           from update_candidate_profile(
             p_user_id => 'a0000000-0000-4000-8000-000000000007', p_first_name => ' Jordan ', p_last_name => 'Lee-Smith',
             p_bio => 'Updated bio', p_skills => array['React', ' react ', 'Go', ''], p_phone => '+1 415 555 0999',
             p_email => 'candidate@example.com', p_alternate_phone => null, p_gender => 'male',
             p_work_authorization => 'green_card', p_unit => '4A', p_street => '1 Main St', p_city => 'Berkeley',
             p_state => 'CA', p_zip_code => '94704', p_country => 'United States')),
  'Jordan Lee-Smith|Berkeley|Go,React', 'update_candidate_profile saves trimmed fields and de-duplicated skills');
select tests.as_owner();
select is((select gender || '|' || work_authorization from candidates where user_id = 'a0000000-0000-4000-8000-000000000007'),
  'male|green_card', 'the profile update is stored');
select is(tests.attempt('candidate@example.com', $$select * from update_candidate_profile(p_user_id => 'a0000000-0000-4000-8000-000000000007', p_gender => 'unknown')$$),
  '23514', 'gender values are limited to the form options');
select is(tests.attempt('recruiter@example.com', $$select * from update_candidate_profile(p_user_id => 'a0000000-0000-4000-8000-000000000007', p_first_name => 'Hacked')$$),
  '42501', 'nobody updates another user''s profile');
select is(tests.attempt('anon', $$select * from update_candidate_profile(p_user_id => 'a0000000-0000-4000-8000-000000000007', p_first_name => 'Hacked')$$),
  '42501', 'anon cannot update profiles');
select is(tests.attempt('candidate@example.com', $$select * from update_candidate_profile(p_user_id => 'a0000000-0000-4000-8000-000000000007', p_first_name => 'Jordan', p_last_name => 'Lee') where title = 'Full-Stack Developer'$$),
  '1', 'omitting the title keeps it');
select is(tests.attempt('candidate@example.com', $$select * from update_candidate_profile(p_user_id => 'a0000000-0000-4000-8000-000000000007', p_first_name => 'Jordan', p_last_name => 'Lee', p_title => ' ') where title is null$$),
  '1', 'a blank title clears it');
-- A candidate without a record yet gets one on first save.
select tests.create_user('fresh@example.com', '{"role": "candidate"}');
delete from candidates where user_id = tests.user_id('fresh@example.com');
select is(tests.attempt('fresh@example.com', format($$select * from update_candidate_profile(p_user_id => %L, p_first_name => 'Fresh', p_last_name => 'Face')$$, tests.user_id('fresh@example.com'))),
  '1', 'the first profile save creates the candidate record');

-- Documents
select tests.authenticate_as('candidate@example.com');
select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'resume', 'a0000000-0000-4000-8000-000000000007/new-resume.pdf');
select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'cover_letter', 'a0000000-0000-4000-8000-000000000007/letter.docx');
select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'certificate', 'a0000000-0000-4000-8000-000000000007/cert-2.png');
select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'certificate', 'a0000000-0000-4000-8000-000000000007/cert-2.png');
select results_eq($$select resume_url, cover_letter_url, certificates from get_candidate_documents('a0000000-0000-4000-8000-000000000007')$$,
  $$values ('a0000000-0000-4000-8000-000000000007/new-resume.pdf'::text, 'a0000000-0000-4000-8000-000000000007/letter.docx'::text,
            array['a0000000-0000-4000-8000-000000000007/aws-certified-developer.pdf', 'a0000000-0000-4000-8000-000000000007/cert-2.png'])$$,
  'document urls are stored per type; certificates are appended once');
select remove_certificate_url('a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000007/aws-certified-developer.pdf');
select is((select certificates from get_candidate_documents('a0000000-0000-4000-8000-000000000007')),
  array['a0000000-0000-4000-8000-000000000007/cert-2.png'], 'remove_certificate_url removes one certificate');
select throws_ok($$select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'passport', 'x.pdf')$$,
  '22023', null, 'unknown document types are rejected');
select tests.as_owner();
select is(tests.attempt('owner@example.com', $$select update_candidate_document_url('a0000000-0000-4000-8000-000000000007', 'resume', 'evil.pdf')$$),
  '42501', 'nobody changes another user''s documents');
select is(tests.attempt('owner@example.com', $$select remove_certificate_url('a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000007/cert-2.png')$$),
  '42501', 'nobody removes another user''s certificates');
select is(tests.attempt('owner@example.com', $$select * from get_candidate_documents('a0000000-0000-4000-8000-000000000007')$$),
  '42501', 'nobody lists another user''s documents through the RPC');
select is(tests.attempt('anon', $$select * from get_candidate_documents('a0000000-0000-4000-8000-000000000007')$$),
  '42501', 'anon cannot list documents');
select is(tests.attempt('admin@example.com', $$select * from get_candidate_documents('a0000000-0000-4000-8000-000000000007')$$),
  '1', 'platform admins can list a candidate''s documents');

-- mark_notification_read
select is(tests.attempt('owner@example.com', $$select mark_notification_read('f5000000-0000-4000-8000-000000000001')$$),
  'P0002', 'nobody marks someone else''s notification read');
select is(tests.attempt('anon', $$select mark_notification_read('f5000000-0000-4000-8000-000000000001')$$),
  '42501', 'anon cannot mark notifications');
select tests.authenticate_as('candidate@example.com');
select mark_notification_read('f5000000-0000-4000-8000-000000000001');
select tests.as_owner();
select ok((select is_read from notifications where id = 'f5000000-0000-4000-8000-000000000001'), 'the recipient marks a notification read');

-- create_application_safe: company staff add people; candidates apply through apply_to_job (81).
select is(tests.error_of('candidate@example.com', $$select create_application_safe('f0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000001', 'applied')$$),
  'Candidates apply with their answers through apply_to_job', 'a candidate is sent to apply_to_job');
select is(tests.attempt('recruiter@example.com', $$select create_application_safe('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'reviewing')$$),
  '1', 'staff submit a candidate they manage to a job they see');
select is(tests.attempt('partner.recruiter@example.com', $$select create_application_safe('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004', 'applied')$$),
  '42501', 'staff cannot submit to jobs outside their view');
select is(tests.attempt('anon', $$select create_application_safe('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'applied')$$),
  '42501', 'anon cannot apply');

-- admin_dashboard_stats
select is(tests.attempt('owner@example.com', $$select admin_dashboard_stats()$$), '42501', 'only platform admins get platform statistics');
select tests.authenticate_as('admin@example.com');
select is(admin_dashboard_stats(), jsonb_build_object('total_users', 10, 'total_companies', 3, 'pending_approvals', 1, 'total_candidates', 5),
  'platform statistics count users, companies, pending approvals and candidates');

select * from finish();
rollback;
