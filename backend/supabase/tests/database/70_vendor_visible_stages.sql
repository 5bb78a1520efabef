-- The stages a company lets its vendors see: who chooses them, what is accepted, and that a vendor
-- reads only the mapped stage of its submissions (list, timeline, notifications, report), never the
-- real status through the API.
begin;
select plan(34);

select tests.create_acme_vendor('b7000000-0000-4000-8000-000000000001', 'Rival Talent', 'rival.admin@example.com',
                                'Rita', 'Rival');
insert into public.candidates (id, first_name, last_name, email, created_by_vendor_id) values
  ('d7000000-0000-4000-8000-000000000001', 'Vera', 'Staged', 'vera.staged@example.org', 'b0000000-0000-4000-8000-000000000001');

select tests.authenticate_as('vendor.recruiter@example.com');
select public.submit_vendor_candidate('f0000000-0000-4000-8000-000000000001', 'd7000000-0000-4000-8000-000000000001',
  '[{"question_id": "f1000000-0000-4000-8000-000000000001", "answer": "Keen"}]');
select tests.as_owner();

create function pg_temp.vera_app() returns uuid language sql as $$
  select id from public.applications where candidate_id = 'd7000000-0000-4000-8000-000000000001'
$$;

-- The stage Vera's submission shows to a member of the given vendor ('none' when not listed).
create function pg_temp.vendor_stage(p_email text) returns text language plpgsql as $$
declare
  v_id text := pg_temp.vera_app()::text;
  v_list jsonb;
begin
  perform tests.authenticate_as(p_email);
  v_list := public.list_vendor_submissions(1, 100);
  perform tests.as_owner();
  return coalesce((select r ->> 'stage' from jsonb_array_elements(v_list -> 'rows') r
                   where r ->> 'id' = v_id), 'none');
end;
$$;

create function pg_temp.move(p_to text) returns void language plpgsql as $$
declare
  v_id uuid := pg_temp.vera_app();
  v_from text := (select status from public.applications where id = v_id);
begin
  perform tests.authenticate_as('owner@example.com');
  perform public.move_applications(array[v_id], array[v_from], p_to,
                                   case when p_to = 'rejected' then 'Other' end);
  perform tests.as_owner();
end;
$$;

create function pg_temp.vendor_notes() returns setof text language sql as $$
  select n.message from public.notifications n
  where n.user_id = tests.user_id('vendor@example.com') and n.title = 'Submission update'
    and n.data ->> 'application_id' = pg_temp.vera_app()::text
  order by n.created_at, n.message
$$;

-- The stages of Vera's timeline as her vendor's admin reads them.
create function pg_temp.vendor_timeline() returns table (from_status text, to_status text) language plpgsql as $$
declare
  v_id uuid := pg_temp.vera_app();
begin
  perform tests.authenticate_as('vendor@example.com');
  return query select t.from_status, t.to_status from public.get_application_timeline(v_id) t;
  perform tests.as_owner();
end;
$$;

-- Settings ---------------------------------------------------------------------------------------
select is(tests.error_of('owner@example.com', $$select public.get_vendor_visible_stages() where public.get_vendor_visible_stages() = array['applied', 'interview', 'offered', 'hired', 'rejected']$$),
  'ok', 'by default vendors see Submitted, Interview, Offer, Hired and Not Selected');
select is(tests.attempt('recruiter@example.com', $$select public.get_vendor_visible_stages()$$), '1',
  'the company''s recruiters read the setting');
select is(tests.error_of('recruiter@example.com', $$select public.set_vendor_visible_stages(array['applied'])$$),
  'Only company admins can change the stages vendors see', 'but cannot change it');
select is(tests.error_of('vendor@example.com', $$select public.set_vendor_visible_stages(array['applied', 'reviewing'])$$),
  'Only company admins can change the stages vendors see', 'nor can a vendor');
select is(tests.attempt('vendor@example.com', $$select public.get_vendor_visible_stages()$$), '42501',
  'who does not read it either');
select is(tests.error_of('owner@example.com', $$select public.set_vendor_visible_stages(array['interview', 'hired'])$$),
  'Vendors always see Submitted', 'Submitted cannot be hidden');
select is(tests.error_of('owner@example.com', $$select public.set_vendor_visible_stages(array['applied', 'notes'])$$),
  'Choose stages from the pipeline', 'a stage outside the pipeline is refused');
select is(tests.error_of('owner@example.com', $$select public.set_vendor_visible_stages(null)$$),
  'Choose stages from the pipeline', 'no list is refused');
select is(tests.attempt('owner@example.com', $$update public.company_pipeline_settings set vendor_visible_stages = array['offered']
  where company_id = 'c0000000-0000-4000-8000-000000000001'$$), '0',
  'a direct write cannot hide Submitted either (no settings row yet)');
