-- The hiring pipeline: stage history, notes, interviews, scorecards, messages and stage settings.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

-- E-mails sent to candidates about their applications, rendered when queued; a scheduled function
-- claims and mails them (claimed_at), and records when the mail server took them (sent_at).
create table public.application_messages (
  id uuid default gen_random_uuid() not null,
  application_id uuid not null,
  stage text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  sent_by uuid,
  created_at timestamptz default now() not null,
  claimed_at timestamptz,
  sent_at timestamptz,
  constraint application_messages_pkey primary key (id),
  constraint application_messages_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade,
  constraint application_messages_sent_by_fkey foreign key (sent_by) references auth.users(id) on delete set null
);
alter table public.application_messages enable row level security;
revoke all on public.application_messages from public, anon, authenticated, service_role;
grant all on public.application_messages to service_role;
grant select on public.application_messages to authenticated;
create index application_messages_application_idx on public.application_messages (application_id, created_at);
create index application_messages_sent_by_idx on public.application_messages (sent_by);
create index application_messages_unsent_idx on public.application_messages (created_at) where sent_at is null;

-- Stage history: every change of an application's status is recorded (from, to, who, when, why),
-- starting with its submission. Written only by triggers, so no client path can skip or forge it.
create table public.application_stage_history (
  id uuid default gen_random_uuid() not null,
  application_id uuid not null,
  from_status text,
  to_status text not null,
  actor_id uuid,
  reason text,
  created_at timestamptz default now() not null,
  constraint application_stage_history_pkey primary key (id),
  constraint application_stage_history_actor_id_fkey foreign key (actor_id) references auth.users(id) on delete set null,
  constraint application_stage_history_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade
);
alter table public.application_stage_history enable row level security;
revoke all on public.application_stage_history from public, anon, authenticated, service_role;
grant all on public.application_stage_history to service_role;
grant select (id, application_id, from_status, to_status, created_at)
  on public.application_stage_history to authenticated;
create index application_stage_history_actor_idx on public.application_stage_history (actor_id);
create index application_stage_history_application_idx
  on public.application_stage_history (application_id, created_at, id);

create table public.company_pipeline_settings (
  company_id uuid not null,
  rejection_reasons text[] not null,
  updated_at timestamptz default now() not null,
  vendor_tier2_delay interval default '48:00:00'::interval not null,
  vendor_tier3_delay interval default '48:00:00'::interval not null,
  ownership_window_months smallint default 6 not null,
  confirm_vendor_submissions boolean default false not null,
  constraint company_pipeline_settings_pkey primary key (company_id),
  constraint company_pipeline_settings_ownership_window_valid check (((ownership_window_months >= 1) and (ownership_window_months <= 24))),
  constraint company_pipeline_settings_reasons_valid check (private.valid_reason_list(rejection_reasons)),
  constraint company_pipeline_settings_tier2_delay_valid check (((vendor_tier2_delay >= '00:00:00'::interval) and (vendor_tier2_delay <= '90 days'::interval))),
  constraint company_pipeline_settings_tier3_delay_valid check (((vendor_tier3_delay >= '00:00:00'::interval) and (vendor_tier3_delay <= '90 days'::interval))),
  constraint company_pipeline_settings_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade
);
alter table public.company_pipeline_settings enable row level security;
revoke all on public.company_pipeline_settings from public, anon, authenticated, service_role;
grant all on public.company_pipeline_settings to authenticated, service_role;

create table public.interviews (
  id uuid default gen_random_uuid() not null,
  application_id uuid not null,
  company_id uuid not null,
  candidate_id uuid not null,
  scheduled_by uuid,
  starts_at timestamptz not null,
  time_zone text not null,
  duration_minutes integer not null,
  interviewer_ids uuid[] not null,
  location text,
  video_link text,
  status text default 'scheduled'::text not null,
  sequence integer default 0 not null,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint interviews_pkey primary key (id),
  constraint interviews_check check (((location is not null) or (video_link is not null))),
  constraint interviews_duration_minutes_check check (((duration_minutes >= 15) and (duration_minutes <= 480))),
  constraint interviews_interviewer_ids_check check (((cardinality(interviewer_ids) >= 1) and (cardinality(interviewer_ids) <= 10))),
  constraint interviews_location_check check (((location is null) or (char_length(location) <= 300))),
  constraint interviews_status_check check ((status = any (array['scheduled'::text, 'cancelled'::text]))),
  constraint interviews_video_link_check check (((video_link is null) or ((char_length(video_link) <= 500) and private.is_http_link(video_link)))),
  constraint interviews_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade,
  constraint interviews_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on delete cascade,
  constraint interviews_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint interviews_scheduled_by_fkey foreign key (scheduled_by) references auth.users(id) on delete set null
);
alter table public.interviews enable row level security;
revoke all on public.interviews from public, anon, authenticated, service_role;
grant all on public.interviews to service_role;
grant select, truncate, references, trigger, maintain on public.interviews to authenticated;
create index interviews_application_idx on public.interviews (application_id, starts_at);
create index interviews_candidate_idx on public.interviews (candidate_id, starts_at);
create index interviews_company_idx on public.interviews (company_id);
create index interviews_interviewers_idx on public.interviews using gin (interviewer_ids);
create index interviews_scheduled_by_idx on public.interviews (scheduled_by);

