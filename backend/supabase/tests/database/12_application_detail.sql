-- Application detail in one read: company staff who see the job read the application with its
-- candidate and answers, the applying candidate reads their own, nobody else reads anything.
begin;
select plan(25);

-- Company staff -----------------------------------------------------------------------------------
-- f4..01: Jordan's application to the frontend job (assigned to the recruiter);
-- f4..02: Jordan's application to the backend job (assigned to the manager).
select tests.authenticate_as('owner@example.com');
select is((select d ->> 'status' || '|' || (d -> 'candidate' ->> 'first_name') || '|' || (d -> 'job' ->> 'title')
           from public.get_company_application_detail('f4000000-0000-4000-8000-000000000001') d),
  'reviewing|Jordan|Senior Frontend Engineer', 'the company owner reads the application with its candidate and job');
select is((select array_agg(a ->> 'question' || '=' || coalesce(a ->> 'answer', '-') order by ord)
           from jsonb_array_elements(public.get_company_application_detail('f4000000-0000-4000-8000-000000000001') -> 'answers')
             with ordinality as t(a, ord)),
  array['Why do you want to join Acme Corp?=I use Acme''s tools every day and want to help shape their next generation.',
        'Link to a project you are proud of=https://github.com/jordan-lee-dev/portal'],
  'answers come with their question text in question order');
select tests.as_owner();

-- Who reads which application through the company view ('1' reads it, '0' reads nothing).
select is(tests.attempt(email, format('select 1 where public.get_company_application_detail(%L) is not null', app)),
          expected, description)
from (values
  (1, 'manager@example.com', 'f4000000-0000-4000-8000-000000000002', '1', 'a manager reads applications to the jobs of their team'),
  (2, 'recruiter@example.com', 'f4000000-0000-4000-8000-000000000001', '1', 'a recruiter reads applications to a job assigned to them'),
  (3, 'recruiter@example.com', 'f4000000-0000-4000-8000-000000000002', '0', 'a recruiter does not read applications to a job of another team member'),
  (4, 'partner.recruiter@example.com', 'f4000000-0000-4000-8000-000000000001', '0', 'a partner recruiter does not read applications to jobs not assigned to them'),
  (5, 'pending.owner@example.com', 'f4000000-0000-4000-8000-000000000001', '0', 'staff of another company read nothing'),
  (6, 'candidate@example.com', 'f4000000-0000-4000-8000-000000000001', '0', 'the applicant does not read the company view'),
  (7, 'vendor@example.com', 'f4000000-0000-4000-8000-000000000005', '0', 'a talent vendor does not read the company view'),
  (8, 'admin@example.com', 'f4000000-0000-4000-8000-000000000001', '0', 'a platform admin without a membership reads no company''s applications'),
  (9, 'owner@example.com', '00000000-0000-4000-8000-00000000dead', '0', 'an unknown application is nothing')
) t (n, email, app, expected, description)
order by n;
select is(tests.attempt('anon', $$select public.get_company_application_detail('f4000000-0000-4000-8000-000000000001')$$),
  '42501', 'anon cannot call the company view');

-- The applying candidate --------------------------------------------------------------------------
select tests.authenticate_as('candidate@example.com');
select is((select (d -> 'job' ->> 'company_name') || '|' || (d -> 'job' -> 'company' ->> 'name') || '|'
                  || (d -> 'job' -> 'assigned_to' ->> 'first_name') || '|' || (d -> 'job' ->> 'posted_at' = d -> 'job' ->> 'created_at')::text
           from public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000002') d),
  'Acme Corp|Acme Corp|Marcus|true', 'the candidate reads their application with the company name and the assignee');
select is((select jsonb_array_length(d -> 'answers') from public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000002') d),
  2, 'the candidate reads their answers');
select ok((select not (d ? 'applied_by_company_id') and not (d ? 'candidate')
           from public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000002') d),
  'the candidate view carries neither the candidate record nor the company fields');
select tests.as_owner();

select is(tests.attempt('candidate@example.com', $$select 1 where public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000003') is not null$$),
  '0', 'a candidate does not read another candidate''s application');
select is(tests.attempt('candidate@example.com', $$select public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000002', 'f4000000-0000-4000-8000-000000000001')$$),
  '42501', 'a candidate cannot ask as another user');
select is(tests.attempt('owner@example.com', $$select public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000001')$$),
  '42501', 'company staff cannot read through the candidate view');
select is(tests.attempt('owner@example.com', $$select 1 where public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000002', 'f4000000-0000-4000-8000-000000000001') is not null$$),
  '42501', 'staff asking as themselves are refused: the view is for candidates');
select is(tests.attempt('vendor@example.com', $$select public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000005')$$),
  '42501', 'a talent vendor cannot read through the candidate view');
select is(tests.attempt('admin@example.com', $$select 1 where public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000001') is not null$$),
  '1', 'a platform admin reads a candidate''s application for them');
select is(tests.attempt('anon', $$select public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000001')$$),
  '42501', 'anon cannot call the candidate view');

-- A closed job stays in the applicant's history.
update public.jobs set status = 'closed' where id = 'f0000000-0000-4000-8000-000000000001';
select is(tests.attempt('candidate@example.com', $$select 1 where public.get_candidate_application_detail('a0000000-0000-4000-8000-000000000007', 'f4000000-0000-4000-8000-000000000001') -> 'job' ->> 'status' = 'closed'$$),
  '1', 'the candidate still reads an application after its job closes');

-- The definer helpers are not reachable on their own.
select ok(not has_function_privilege('authenticated', 'private.application_answers(uuid, uuid)', 'execute'),
  'signed-in users cannot read answers through the helper directly');
select ok(not has_function_privilege('anon', 'private.company_application_detail(uuid)', 'execute')
          and not has_function_privilege('anon', 'private.candidate_application_detail(uuid, uuid)', 'execute'),
  'anon executes neither detail helper');

select * from finish();
rollback;
