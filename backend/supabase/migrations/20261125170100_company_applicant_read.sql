-- Company and subscription admins read every candidate who applied to one of their company's jobs
-- (private.visible_candidate_ids already grants it). An arm that probes the candidate's own
-- applications by company answers that for one row at a time, so an embed of ten candidates in
-- the Applications list no longer builds the whole set of visible candidates for each of them.
-- Definer rights: the applications policies read candidates, so reading applications under
-- row-level security from here would recurse.
create or replace function private.applied_to_admin_company(p_candidate_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    join public.company_users cu on cu.company_id = a.company_id
    where a.candidate_id = p_candidate_id
      and cu.user_id = (select auth.uid())
      and cu.role in ('company_admin', 'subscription_admin')
  )
$$;
revoke all on function private.applied_to_admin_company(uuid) from public, anon;
grant execute on function private.applied_to_admin_company(uuid) to authenticated, service_role;

drop policy candidates_select on public.candidates;
create policy candidates_select on public.candidates for select to authenticated
  using (
    (select private.is_platform_admin())
    or managing_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter'])))
    or user_id = (select auth.uid())
    or created_by_vendor_id = any (array(select private.member_vendor_ids()))
    -- only admins pay for the per-row probe
    or (cardinality(array(select private.company_ids_with_role(array['company_admin', 'subscription_admin']))) > 0
        and private.applied_to_admin_company(id))
    or id in (select private.visible_candidate_ids())
  );