create table public.notes (
  id uuid default gen_random_uuid() not null,
  company_id uuid not null,
  candidate_id uuid not null,
  application_id uuid,
  author_id uuid,
  body text not null,
  mentioned_user_ids uuid[] default '{}'::uuid[] not null,
  created_at timestamptz default now() not null,
  constraint notes_pkey primary key (id),
  constraint notes_body_check check (((char_length(btrim(body)) >= 1) and (char_length(btrim(body)) <= 5000))),
  constraint notes_mentioned_user_ids_check check ((cardinality(mentioned_user_ids) <= 20)),
  constraint notes_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade,
  constraint notes_author_id_fkey foreign key (author_id) references auth.users(id) on delete set null,
  constraint notes_candidate_id_fkey foreign key (candidate_id) references public.candidates(id) on delete cascade,
  constraint notes_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade
);
alter table public.notes enable row level security;
revoke all on public.notes from public, anon, authenticated, service_role;
grant all on public.notes to service_role;
grant select, delete, truncate, references, trigger, maintain on public.notes to authenticated;
grant insert (candidate_id, application_id, body, mentioned_user_ids)
  on public.notes to authenticated;
create index notes_application_idx on public.notes (application_id, created_at desc) where application_id is not null;
create index notes_author_idx on public.notes (author_id);
create index notes_candidate_idx on public.notes (candidate_id, company_id, created_at desc);
create index notes_company_idx on public.notes (company_id);

create table public.scorecards (
  id uuid default gen_random_uuid() not null,
  interview_id uuid not null,
  application_id uuid not null,
  company_id uuid not null,
  interviewer_id uuid default auth.uid() not null,
  rating smallint not null,
  recommendation text not null,
  notes text,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint scorecards_pkey primary key (id),
  constraint scorecards_interview_id_interviewer_id_key unique (interview_id, interviewer_id),
  constraint scorecards_notes_check check (((notes is null) or (char_length(notes) <= 5000))),
  constraint scorecards_rating_check check (((rating >= 1) and (rating <= 5))),
  constraint scorecards_recommendation_check check ((recommendation = any (array['strong_no'::text, 'no'::text, 'yes'::text, 'strong_yes'::text]))),
  constraint scorecards_application_id_fkey foreign key (application_id) references public.applications(id) on delete cascade,
  constraint scorecards_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade,
  constraint scorecards_interview_id_fkey foreign key (interview_id) references public.interviews(id) on delete cascade,
  constraint scorecards_interviewer_id_fkey foreign key (interviewer_id) references auth.users(id) on delete cascade
);
alter table public.scorecards enable row level security;
revoke all on public.scorecards from public, anon, authenticated, service_role;
grant all on public.scorecards to service_role;
grant select, truncate, references, trigger, maintain on public.scorecards to authenticated;
grant insert (interview_id, rating, recommendation, notes),
  update (interview_id, rating, recommendation, notes)
  on public.scorecards to authenticated;
create index scorecards_application_idx on public.scorecards (application_id);
create index scorecards_company_idx on public.scorecards (company_id);
create index scorecards_interviewer_idx on public.scorecards (interviewer_id);

create table public.stage_email_templates (
  company_id uuid not null,
  status text not null,
  subject text not null,
  body text not null,
  updated_at timestamptz default now() not null,
  constraint stage_email_templates_pkey primary key (company_id, status),
  constraint stage_email_templates_body_length check (((length(btrim(body)) >= 1) and (length(btrim(body)) <= 5000))),
  constraint stage_email_templates_status_check check ((status = any (array['reviewing'::text, 'interview'::text, 'offered'::text, 'hired'::text, 'accepted'::text, 'rejected'::text]))),
  constraint stage_email_templates_subject_length check (((length(btrim(subject)) >= 1) and (length(btrim(subject)) <= 200))),
  constraint stage_email_templates_company_id_fkey foreign key (company_id) references public.companies(id) on delete cascade
);
alter table public.stage_email_templates enable row level security;
revoke all on public.stage_email_templates from public, anon, authenticated, service_role;
grant all on public.stage_email_templates to authenticated, service_role;

