-- A managed candidate can leave the company that manages them, as the management terms promise.
-- The company's recruiter assignment of that candidate ends with it; applications stay theirs.
create or replace function public.leave_managing_company()
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_candidate uuid;
  v_company uuid;
begin
  if v_uid is null then
    raise exception 'You must be signed in to leave a company' using errcode = '42501';
  end if;
  select c.id, c.managing_company_id into v_candidate, v_company
  from public.candidates c where c.user_id = v_uid
  for update;
  if v_company is null then
    raise exception 'No company manages your profile' using errcode = '22023';
  end if;
  update public.candidates set managing_company_id = null, is_managed_by_company = false
  where id = v_candidate;
  delete from public.candidate_assignments where candidate_id = v_candidate;
  return jsonb_build_object('company_id', v_company);
end;
$$;

-- The company that manages the caller, by name: candidates cannot read company rows themselves.
create or replace function public.get_managing_company()
returns table (id uuid, name text)
language sql stable security definer
set search_path = ''
as $$
  select co.id, co.name
  from public.candidates c
  join public.companies co on co.id = c.managing_company_id
  where c.user_id = (select auth.uid())
$$;

revoke all on function public.leave_managing_company(), public.get_managing_company() from public, anon;
grant execute on function public.leave_managing_company(), public.get_managing_company()
  to authenticated, service_role;
