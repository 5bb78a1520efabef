-- Indexes for the paginated lists at scale: each matches a list's filter and sort order, so a
-- page is read in order from the index and stops after its rows instead of sorting every match.

-- Manage candidates: the company's candidates, newest first.
create index candidates_managing_company_created_idx
  on public.candidates (managing_company_id, created_at desc);

-- Company approvals: pending companies by registration date, approved ones by approval date.
create index companies_approval_created_idx on public.companies (is_approved, created_at desc);
create index companies_approval_approved_idx on public.companies (is_approved, approved_at desc);

-- A candidate's applications, newest first.
create index applications_candidate_applied_idx on public.applications (candidate_id, applied_at desc);