-- Checks the input and answers the start as an instant: the local date and time read in the
-- chosen time zone (daylight saving included).
create or replace function private.check_interview(p_company_id uuid, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text, p_video_link text)
 returns timestamp with time zone
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_starts_at timestamptz;
begin
  if p_local_start is null then
    raise exception 'Choose the date and time of the interview' using errcode = '22023';
  end if;
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Choose a valid time zone' using errcode = '22023';
  end if;
  v_starts_at := p_local_start at time zone p_time_zone;
  if v_starts_at <= now() then
    raise exception 'The interview must start in the future' using errcode = '22023';
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 15 and 480 then
    raise exception 'The duration must be between 15 and 480 minutes' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_interviewer_ids), 0) = 0 then
    raise exception 'Choose at least one interviewer' using errcode = '22023';
  end if;
  if cardinality(p_interviewer_ids) > 10 then
    raise exception 'Choose at most 10 interviewers' using errcode = '22023';
  end if;
  if not private.all_team_members(p_company_id, p_interviewer_ids) then
    raise exception 'Interviewers must be members of your team' using errcode = '22023';
  end if;
  if nullif(btrim(p_location), '') is null and nullif(btrim(p_video_link), '') is null then
    raise exception 'Enter a location or a video link' using errcode = '22023';
  end if;
  if char_length(coalesce(p_location, '')) > 300 then
    raise exception 'The location can be at most 300 characters' using errcode = '22023';
  end if;
  if nullif(btrim(p_video_link), '') is not null
     and (char_length(p_video_link) > 500 or not private.is_http_link(btrim(p_video_link))) then
    raise exception 'The video link must be a web address starting with http:// or https://' using errcode = '22023';
  end if;
  return v_starts_at;
end;
$function$;
revoke all on function private.check_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text) from public, anon, authenticated, service_role;

-- Refuses filters that make no sense with a clear message (22023, HTTP 400).
create or replace function private.check_pipeline_filters(p_search text, p_source text, p_applied_from date, p_applied_to date)
 returns void
 language plpgsql
 immutable
 set search_path TO ''
as $function$
begin
  if p_source is not null and p_source not in ('candidate', 'company', 'vendor') then
    raise exception 'Unknown source: choose Direct, Company-managed or Vendor' using errcode = '22023';
  end if;
  if p_applied_from is not null and p_applied_to is not null and p_applied_from > p_applied_to then
    raise exception 'The "from" date must be on or before the "to" date' using errcode = '22023';
  end if;
  if length(p_search) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
end;
$function$;
revoke all on function private.check_pipeline_filters(text,text,date,date) from public, anon, authenticated, service_role;

create or replace function private.check_pipeline_sort(p_sort text)
 returns void
 language plpgsql
 immutable
 set search_path TO ''
as $function$
begin
  if p_sort is not null and p_sort not in ('newest', 'match') then
    raise exception 'Unknown sort: choose Newest or Best match' using errcode = '22023';
  end if;
end;
$function$;
revoke all on function private.check_pipeline_sort(text) from public, anon, authenticated, service_role;

create or replace function private.default_rejection_reasons()
 returns text[]
 language sql
 immutable
 set search_path TO ''
as $function$
  select array[
    'Not enough relevant experience',
    'Skills do not match the requirements',
    'Position filled by another candidate',
    'Salary expectations do not match',
    'Not authorized to work in this location',
    'Candidate did not respond',
    'Other'
  ]
$function$;
revoke all on function private.default_rejection_reasons() from public, anon, authenticated, service_role;

-- Variables: {{candidate_first_name}}, {{job_title}}, {{company_name}}.
create or replace function private.default_stage_email(p_status text)
 returns TABLE(subject text, body text)
 language sql
 immutable
 set search_path TO ''
as $function$
  select t.subject, t.body from (values
    ('reviewing', 'Your application for {{job_title}} is under review',
     E'Hi {{candidate_first_name}},\n\nThank you for applying for {{job_title}} at {{company_name}}. Our team is now reviewing your application and will be in touch about the next steps.\n\nBest regards,\n{{company_name}}'),
    ('interview', 'Interview stage: {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nGood news: we would like to move your application for {{job_title}} to the interview stage. We will contact you shortly to find a time that suits you.\n\nBest regards,\n{{company_name}}'),
    ('offered', 'An offer for {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nWe are delighted to let you know that we would like to make you an offer for {{job_title}}. We will send you the details shortly.\n\nBest regards,\n{{company_name}}'),
    ('hired', 'Welcome to {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nWelcome aboard! We are excited to have you join {{company_name}} as {{job_title}}. We will be in touch about your first days.\n\nBest regards,\n{{company_name}}'),
    ('accepted', 'Your acceptance for {{job_title}} is confirmed',
     E'Hi {{candidate_first_name}},\n\nThank you for accepting our offer for {{job_title}}. We look forward to working with you.\n\nBest regards,\n{{company_name}}'),
    ('rejected', 'Your application for {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nThank you for your interest in {{job_title}} at {{company_name}} and for the time you spent applying. After careful consideration we have decided not to move forward with your application.\n\nWe wish you every success in your search.\n\nBest regards,\n{{company_name}}')
  ) as t (status, subject, body)
  where t.status = p_status
