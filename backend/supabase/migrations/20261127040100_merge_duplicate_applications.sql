-- Applications that already exist twice or more for one person and one job (before the rule of one
-- active application per person per job): the earliest submission is kept, every later active one
-- is closed as withdrawn and linked to it through merged_into_id. private.application_merges
-- reports what was done, one row per closed application.

alter table public.applications
  add column merged_into_id uuid references public.applications (id) on delete set null;
create index applications_merged_into_id_idx on public.applications (merged_into_id) where merged_into_id is not null;

create table private.application_merges (
  id bigint generated always as identity primary key,
  job_id uuid not null,
  person_id uuid not null,
  kept_application_id uuid not null,
  closed_application_id uuid not null,
  closed_source text not null,
  closed_vendor_id uuid,
  status_before text not null,
  merged_at timestamptz not null default now()
);
alter table private.application_merges enable row level security;

with ranked as (
  select a.id, a.job_id, a.person_id, a.source, a.applied_by_vendor_id, a.status,
         first_value(a.id) over w as kept_id,
         row_number() over w as position
  from public.applications a
  where a.status not in ('rejected', 'withdrawn') and a.person_id is not null
  window w as (partition by a.job_id, a.person_id order by a.applied_at, a.created_at, a.id)
)
insert into private.application_merges
  (job_id, person_id, kept_application_id, closed_application_id, closed_source, closed_vendor_id, status_before)
select r.job_id, r.person_id, r.kept_id, r.id, r.source, r.applied_by_vendor_id, r.status
from ranked r
where r.position > 1;

update public.applications a
set status = 'withdrawn', merged_into_id = m.kept_application_id
from private.application_merges m
where m.closed_application_id = a.id;
