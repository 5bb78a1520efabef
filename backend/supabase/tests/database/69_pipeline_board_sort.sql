-- The pipeline board sorted by best match: highest score first, ties by newest application, the
-- same order in the column pages and the detail's next/previous; an unknown sort and a caller
-- without sight of the job are refused.
begin;
select plan(12);

select tests.create_matrix_actors();

insert into public.jobs (id, company_id, title, skills_required, status)
values ('e6900000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Systems Engineer',
        array['Rust', 'Go'], 'open');

insert into public.candidates (id, first_name, last_name, skills, managing_company_id, is_managed_by_company)
values
  ('e6910000-0000-4000-8000-000000000001', 'Both', 'Skills', array['Rust', 'Go'], 'c0000000-0000-4000-8000-000000000001', true),
  ('e6910000-0000-4000-8000-000000000002', 'Rust', 'Early', array['Rust'], 'c0000000-0000-4000-8000-000000000001', true),
  ('e6910000-0000-4000-8000-000000000003', 'No', 'Skills', array['Cobol'], 'c0000000-0000-4000-8000-000000000001', true),
  ('e6910000-0000-4000-8000-000000000004', 'Rust', 'Late', array['Rust'], 'c0000000-0000-4000-8000-000000000001', true);

-- Applied oldest to newest: Both Skills, Rust Early, Rust Late, No Skills.
insert into public.applications (id, job_id, candidate_id, status, applied_at, status_changed_at)
values
  ('e6920000-0000-4000-8000-000000000001', 'e6900000-0000-4000-8000-000000000001', 'e6910000-0000-4000-8000-000000000001',
   'applied', now() - interval '4 days', now() - interval '4 days'),
  ('e6920000-0000-4000-8000-000000000002', 'e6900000-0000-4000-8000-000000000001', 'e6910000-0000-4000-8000-000000000002',
   'applied', now() - interval '3 days', now() - interval '3 days'),
  ('e6920000-0000-4000-8000-000000000004', 'e6900000-0000-4000-8000-000000000001', 'e6910000-0000-4000-8000-000000000004',
   'applied', now() - interval '2 days', now() - interval '2 days'),
  ('e6920000-0000-4000-8000-000000000003', 'e6900000-0000-4000-8000-000000000001', 'e6910000-0000-4000-8000-000000000003',
   'applied', now() - interval '1 day', now() - interval '1 day');

create function pg_temp.names(p_cards jsonb) returns text language sql as $$
  select string_agg(concat_ws(' ', c ->> 'first_name', c ->> 'last_name'), ',' order by ord)
  from jsonb_array_elements(p_cards) with ordinality x(c, ord)
$$;
create function pg_temp.applied(p_sort text) returns jsonb language sql as $$
  select c -> 'cards' from public.get_pipeline_board('e6900000-0000-4000-8000-000000000001',
    p_sort => p_sort) b, jsonb(b) c where c ->> 'status' = 'applied'
$$;
grant execute on function pg_temp.names(jsonb), pg_temp.applied(text) to authenticated;

select tests.authenticate_as('owner@example.com');
select is(pg_temp.names(pg_temp.applied('newest')), 'No Skills,Rust Late,Rust Early,Both Skills',
  'newest first by default order');
select is(pg_temp.names(pg_temp.applied('match')), 'Both Skills,Rust Late,Rust Early,No Skills',
  'best match: highest score first, equal scores newest application first');
select is((select string_agg(c ->> 'match_score', ',' order by ord) from jsonb_array_elements(pg_temp.applied('match')) with ordinality x(c, ord)),
  (select string_agg(s.score::text, ',' order by s.score desc)
   from (select (private.match_explanation('e6900000-0000-4000-8000-000000000001', id) ->> 'score')::int as score
         from public.candidates where id::text like 'e6910000-%') s),
  'each card carries the same score the match explanation gives');
select is(pg_temp.names(public.get_pipeline_column('e6900000-0000-4000-8000-000000000001', 'applied',
    p_offset => 1, p_limit => 2, p_sort => 'match') -> 'cards'),
  'Rust Late,Rust Early', 'a column page continues the best-match order');
select is(pg_temp.names((select c -> 'cards' from public.get_pipeline_board(
    'e6900000-0000-4000-8000-000000000001', p_search => 'rust', p_sort => 'match') b, jsonb(b) c where c ->> 'status' = 'applied')),
  'Rust Late,Rust Early', 'best match applies under a filter too');
select is(public.get_pipeline_neighbors('e6920000-0000-4000-8000-000000000004', p_sort => 'match')
  - 'job_id' - 'total',
  '{"position": 2, "previous_id": "e6920000-0000-4000-8000-000000000001", "next_id": "e6920000-0000-4000-8000-000000000002"}'::jsonb,
  'the detail''s previous and next follow the best-match order');
select is(public.get_pipeline_neighbors('e6920000-0000-4000-8000-000000000004') ->> 'next_id',
  'e6920000-0000-4000-8000-000000000002', 'and the newest order without a sort');
select tests.as_owner();

select is(tests.error_of('owner@example.com',
    $$select public.get_pipeline_board('e6900000-0000-4000-8000-000000000001', p_sort => 'salary')$$),
  'Unknown sort: choose Newest or Best match', 'an unknown sort is refused on the board');
select throws_ok($$select public.get_pipeline_column('e6900000-0000-4000-8000-000000000001', 'applied', p_sort => 'name')$$,
  '22023', 'Unknown sort: choose Newest or Best match', 'an unknown sort is refused on a column');
select throws_ok($$select public.get_pipeline_neighbors('e6920000-0000-4000-8000-000000000001', p_sort => 'x')$$,
  '22023', 'Unknown sort: choose Newest or Best match', 'an unknown sort is refused for next/previous');
select is(tests.error_of('recruiter@example.com',
    $$select public.get_pipeline_board('e6900000-0000-4000-8000-000000000001', p_sort => 'match')$$),
  'Job not found', 'a recruiter without sight of the job cannot read it sorted by match');
select is(tests.error_of('globex.admin@example.com',
    $$select public.get_pipeline_column('e6900000-0000-4000-8000-000000000001', 'applied', p_sort => 'match')$$),
  'Job not found', 'another company cannot page its column by match');

select * from finish();
rollback;
