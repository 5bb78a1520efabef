-- A person whom a vendor put forward for a job, and who then signs up with the same e-mail, is not
-- offered that job again in 'Jobs You Can Apply For'.
begin;
select plan(3);

create function tests.potential_job_ids(p_email text) returns uuid[] language plpgsql as $$
declare v json;
begin
  perform tests.authenticate_as(p_email);
  v := public.get_candidate_potential_jobs(tests.user_id(p_email), 1, 100, 0);
  perform tests.as_owner();
  return (select coalesce(array_agg((j ->> 'id')::uuid), '{}') from json_array_elements(v -> 'jobs') j);
end;
$$;

-- Staffing Partners keeps Sam's record and submits it to Acme's Senior Frontend Engineer (seed).
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id)
values ('d5200000-0000-4000-8000-000000000001', 'Sam', 'Linked', 'sam.linked@example.net', 'b0000000-0000-4000-8000-000000000001');

select tests.create_user('sam.linked@example.net', '{"role": "candidate", "first_name": "Sam", "last_name": "Linked"}');
select ok('f0000000-0000-4000-8000-000000000001' = any(tests.potential_job_ids('sam.linked@example.net')),
  'before any submission the job is offered to the new account');

insert into public.applications (job_id, candidate_id, source, applied_by_vendor_id)
values ('f0000000-0000-4000-8000-000000000001', 'd5200000-0000-4000-8000-000000000001', 'vendor',
        'b0000000-0000-4000-8000-000000000001');
select ok(not ('f0000000-0000-4000-8000-000000000001' = any(tests.potential_job_ids('sam.linked@example.net'))),
  'once the vendor submitted the person, the job is no longer offered to their account');
select ok(cardinality(tests.potential_job_ids('sam.linked@example.net')) > 0,
  'the other open jobs still are');

select * from finish();
rollback;