$function$;
revoke all on function private.default_stage_email(text) from public, anon, authenticated, service_role;

-- Opening a job's board (no filter) runs one static query whose plan the session keeps: the
-- filtered board still builds its query for the filters in use and plans it each time, which
-- cost about as much again as the query itself on a job with 2,000 applications. The board
-- answers json, not jsonb: each card is its row turned into json (row_to_json), and PostgREST
-- prints the json as it is instead of parsing 160 cards into jsonb and printing them again.
create or replace function private.pipeline_board_unfiltered(p_job_id uuid, p_page_size integer)
returns json
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with counts as (select a.status, count(*)::integer as total from public.applications a where a.job_id = p_job_id group by a.status)
    select json_agg(json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
      select json_agg(p order by p.status_changed_at desc, p.id desc)
      from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, c.first_name, c.last_name,
                   a.source, v.vendor_name, a.source_label
            from public.applications a
            join public.candidates c on c.id = a.candidate_id
            left join public.vendors v on v.id = a.applied_by_vendor_id
            where a.job_id = p_job_id and a.status = s.status
            order by a.status_changed_at desc, a.id desc limit p_page_size) p), '[]'::json)) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status);
end;
$$;
revoke all on function private.pipeline_board_unfiltered(uuid,integer) from public, anon, authenticated, service_role;

-- The board's order of one stage's applications: %1$s names the application rows, p_score their
-- match score. The board's pages and the detail's previous/next both use it.
create or replace function private.pipeline_order(p_sort text, p_rows text, p_score text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select case when p_sort = 'match'
    then format('%2$s desc nulls last, %1$s.applied_at desc, %1$s.id desc', p_rows, p_score)
    else format('%1$s.status_changed_at desc, %1$s.id desc', p_rows) end
$function$;
revoke all on function private.pipeline_order(text,text,text) from public, anon, authenticated, service_role;

-- A page of one stage as card objects in the chosen order: %1$s is the WHERE clause, %2$s the
-- stage expression, $6 the page size and $7 the offset. Sorted by match, cards carry their score.
create or replace function private.pipeline_page_sql(p_sort text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select format($q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status', p.status, 'status_changed_at', p.status_changed_at, 'applied_at', p.applied_at,
      'candidate_id', p.candidate_id, 'first_name', c.first_name, 'last_name', c.last_name,
      'source', p.source, 'vendor_name', v.vendor_name, 'source_label', p.source_label%1$s) order by %2$s)
    from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, a.source, a.applied_by_vendor_id,
                 a.source_label%3$s
          from public.applications a%4$s where %%1$s and a.status = %%2$s
          order by %5$s offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id
    left join public.vendors v on v.id = p.applied_by_vendor_id), '[]'::jsonb)$q$,
    case when p_sort = 'match' then ', ''match_score'', p.score' else '' end,
    private.pipeline_order(p_sort, 'p', 'p.score'),
    case when p_sort = 'match' then ', m.score' else '' end,
    private.pipeline_score_join(p_sort),
    private.pipeline_order(p_sort, 'a', 'm.score'))
$function$;
revoke all on function private.pipeline_page_sql(text) from public, anon, authenticated, service_role;

