-- A stage move writes a new version of the application with an entry in every index of the
-- table (the stage is indexed, so the update is never in place). Two of those indexes only
-- repeated another one's leading column: applications_job_id_idx (job_id leads the board's
-- applications_job_stage_idx and applications_visibility_idx) and
-- applications_applied_by_vendor_id_idx (applications_vendor_applied_idx leads with the vendor for
-- every row that has one, which is every row a vendor lookup can match).
drop index public.applications_job_id_idx;
drop index public.applications_applied_by_vendor_id_idx;

-- The one-open-application guard only has work when an application becomes open, or an open one
-- changes job or person; the update trigger's WHEN now states the test its function begins with,
-- so a move between open stages (or into Rejected) skips it.
drop trigger applications_single_active_per_person on public.applications;
create trigger applications_single_active_per_person
  before insert on public.applications
  for each row execute function private.guard_one_active_application();
create trigger applications_single_active_per_person_update
  before update of status, job_id, candidate_id, person_id on public.applications
  for each row
  when (new.status not in ('rejected', 'withdrawn') and new.person_id is not null
        and (old.status not in ('rejected', 'withdrawn') and old.job_id = new.job_id
             and old.person_id = new.person_id) is not true)
  execute function private.guard_one_active_application();
