-- The company Applications list pages newest first and counts what the caller may see. The page
-- walks applied_at from the newest; the count reads only the columns the select policy checks,
-- from an index, instead of every whole row.
create index if not exists applications_applied_at_idx on public.applications (applied_at desc);
create index if not exists applications_visibility_idx
  on public.applications (job_id, candidate_id, applied_by_vendor_id);
