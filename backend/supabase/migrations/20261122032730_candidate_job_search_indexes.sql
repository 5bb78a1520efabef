-- Jobs a candidate can apply for, newest first (get-candidate-data potential-jobs). Only open jobs
-- are indexed, so the list stays small however many closed and draft jobs accumulate: a page is
-- read in order and stops after its rows, and the total is counted from the index alone (company
-- and expiry are included for the approval join and the expiry filter).
create index jobs_open_created_idx
  on public.jobs (created_at desc, id desc)
  include (company_id, expires_at)
  where status in ('published', 'open', 'active');