create or replace function private.pipeline_pattern(p_search text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$function$;
revoke all on function private.pipeline_pattern(text) from public, anon, authenticated, service_role;

create or replace function private.pipeline_stages()
 returns text[]
 language sql
 immutable
 set search_path TO ''
as $function$
  select array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn']
$function$;
revoke all on function private.pipeline_stages() from public, anon, authenticated, service_role;

-- The WHERE clause of the board's queries for the filters in use. Parameters: $1 job, $2 source,
-- $3 applied from, $4 applied to, $5 name pattern.
create or replace function private.pipeline_where(p_source text, p_applied_from date, p_applied_to date, p_search text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select 'a.job_id = $1'
    || case when p_source is not null then ' and a.source = $2' else '' end
    || case when p_applied_from is not null then ' and a.applied_at >= $3::timestamptz' else '' end
    || case when p_applied_to is not null then ' and a.applied_at < ($4 + 1)::timestamptz' else '' end
    || case when nullif(btrim(p_search), '') is not null then
         ' and exists (select 1 from public.candidates c where c.id = a.candidate_id'
         || ' and concat_ws('' '', c.first_name, c.last_name) ilike $5)' else '' end
$function$;
revoke all on function private.pipeline_where(text,date,date,text) from public, anon, authenticated, service_role;

create or replace function private.prepare_note()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_app public.applications;
begin
  if (select auth.uid()) is not null then
    new.author_id := (select auth.uid());
  end if;
  new.body := btrim(coalesce(new.body, ''));
  if new.body = '' then
    raise exception 'Write something before saving the note' using errcode = '22023';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A note can be at most 5000 characters' using errcode = '22023';
  end if;
  if new.application_id is not null then
    select * into v_app from public.applications where id = new.application_id;
    if not found then
      raise exception 'Application not found' using errcode = 'P0002';
    end if;
    new.candidate_id := v_app.candidate_id;
    new.company_id := v_app.company_id;
  elsif new.company_id is null then
    select cu.company_id into new.company_id from public.company_users cu where cu.user_id = new.author_id;
    if new.company_id is null then
      raise exception 'Only company team members can write notes' using errcode = '42501';
    end if;
  end if;
  new.mentioned_user_ids := array(select distinct u from unnest(new.mentioned_user_ids) as u where u is not null);
  if not private.all_team_members(new.company_id, new.mentioned_user_ids) then
    raise exception 'You can only mention members of your team' using errcode = '22023';
  end if;
  return new;
end;
$function$;
revoke all on function private.prepare_note() from public, anon, authenticated, service_role;

-- The application and company come from the interview; a scorecard never moves to another one.
create or replace function private.prepare_scorecard()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'UPDATE' then
    new.interview_id := old.interview_id;
    new.interviewer_id := old.interviewer_id;
  elsif (select auth.uid()) is not null then
    new.interviewer_id := (select auth.uid());
  end if;
  select i.application_id, i.company_id into new.application_id, new.company_id
  from public.interviews i where i.id = new.interview_id;
  if new.application_id is null then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  new.notes := nullif(btrim(new.notes), '');
  return new;
end;
$function$;
revoke all on function private.prepare_scorecard() from public, anon, authenticated, service_role;

-- Queues the stage e-mail of each application to its candidate (those without an e-mail address
-- are skipped). Called by the moving RPC after the status changed.
create or replace function private.queue_stage_emails(p_application_ids uuid[], p_status text)
 returns integer
 language sql
 security definer
 set search_path TO ''
as $function$
  with sent as (
    insert into public.application_messages (application_id, stage, recipient, subject, body, sent_by)
    select a.id, p_status, c.email,
      private.render_stage_text(coalesce(t.subject, d.subject), c.first_name, j.title, co.name),
      private.render_stage_text(coalesce(t.body, d.body), c.first_name, j.title, co.name),
      auth.uid()
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    join public.jobs j on j.id = a.job_id
    join public.companies co on co.id = a.company_id
    cross join lateral private.default_stage_email(p_status) d
    left join public.stage_email_templates t on t.company_id = a.company_id and t.status = p_status
    where a.id = any (p_application_ids) and nullif(btrim(c.email), '') is not null
    returning 1
  )
  select count(*)::integer from sent
$function$;
revoke all on function private.queue_stage_emails(uuid[],text) from public, anon, authenticated, service_role;

create or replace function private.render_stage_text(p_text text, p_first_name text, p_job_title text, p_company_name text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select replace(replace(replace(p_text,
    '{{candidate_first_name}}', coalesce(nullif(btrim(p_first_name), ''), 'there')),
    '{{job_title}}', coalesce(p_job_title, '')),
    '{{company_name}}', coalesce(p_company_name, ''))
$function$;
revoke all on function private.render_stage_text(text,text,text,text) from public, anon, authenticated, service_role;

-- The reason of a change rides in a transaction-local setting, set by the RPCs that take one.
create or replace function private.stage_history_on_change()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    perform private.record_application_start(new, auth.uid());
  else
    insert into public.application_stage_history (application_id, from_status, to_status, actor_id, reason, created_at)
    values (new.id, old.status, new.status, auth.uid(),
            nullif(current_setting('portal.stage_reason', true), ''), new.status_changed_at);
  end if;
  return null;
end;
$function$;
revoke all on function private.stage_history_on_change() from public, anon, authenticated, service_role;

-- The stage start moves only with the status, whatever a client sends.
create or replace function private.stamp_status_change()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if tg_op = 'INSERT' then
    new.status_changed_at := new.applied_at;
  elsif new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$function$;
revoke all on function private.stamp_status_change() from public, anon, authenticated, service_role;

-- How a status reads to candidates and vendors (the company side says 'New' for applied).
create or replace function private.status_label(p_status text)
 returns text
 language sql
 immutable
 set search_path TO ''
as $function$
  select case p_status
    when 'applied' then 'Applied'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offered'
    when 'hired' then 'Hired'
    when 'rejected' then 'Not Selected'
    when 'withdrawn' then 'Withdrawn'
    else p_status
  end
$function$;
revoke all on function private.status_label(text) from public, anon, authenticated, service_role;

-- The interview a cancel or reschedule changes, locked: the caller works its application, it is
-- not cancelled, and p_sequence is the version the caller saw (a change made meanwhile by someone
-- else is refused with 409 rather than overwritten).
create or replace function private.interview_to_change(p_interview_id uuid, p_sequence integer)
 returns public.interviews
 language plpgsql
 set search_path TO ''
as $function$
declare
  v_row public.interviews;
begin
  select * into v_row from public.interviews where id = p_interview_id for update;
  if not found or not private.can_work_application(v_row.application_id) then
    raise exception 'You cannot change this interview' using errcode = '42501';
  end if;
  if v_row.status = 'cancelled' then
    raise exception 'This interview was cancelled' using errcode = '22023';
  end if;
  if v_row.sequence is distinct from p_sequence then
    raise exception 'Someone else changed this interview meanwhile. Review it and try again.' using errcode = 'PT409';
  end if;
  return v_row;
end;
$function$;
revoke all on function private.interview_to_change(uuid,integer) from public, anon, authenticated, service_role;

create or replace function public.cancel_interview(p_interview_id uuid, p_sequence integer)
 returns public.interviews
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_row public.interviews;
begin
  v_row := private.interview_to_change(p_interview_id, p_sequence);
  update public.interviews set status = 'cancelled', sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview cancelled', 'planned for');
  return v_row;
end;
$function$;
revoke all on function public.cancel_interview(uuid,integer) from public, anon, authenticated, service_role;
grant execute on function public.cancel_interview(uuid,integer) to authenticated, service_role;

-- Claims queued messages for the mailer; a claim older than ten minutes (a mailer that died) is
-- claimed again.
create or replace function public.claim_application_messages(p_limit integer DEFAULT 50)
 returns TABLE(id uuid, recipient text, subject text, body text, application_id uuid)
 language sql
 security definer
 set search_path TO ''
as $function$
  update public.application_messages m set claimed_at = now()
  where m.id in (
    select q.id from public.application_messages q
    where q.sent_at is null and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
    order by q.created_at
    limit least(greatest(coalesce(p_limit, 50), 1), 500)
    for update skip locked
  )
  returning m.id, m.recipient, m.subject, m.body, m.application_id
$function$;
revoke all on function public.claim_application_messages(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_application_messages(integer) to service_role;

-- The signed-in candidate's interviews that have not ended yet, soonest first.
create or replace function public.get_my_upcoming_interviews()
 returns TABLE(id uuid, application_id uuid, job_title text, company_name text, starts_at timestamp with time zone, time_zone text, duration_minutes integer, location text, video_link text)
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  select i.id, i.application_id, j.title, co.name, i.starts_at, i.time_zone, i.duration_minutes,
    i.location, i.video_link
  from public.interviews i
  join public.applications a on a.id = i.application_id
  join public.jobs j on j.id = a.job_id
  join public.companies co on co.id = i.company_id
  where i.candidate_id in (select private.own_candidate_ids())
    and i.status = 'scheduled'
    and i.starts_at + make_interval(mins => i.duration_minutes) > now()
  order by i.starts_at
  limit 50
$function$;
revoke all on function public.get_my_upcoming_interviews() from public, anon, authenticated, service_role;
grant execute on function public.get_my_upcoming_interviews() to authenticated, service_role;

-- The whole board in one call: every stage's total and first page of cards.
create or replace function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                                     p_applied_from date default null, p_applied_to date default null,
                                                     p_page_size integer default 20, p_sort text default 'newest')
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_sort text := coalesce(p_sort, 'newest');
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_sort = 'newest' and nullif(btrim(p_search), '') is null and p_source is null
     and p_applied_from is null and p_applied_to is null then
    return private.pipeline_board_unfiltered(p_job_id, v_page_size);
  end if;
  execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_agg(jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status$q$,
    v_where, format(private.pipeline_page_sql(v_sort), v_where, 's.status'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
  return v_result::json;
end;
$$;
revoke all on function public.get_pipeline_board(uuid,text,text,date,date,integer,text) from public, anon, authenticated, service_role;
grant execute on function public.get_pipeline_board(uuid,text,text,date,date,integer,text) to authenticated, service_role;

-- One more page of one column.
create or replace function public.get_pipeline_column(p_job_id uuid, p_status text, p_search text DEFAULT NULL::text, p_source text DEFAULT NULL::text, p_applied_from date DEFAULT NULL::date, p_applied_to date DEFAULT NULL::date, p_offset integer DEFAULT 0, p_limit integer DEFAULT 20, p_sort text DEFAULT 'newest'::text)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if p_status is null or not (p_status = any (private.pipeline_stages())) then
    raise exception 'Unknown stage: %', coalesce(p_status, 'none') using errcode = '22023';
  end if;
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  execute format($q$select jsonb_build_object('status', $8::text,
      'total', (select count(*) from public.applications a where %1$s and a.status = $8),
      'cards', %2$s)$q$,
    v_where, format(private.pipeline_page_sql(coalesce(p_sort, 'newest')), v_where, '$8'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search),
        least(greatest(coalesce(p_limit, 20), 1), 100), greatest(coalesce(p_offset, 0), 0), p_status;
  return v_result;
end;
$function$;
revoke all on function public.get_pipeline_column(uuid,text,text,text,date,date,integer,integer,text) from public, anon, authenticated, service_role;
grant execute on function public.get_pipeline_column(uuid,text,text,text,date,date,integer,integer,text) to authenticated, service_role;

-- The applications before and after one application in its job's board order under a filter
-- and sort.
create or replace function public.get_pipeline_neighbors(p_application_id uuid, p_search text DEFAULT NULL::text, p_source text DEFAULT NULL::text, p_applied_from date DEFAULT NULL::date, p_applied_to date DEFAULT NULL::date, p_sort text DEFAULT 'newest'::text)
 returns jsonb
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_job uuid;
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  select a.job_id into v_job from public.applications a where a.id = p_application_id;
  if v_job is null or not private.can_see_job_applications(v_job) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  execute format($q$
    with ordered as (
      select a.id, row_number() over (order by array_position(private.pipeline_stages(), a.status), %2$s) as n
      from public.applications a%3$s where %1$s
    ), me as (select n from ordered where id = $6)
    select jsonb_build_object(
      'job_id', $1,
      'position', (select n from me),
      'total', (select count(*) from ordered),
      'previous_id', (select o.id from ordered o, me where o.n = me.n - 1),
      'next_id', (select o.id from ordered o, me where o.n = me.n + 1))$q$,
    private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search),
    private.pipeline_order(p_sort, 'a', 'm.score'), private.pipeline_score_join(p_sort))
  into v_result
  using v_job, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), p_application_id;
  return v_result;
end;
$function$;
revoke all on function public.get_pipeline_neighbors(uuid,text,text,date,date,text) from public, anon, authenticated, service_role;
grant execute on function public.get_pipeline_neighbors(uuid,text,text,date,date,text) to authenticated, service_role;

-- The caller's company settings with defaults filled in: what the reject dialog, the move dialog
-- and the settings page show.
create or replace function public.get_pipeline_settings()
 returns jsonb
 language sql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
  with co as (select private.current_company_id() as id)
  select case when co.id is null then null else jsonb_build_object(
    'rejection_reasons', coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = co.id),
                                  private.default_rejection_reasons()),
    'templates', (select jsonb_agg(jsonb_build_object(
        'status', st.status,
        'subject', coalesce(t.subject, d.subject),
        'body', coalesce(t.body, d.body),
        'is_default', t.company_id is null) order by st.ord)
      from unnest(array['reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']) with ordinality st (status, ord)
      cross join lateral private.default_stage_email(st.status) d
      left join public.stage_email_templates t on t.company_id = co.id and t.status = st.status)
  ) end
  from co
$function$;
revoke all on function public.get_pipeline_settings() from public, anon, authenticated, service_role;
grant execute on function public.get_pipeline_settings() to authenticated, service_role;

-- p_sequence is the version the caller saw: a change made meanwhile by someone else is refused
-- (409) rather than overwritten.
create or replace function public.reschedule_interview(p_interview_id uuid, p_sequence integer, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text DEFAULT NULL::text, p_video_link text DEFAULT NULL::text)
 returns public.interviews
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  v_row := private.interview_to_change(p_interview_id, p_sequence);
  v_starts_at := private.check_interview(v_row.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  update public.interviews set starts_at = v_starts_at, time_zone = p_time_zone,
    duration_minutes = p_duration_minutes, interviewer_ids = array(select distinct unnest(p_interviewer_ids)),
    location = nullif(btrim(p_location), ''), video_link = nullif(btrim(p_video_link), ''),
    sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview moved', 'now takes place on');
  return v_row;
end;
$function$;
revoke all on function public.reschedule_interview(uuid,integer,timestamp without time zone,text,integer,uuid[],text,text) from public, anon, authenticated, service_role;
grant execute on function public.reschedule_interview(uuid,integer,timestamp without time zone,text,integer,uuid[],text,text) to authenticated, service_role;

create or replace function public.schedule_interview(p_application_id uuid, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text DEFAULT NULL::text, p_video_link text DEFAULT NULL::text)
 returns public.interviews
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_app public.applications;
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  select * into v_app from public.applications where id = p_application_id;
  if not found or not private.can_work_application(p_application_id) then
    raise exception 'You cannot schedule interviews for this application' using errcode = '42501';
  end if;
  v_starts_at := private.check_interview(v_app.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  insert into public.interviews (application_id, company_id, candidate_id, scheduled_by, starts_at, time_zone,
    duration_minutes, interviewer_ids, location, video_link)
  values (v_app.id, v_app.company_id, v_app.candidate_id, (select auth.uid()), v_starts_at, p_time_zone,
    p_duration_minutes, array(select distinct unnest(p_interviewer_ids)),
    nullif(btrim(p_location), ''), nullif(btrim(p_video_link), ''))
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview scheduled', 'is scheduled for');
  return v_row;
end;
$function$;
revoke all on function public.schedule_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text) from public, anon, authenticated, service_role;
grant execute on function public.schedule_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text) to authenticated, service_role;

create trigger applications_stage_history_insert after insert on public.applications
  for each row execute function private.stage_history_on_change();

create trigger applications_stage_history_update after update of status on public.applications
  for each row when (old.status is distinct from new.status)
  execute function private.stage_history_on_change();

create trigger applications_stamp_status before insert or update on public.applications
  for each row execute function private.stamp_status_change();

create trigger company_pipeline_settings_updated_at before update on public.company_pipeline_settings
  for each row execute function private.set_updated_at();

create trigger interviews_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

create trigger notes_prepare before insert on public.notes
  for each row execute function private.prepare_note();

create trigger scorecards_prepare before insert or update on public.scorecards
  for each row execute function private.prepare_scorecard();

create trigger scorecards_updated_at before update on public.scorecards
  for each row execute function private.set_updated_at();

create trigger stage_email_templates_updated_at before update on public.stage_email_templates
  for each row execute function private.set_updated_at();

-- Only the company's team (and platform admins) read what was sent; rows come only from the
-- moving RPC and change only through the service role.
create policy application_messages_select on public.application_messages for select to authenticated
  using ((select private.is_platform_admin()) or private.is_team_application(application_id));

-- Rows follow the application: the team that sees it, the candidate, the submitting vendor.
create policy application_stage_history_select on public.application_stage_history for select to authenticated
  using (application_id in (select a.id from public.applications a));

create policy company_pipeline_settings_insert on public.company_pipeline_settings for insert to authenticated
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

-- Every staff member of the company reads them (movers choose reasons and preview e-mails);
-- company and subscription admins of an active company write them.
create policy company_pipeline_settings_select on public.company_pipeline_settings for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role())) or (select private.is_platform_admin()));

