-- Scorecards: each interviewer of an interview records a rating, a recommendation and notes.
-- The company's team that sees the application reads them; only the interviewer writes their own.

create table public.scorecards (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  application_id uuid not null references public.applications (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  interviewer_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  recommendation text not null check (recommendation in ('strong_no', 'no', 'yes', 'strong_yes')),
  notes text check (notes is null or char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (interview_id, interviewer_id)
);
create index scorecards_application_idx on public.scorecards (application_id);
create index scorecards_interviewer_idx on public.scorecards (interviewer_id);
create index scorecards_company_idx on public.scorecards (company_id);
create trigger scorecards_updated_at before update on public.scorecards
  for each row execute function private.set_updated_at();
alter table public.scorecards enable row level security;

-- The caller is an interviewer of that interview and it was not cancelled.
create or replace function private.interviews_me(p_interview_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.interviews i
                 where i.id = p_interview_id and i.status = 'scheduled'
                   and (select auth.uid()) = any (i.interviewer_ids))
$$;

create policy scorecards_select on public.scorecards for select to authenticated
  using (
    interviewer_id = (select auth.uid())
    or (select private.is_team_application(application_id))
  );
create policy scorecards_insert on public.scorecards for insert to authenticated
  with check (interviewer_id = (select auth.uid()) and (select private.interviews_me(interview_id)));
create policy scorecards_update on public.scorecards for update to authenticated
  using (interviewer_id = (select auth.uid()))
  with check (interviewer_id = (select auth.uid()) and (select private.interviews_me(interview_id)));

revoke all on public.scorecards from anon;
revoke insert, update, delete on public.scorecards from authenticated;
grant insert (interview_id, rating, recommendation, notes) on public.scorecards to authenticated;
grant update (interview_id, rating, recommendation, notes) on public.scorecards to authenticated;

-- The application and company come from the interview; a scorecard never moves to another one.
create or replace function private.prepare_scorecard()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;

create trigger scorecards_prepare before insert or update on public.scorecards
  for each row execute function private.prepare_scorecard();

revoke all on function private.interviews_me(uuid), private.prepare_scorecard() from public, anon;
grant execute on function private.interviews_me(uuid) to authenticated, service_role;