select is((select count(*)::int from public.company_pipeline_settings
           where company_id = 'c0000000-0000-4000-8000-000000000001' and vendor_visible_stages is not null), 0,
  'the refusals changed nothing');

-- Reading submissions ----------------------------------------------------------------------------
select is(pg_temp.vendor_stage('vendor@example.com'), 'applied', 'the vendor admin sees the new submission as Submitted');
select is(pg_temp.vendor_stage('vendor.recruiter@example.com'), 'applied', 'so does the recruiter who submitted it');
select is(pg_temp.vendor_stage('rival.admin@example.com'), 'none', 'another vendor does not see it');
select is(tests.attempt('candidate@example.com', $$select public.list_vendor_submissions(1, 10)$$), '42501',
  'someone outside any vendor is refused the list');
select is(tests.error_of('vendor@example.com', $$select public.list_vendor_submissions(0, 10)$$),
  'Page must be 1 or more and page size between 1 and 100', 'a page below 1 is refused');

select pg_temp.move('reviewing');
select is(pg_temp.vendor_stage('vendor@example.com'), 'applied', 'Under Review is hidden: the vendor still sees Submitted');
select is(tests.attempt('vendor@example.com', format($$select status from public.applications where id = %L$$, pg_temp.vera_app())), '0',
  'the vendor cannot read the real status of its submission');
select is(tests.attempt('vendor@example.com', format($$select 1 from public.application_stage_history where application_id = %L$$, pg_temp.vera_app())), '0',
  'nor its stage history');
select is(tests.attempt('vendor@example.com', format($$select 1 from public.job_application_answers where application_id = %L$$, pg_temp.vera_app())), '0',
  'nor its answers through the table');
select is(tests.attempt('owner@example.com', format($$select status from public.applications where id = %L and status = 'reviewing'$$, pg_temp.vera_app())), '1',
  'the company admin reads the real status');
select is((select count(*)::int from pg_temp.vendor_notes()), 0, 'the vendor is not told of a move between hidden stages');
select is(tests.attempt('vendor@example.com', format($$select 1 from public.get_application_timeline(%L) where to_status = 'reviewing'$$, pg_temp.vera_app())), '0',
  'nor does its timeline show Under Review');

select pg_temp.move('interview');
select is(pg_temp.vendor_stage('vendor@example.com'), 'interview', 'Interview is shown');
select results_eq($$select * from pg_temp.vendor_notes()$$, $$values ('Vera Staged for Senior Frontend Engineer is now Interview.')$$,
  'and the vendor is told in its words');
select results_eq($$select * from pg_temp.vendor_timeline()$$,
  $$values (null::text, 'applied'), ('applied', 'interview')$$, 'the vendor''s timeline has the shown stages only');

-- The company hides Interview.
select tests.authenticate_as('owner@example.com');
select is(public.set_vendor_visible_stages(array['hired', 'offered', 'applied', 'rejected']), array['applied', 'offered', 'hired', 'rejected'],
  'a company admin chooses the stages, kept in pipeline order');
select tests.as_owner();
select is(pg_temp.vendor_stage('vendor@example.com'), 'applied', 'with Interview hidden the vendor sees Submitted again');
select is(tests.attempt('vendor@example.com', $$select 1 from public.get_vendor_report(current_date - 1, current_date)
  where (public.get_vendor_report(current_date - 1, current_date) -> 'funnel' -> 2 ->> 'count')::int > 0$$), '0',
  'and its report counts no interview');
select is(tests.attempt('owner@example.com', $$update public.company_pipeline_settings set vendor_visible_stages = array['offered']
  where company_id = 'c0000000-0000-4000-8000-000000000001'$$), '23514',
  'a direct write that hides Submitted is refused');

-- Not Selected hidden: a rejection reads as the stage before it.
select tests.authenticate_as('owner@example.com');
select public.set_vendor_visible_stages(array['applied', 'interview']);
select tests.as_owner();
select pg_temp.move('rejected');
select is(pg_temp.vendor_stage('vendor@example.com'), 'interview', 'a hidden rejection shows the stage before it');
select is((select count(*)::int from pg_temp.vendor_notes()), 1, 'and tells the vendor nothing');
select tests.authenticate_as('owner@example.com');
select public.set_vendor_visible_stages(array['applied', 'rejected']);
select tests.as_owner();
select is(pg_temp.vendor_stage('vendor@example.com'), 'rejected', 'shown, it reads as Not Selected');
select is(tests.attempt('vendor.recruiter@example.com', format($$select 1 from public.get_application_timeline(%L)$$, pg_temp.vera_app())), '2',
  'and the timeline goes from Submitted to Not Selected');
select is(pg_temp.vendor_stage('rival.admin@example.com'), 'none', 'still nothing for another vendor');

select * from finish();
rollback;
