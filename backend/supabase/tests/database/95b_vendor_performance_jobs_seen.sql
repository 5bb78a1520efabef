-- Vendor performance counts the submissions to the jobs the caller sees: the company's admins see
-- every job without the jobs being listed first; a recruiter sees only the jobs they work on. Seed:
-- Staffing Partners submitted Alex Kim to Acme's job 1, which the seed's recruiter works on.
begin;
select plan(4);

select tests.create_matrix_actors();
select tests.add_company_member('c0000000-0000-4000-8000-000000000001', 'idle.recruiter@example.com',
                                'recruiter', 'Ida', 'Idle');

create function tests.partner_submissions(p_email text)
returns int language sql as $$
  select (v ->> 'submissions')::int
  from jsonb_array_elements(tests.json_as(p_email, 'select public.get_company_vendor_performance()') -> 'vendors') v
  where v ->> 'vendor_id' = 'b0000000-0000-4000-8000-000000000001'
$$;

select is(tests.partner_submissions('owner@example.com'), 1, 'the owner counts the submission to job 1');
select is(tests.partner_submissions('subadmin@example.com'), 1, 'so does the subscription admin');
select is(tests.partner_submissions('recruiter@example.com'), 1, 'and the recruiter who works on job 1');
select is(tests.partner_submissions('idle.recruiter@example.com'), 0,
  'a recruiter who works on none of the jobs counts no submission');

select * from finish();
rollback;
