-- Whom each application is credited to under the ownership rule, for the company's staff who work
-- it: the vendor it is credited to and the vendor's recruiter who made the submission that began the
-- ownership (or this submission, before ownership existed), else 'Direct' or 'Company-managed'.
-- Read from what the ownership migration keeps (applications.credited_vendor_id and
-- candidate_ownerships); nobody else reads it, the challenging vendor never learns the owner.
create or replace function public.get_application_credits(p_application_ids uuid[])
returns table (application_id uuid, kind text, credited_to text, since timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Please sign in' using errcode = '42501';
  end if;
  if p_application_ids is null or cardinality(p_application_ids) not between 1 and 100 then
    raise exception 'Ask for 1 to 100 applications' using errcode = '22023';
  end if;
  return query
    select a.id,
           case when a.credited_vendor_id is not null then 'vendor'
                when a.source = 'company' then 'company'
                when a.source = 'candidate' then 'direct'
                else 'none' end,
           case when a.credited_vendor_id is not null then v.vendor_name || coalesce(' · ' || r.name, '')
                when a.source = 'company' then 'Company-managed'
                when a.source = 'candidate' then 'Direct'
                else 'Not credited (the vendor was removed)' end,
           o.starts_at
    from public.applications a
    left join public.vendors v on v.id = a.credited_vendor_id
    left join lateral (
      select ow.application_id, ow.starts_at from public.candidate_ownerships ow
      where ow.company_id = a.company_id and ow.person_id = a.person_id and ow.vendor_id = a.credited_vendor_id
        and ow.starts_at <= a.applied_at
      order by ow.starts_at desc
      limit 1) o on a.credited_vendor_id is not null
    left join lateral (
      select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '') as name
      from public.applications oa
      join public.talent_vendor_users tvu on tvu.user_id = oa.applied_by_user_id and tvu.vendor_id = a.credited_vendor_id
      where oa.id = coalesce(o.application_id,
                             case when a.applied_by_vendor_id = a.credited_vendor_id then a.id end)) r on true
    where a.id = any (p_application_ids)
      and (private.is_platform_admin() or private.is_team_application(a.id))
    order by array_position(p_application_ids, a.id);
end;
$$;
revoke all on function public.get_application_credits(uuid[]) from public, anon;
grant execute on function public.get_application_credits(uuid[]) to authenticated;
