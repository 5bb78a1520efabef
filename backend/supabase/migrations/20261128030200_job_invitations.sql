-- Inviting a suggested candidate to apply to a job. The job's hiring team (admins, managers,
-- recruiters of its company) may invite a candidate they could be shown as a suggestion: their own
-- company's, or a partner's while the partnership shares candidates. The invitation is recorded
-- once per job and candidate; a candidate with an account also gets it in the notification centre.
-- The e-mail goes out from the invite-candidate-to-job function.

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('company_invitation', 'application_update', 'job_assignment', 'system', 'new_application',
                  'mention', 'interview', 'ownership_conflict', 'job_invitation'));

create table public.job_invitations (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on update cascade on delete cascade,
  candidate_id uuid not null references public.candidates (id) on update cascade on delete cascade,
  invited_by_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint job_invitations_once unique (job_id, candidate_id)
);
create index job_invitations_candidate_id_idx on public.job_invitations (candidate_id);
create index job_invitations_invited_by_user_id_idx on public.job_invitations (invited_by_user_id);

alter table public.job_invitations enable row level security;
-- The job's company staff and the invited person read it; only invite_candidate_to_job writes.
create policy job_invitations_select on public.job_invitations for select to authenticated
  using (
    job_id in (select j.id from public.jobs j
               where j.company_id in (select private.company_ids_with_role(
                 array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
    or candidate_id in (select private.own_candidate_ids())
  );
revoke all on public.job_invitations from anon, authenticated;
grant select on public.job_invitations to authenticated;

create or replace function public.invite_candidate_to_job(p_job_id uuid, p_candidate_id uuid)
returns json
language plpgsql security definer
set search_path = ''
as $$
declare
  v_job public.jobs;
  v_company text;
  v_candidate public.candidates;
  v_id uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to invite candidates' using errcode = '42501';
  end if;
  select * into v_job from public.jobs where id = p_job_id;
  if v_job.id is null then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_job.company_id not in (select private.company_ids_with_role(
       array['company_admin', 'subscription_admin', 'manager', 'recruiter'])) then
    raise exception 'Only the hiring team of this job can invite candidates to it' using errcode = '42501';
  end if;
  if not private.job_is_open(p_job_id) or coalesce(v_job.expires_at <= now(), false) then
    raise exception 'Only an open job takes invitations' using errcode = '22023';
  end if;
  -- the same pool the suggestions come from: nothing a partnership does not share
  select * into v_candidate from public.candidates
  where id = p_candidate_id and managing_company_id = any (private.suggestion_company_ids(p_job_id));
  if v_candidate.id is null then
    raise exception 'Candidate not found' using errcode = 'P0002';
  end if;
  if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
    raise exception 'This candidate has no e-mail address to invite' using errcode = '22023';
  end if;
  if exists (select 1 from public.applications where job_id = p_job_id and candidate_id = p_candidate_id) then
    raise exception 'This candidate has already applied to this job' using errcode = '23505';
  end if;
  insert into public.job_invitations (job_id, candidate_id, invited_by_user_id)
  values (p_job_id, p_candidate_id, (select auth.uid()))
  on conflict on constraint job_invitations_once do nothing
  returning id into v_id;
  if v_id is null then
    raise exception 'This candidate was already invited to this job' using errcode = '23505';
  end if;

  select name into v_company from public.companies where id = v_job.company_id;
  -- the function mails everyone invited, so the notification is not mailed again
  if v_candidate.user_id is not null then
    insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
    values (v_candidate.user_id, 'job_invitation', 'Invitation to apply',
      format('%s invites you to apply for %s.', v_company, v_job.title), '/jobs/' || p_job_id,
      jsonb_build_object('job_id', p_job_id, 'invitation_id', v_id), now());
  end if;
  return json_build_object('invitationId', v_id, 'email', btrim(v_candidate.email),
    'firstName', v_candidate.first_name, 'jobTitle', v_job.title, 'companyName', v_company,
    'notified', v_candidate.user_id is not null);
end;
$$;
revoke all on function public.invite_candidate_to_job(uuid, uuid) from public, anon;
grant execute on function public.invite_candidate_to_job(uuid, uuid) to authenticated;
