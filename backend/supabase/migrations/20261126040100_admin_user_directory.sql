-- The operator console's user directory: every account with its role, company or vendor, creation
-- and last sign-in times and whether it is deactivated, one page at a time. Sign-in data lives in
-- auth.users, which the API does not expose, so only platform administrators get it, here.

create or replace function public.admin_list_users(
  p_search text default null,
  p_role text default null,
  p_page integer default 1,
  p_page_size integer default 20
)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_search text := nullif(lower(btrim(coalesce(p_search, ''))), '');
  v_pattern text;
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_total bigint;
  v_rows jsonb;
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can list users' using errcode = '42501';
  end if;
  if p_role is not null and p_role not in ('admin', 'company', 'candidate') then
    raise exception 'Unknown role filter: %', p_role using errcode = '22023';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with directory as (
    select u.id, u.email, p.role, u.created_at, u.last_sign_in_at,
      coalesce(u.banned_until > now(), false) as deactivated,
      cu.role as staff_role, c.id as company_id, c.name as company_name,
      coalesce(v_own.vendor_name, v_staff.vendor_name) as vendor_name
    from auth.users u
    join public.profiles p on p.id = u.id
    left join public.company_users cu on cu.user_id = u.id
    left join public.companies c on c.id = cu.company_id
    left join public.talent_vendor_users tvu on tvu.user_id = u.id
    left join public.vendors v_staff on v_staff.id = tvu.vendor_id
    left join lateral (
      select v.vendor_name from public.vendors v where v.user_id = u.id order by v.created_at limit 1
    ) v_own on true
    where u.deleted_at is null
      and (p_role is null or p.role = p_role)
  ), matching as (
    select * from directory d
    where v_search is null
      or lower(d.email) like v_pattern
      or lower(coalesce(d.company_name, '')) like v_pattern
      or lower(coalesce(d.vendor_name, '')) like v_pattern
  )
  select (select count(*) from matching),
    coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at desc, m.id)
      from (select * from matching order by created_at desc, id
            limit v_size offset (v_page - 1) * v_size) m), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'page', v_page, 'pageSize', v_size, 'users', v_rows);
end;
$$;

revoke all on function public.admin_list_users(text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer) to authenticated;