create policy company_pipeline_settings_update on public.company_pipeline_settings for update to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))))
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

-- The team that sees the application, and every interviewer of the interview. Candidates read
-- their own upcoming interviews through get_my_upcoming_interviews(), vendors not at all.
create policy interviews_select on public.interviews for select to authenticated
  using (
    (select auth.uid()) = any (interviewer_ids)
    or (select private.is_team_application(application_id))
  );

create policy notes_delete on public.notes for delete to authenticated
  using (author_id = (select auth.uid()));

-- Who may write on an application follows who may work on it; a candidate note needs the
-- candidate in the writer's sight. The trigger below fills the company and checks mentions.
create policy notes_insert on public.notes for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (select private.is_company_staff(company_id))
    and (case when application_id is null then candidate_id in (select private.visible_candidate_ids())
              else (select private.can_work_application(application_id)) end)
  );

create policy notes_select on public.notes for select to authenticated
  using (
    (select private.is_company_staff(company_id))
    and (case when application_id is null then candidate_id in (select private.visible_candidate_ids())
              else (select private.is_team_application(application_id)) end)
  );

create policy scorecards_insert on public.scorecards for insert to authenticated
  with check (interviewer_id = (select auth.uid()) and (select private.interviews_me(interview_id)));

create policy scorecards_select on public.scorecards for select to authenticated
  using (
    interviewer_id = (select auth.uid())
    or (select private.is_team_application(application_id))
  );

create policy scorecards_update on public.scorecards for update to authenticated
  using (interviewer_id = (select auth.uid()))
  with check (interviewer_id = (select auth.uid()) and (select private.interviews_me(interview_id)));

-- Deleting a company's own template brings the default back.
create policy stage_email_templates_delete on public.stage_email_templates for delete to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

create policy stage_email_templates_insert on public.stage_email_templates for insert to authenticated
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

create policy stage_email_templates_select on public.stage_email_templates for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role())) or (select private.is_platform_admin()));

create policy stage_email_templates_update on public.stage_email_templates for update to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))))
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));
