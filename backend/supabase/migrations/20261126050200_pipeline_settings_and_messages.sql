-- Per-company pipeline settings: the reasons offered when rejecting, and the e-mail sent to a
-- candidate when their application moves to a stage. A company without its own entries uses the
-- defaults below; company and subscription admins edit them. Sent e-mails are kept per application.

create or replace function private.default_rejection_reasons()
returns text[]
language sql immutable
set search_path = ''
as $$
  select array[
    'Not enough relevant experience',
    'Skills do not match the requirements',
    'Position filled by another candidate',
    'Salary expectations do not match',
    'Not authorized to work in this location',
    'Candidate did not respond',
    'Other'
  ]
$$;

-- 1 to 20 distinct reasons of 1 to 100 characters with no surrounding spaces.
create or replace function private.valid_reason_list(p_reasons text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(cardinality(p_reasons) between 1 and 20
    and (select bool_and(r is not null and r = btrim(r) and length(r) between 1 and 100)
              and count(distinct lower(r)) = count(*)
         from unnest(p_reasons) r), false)
$$;

grant execute on function private.valid_reason_list(text[]) to authenticated, service_role;

create table public.company_pipeline_settings (
  company_id uuid primary key references public.companies (id) on delete cascade,
  rejection_reasons text[] not null constraint company_pipeline_settings_reasons_valid
    check (private.valid_reason_list(rejection_reasons)),
  updated_at timestamptz not null default now()
);
create trigger company_pipeline_settings_updated_at before update on public.company_pipeline_settings
  for each row execute function private.set_updated_at();

create table public.stage_email_templates (
  company_id uuid not null references public.companies (id) on delete cascade,
  status text not null check (status in ('reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected')),
  subject text not null constraint stage_email_templates_subject_length check (length(btrim(subject)) between 1 and 200),
  body text not null constraint stage_email_templates_body_length check (length(btrim(body)) between 1 and 5000),
  updated_at timestamptz not null default now(),
  primary key (company_id, status)
);
create trigger stage_email_templates_updated_at before update on public.stage_email_templates
  for each row execute function private.set_updated_at();

-- Variables: {{candidate_first_name}}, {{job_title}}, {{company_name}}.
create or replace function private.default_stage_email(p_status text)
returns table (subject text, body text)
language sql immutable
set search_path = ''
as $$
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
$$;

alter table public.company_pipeline_settings enable row level security;
alter table public.stage_email_templates enable row level security;

-- Every staff member of the company reads them (movers choose reasons and preview e-mails);
-- company and subscription admins of an active company write them.
create policy company_pipeline_settings_select on public.company_pipeline_settings for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role())) or (select private.is_platform_admin()));
create policy company_pipeline_settings_insert on public.company_pipeline_settings for insert to authenticated
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));
create policy company_pipeline_settings_update on public.company_pipeline_settings for update to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))))
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

create policy stage_email_templates_select on public.stage_email_templates for select to authenticated
  using (company_id = any (array(select private.company_ids_with_role())) or (select private.is_platform_admin()));
create policy stage_email_templates_insert on public.stage_email_templates for insert to authenticated
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));
create policy stage_email_templates_update on public.stage_email_templates for update to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))))
  with check (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));
-- Deleting a company's own template brings the default back.
create policy stage_email_templates_delete on public.stage_email_templates for delete to authenticated
  using (company_id = any (array(select private.active_company_ids(array['company_admin', 'subscription_admin']))));

revoke all on public.company_pipeline_settings, public.stage_email_templates from anon;
grant select, insert, update on public.company_pipeline_settings to authenticated;
grant select, insert, update, delete on public.stage_email_templates to authenticated;

-- The caller's company settings with defaults filled in: what the reject dialog, the move dialog
-- and the settings page show.
create or replace function public.get_pipeline_settings()
returns jsonb
language sql stable security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.get_pipeline_settings() from public, anon;
grant execute on function public.get_pipeline_settings() to authenticated, service_role;

-- E-mails sent to candidates about their applications, rendered when queued; a scheduled function
-- claims and mails them (claimed_at), and records when the mail server took them (sent_at).
create table public.application_messages (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  stage text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  sent_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);
create index application_messages_application_idx on public.application_messages (application_id, created_at);
create index application_messages_sent_by_idx on public.application_messages (sent_by);
create index application_messages_unsent_idx on public.application_messages (created_at) where sent_at is null;

alter table public.application_messages enable row level security;
-- Only the company's team (and platform admins) read what was sent; rows come only from the
-- moving RPC and change only through the service role.
create policy application_messages_select on public.application_messages for select to authenticated
  using ((select private.is_platform_admin()) or private.is_team_application(application_id));
revoke all on public.application_messages from anon, authenticated;
grant select on public.application_messages to authenticated;

create or replace function private.render_stage_text(p_text text, p_first_name text, p_job_title text, p_company_name text)
returns text
language sql immutable
set search_path = ''
as $$
  select replace(replace(replace(p_text,
    '{{candidate_first_name}}', coalesce(nullif(btrim(p_first_name), ''), 'there')),
    '{{job_title}}', coalesce(p_job_title, '')),
    '{{company_name}}', coalesce(p_company_name, ''))
$$;

-- Queues the stage e-mail of each application to its candidate (those without an e-mail address
-- are skipped). Called by the moving RPC after the status changed.
create or replace function private.queue_stage_emails(p_application_ids uuid[], p_status text)
returns integer
language sql
security definer
set search_path = ''
as $$
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
$$;

-- Claims queued messages for the mailer; a claim older than ten minutes (a mailer that died) is
-- claimed again.
create or replace function public.claim_application_messages(p_limit integer default 50)
returns table (id uuid, recipient text, subject text, body text, application_id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.application_messages m set claimed_at = now()
  where m.id in (
    select q.id from public.application_messages q
    where q.sent_at is null and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
    order by q.created_at
    limit least(greatest(coalesce(p_limit, 50), 1), 500)
    for update skip locked
  )
  returning m.id, m.recipient, m.subject, m.body, m.application_id
$$;
revoke execute on function public.claim_application_messages(integer) from public, anon, authenticated;
grant execute on function public.claim_application_messages(integer) to service_role;
