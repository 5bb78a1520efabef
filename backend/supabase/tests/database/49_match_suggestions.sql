-- Suggested candidates show a company only candidates it may see: its own, and a partner's only
-- while the partnership shares candidates. Vendors rank only their own candidates for jobs
-- assigned to them. Candidates' potential jobs come best match first.
begin;
select plan(13);

select tests.create_matrix_actors();

insert into public.candidates (id, first_name, last_name, skills, managing_company_id, is_managed_by_company, created_by_vendor_id)
values
  ('e4910000-0000-4000-8000-000000000001', 'Own', 'Frontend', array['ReactJS', 'TS', 'CSS'], 'c0000000-0000-4000-8000-000000000001', true, null),
  ('e4910000-0000-4000-8000-000000000002', 'Partner', 'Frontend', array['React', 'TypeScript'], 'c0000000-0000-4000-8000-000000000003', true, null),
  ('e4910000-0000-4000-8000-000000000003', 'Stranger', 'Frontend', array['React', 'TypeScript', 'CSS'], 'c0000000-0000-4000-8000-000000000002', true, null),
  ('e4910000-0000-4000-8000-000000000004', 'Vendor', 'Frontend', array['React', 'CSS'], null, false, 'b0000000-0000-4000-8000-000000000001');

create function tests.suggested(p_email text) returns text language plpgsql as $$
declare v text;
begin
  perform tests.authenticate_as(p_email);
  select string_agg(first_name || ' ' || score, ', ' order by score desc, first_name) into v
  from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001')
  where last_name = 'Frontend';
  perform tests.as_owner();
  return coalesce(v, 'none');
end;
$$;

-- Own: 3 of 3 required (40), none of the preferred (0), no level (8), the job can be done remotely
-- and either is fine (15), 10, 10 = 83. Partner: 2 of 3 required (27), then the same = 70.
select is(tests.suggested('owner@example.com'), 'Own 83', 'the company sees its own matching candidate, not the partner''s while it does not share candidates');
select is(tests.attempt('owner@example.com', $$select * from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001')
  where summary = 'Matches 3 of 3 required skills'$$), '1', 'each suggestion carries its reasons');

update public.company_relationships set can_share_candidates = true where id = 'c1000000-0000-4000-8000-000000000001';
select is(tests.suggested('owner@example.com'), 'Own 83, Partner 70',
  'once the partnership shares candidates, the partner''s candidate is suggested too');
select is(tests.attempt('owner@example.com', $$select * from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001') s
  where not exists (select 1 from public.candidates c where c.id = s.candidate_id)$$), '0',
  'every suggestion is a candidate the company may read');
select is(tests.suggested('globex.admin@example.com'), 'none', 'the partner gets no suggestions for a job of another company');
select is(tests.suggested('candidate@example.com'), 'none', 'a candidate gets no suggestions');
select is(tests.suggested('vendor@example.com'), 'none', 'a vendor gets no company suggestions');
select is(tests.attempt(null, $$select * from public.get_job_suggestions('f0000000-0000-4000-8000-000000000001')$$), '42501',
  'a visitor may not ask');

-- Applying takes a candidate out of the suggestions.
insert into public.applications (job_id, candidate_id) values ('f0000000-0000-4000-8000-000000000001', 'e4910000-0000-4000-8000-000000000001');
select is(tests.suggested('owner@example.com'), 'Partner 70', 'a candidate who applied is no longer suggested');

-- Vendors: their own candidates for the job assigned to them.
select is(tests.attempt('vendor.recruiter@example.com', $$select * from public.get_vendor_job_matches('f0000000-0000-4000-8000-000000000001')
  where candidate_id = 'e4910000-0000-4000-8000-000000000004' and summary = 'Matches 2 of 3 required skills; missing: TypeScript'$$),
  '1', 'the vendor sees its candidate ranked with reasons');
select is(tests.attempt('vendor@example.com', $$select * from public.get_vendor_job_matches('f0000000-0000-4000-8000-000000000002')$$),
  '0', 'and nothing for a job not assigned to it');

-- The candidate's potential jobs: best match first, and only those at the minimum asked for.
select ok((select bool_and(s.score <= coalesce(s.previous, 100))
           from (select (p.v -> 'scores' ->> (j ->> 'id'))::int as score,
                        lag((p.v -> 'scores' ->> (j ->> 'id'))::int) over (order by ord) as previous
                 from (select tests.demo_potential_jobs(50, 0) as v) p, json_array_elements(p.v -> 'jobs') with ordinality x(j, ord)) s),
  'potential jobs come in order of their match score');
select ok((select bool_and((p.v -> 'scores' ->> (j ->> 'id'))::int >= 60)
                  and min((p.v ->> 'total')::int) = count(*)
           from (select tests.demo_potential_jobs(50, 60) as v) p, json_array_elements(p.v -> 'jobs') j),
  'a minimum match keeps only jobs scoring at least that, and the total counts them');

select * from finish();
rollback;
