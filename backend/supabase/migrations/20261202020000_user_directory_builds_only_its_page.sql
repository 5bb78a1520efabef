-- The admin users directory counts the accounts that match with no more than the account and its
-- profile, and builds the company and vendor of the twenty it shows only. Before, every matching
-- account was joined to its company and vendor (and planned with seven joins on each call) before
-- the count and the page were taken.
create index if not exists companies_name_search_idx on public.companies using gin (lower(name) extensions.gin_trgm_ops);

create or replace function public.admin_list_users(p_search text default null, p_role text default null,
                                                   p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_search text := nullif(lower(btrim(coalesce(p_search, ''))), '');
  v_pattern text;
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_ids uuid[];
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

  -- The accounts a search can match: by e-mail, by their company's name, by their vendor's name.
  -- A search that matches most accounts (more than 5,000 addresses) reads the directory in one
  -- pass instead.
  if v_search is not null
     and (select count(*) from (select 1 from public.profiles p where lower(p.email) like v_pattern limit 5001) e) <= 5000 then
    select coalesce(array_agg(x.id), '{}') into v_ids from (
      select p.id from public.profiles p where lower(p.email) like v_pattern
      union
      select cu.user_id from public.company_users cu join public.companies c on c.id = cu.company_id
      where lower(c.name) like v_pattern
      union
      select tvu.user_id from public.talent_vendor_users tvu join public.vendors v on v.id = tvu.vendor_id
      where lower(v.vendor_name) like v_pattern
      union
      select v.user_id from public.vendors v where lower(v.vendor_name) like v_pattern
    ) x;
  end if;

  -- An account has at most one company and one talent-vendor membership (both unique by user), so
  -- each is one value per account; its own vendor, when it has one, names it before the one it
  -- works for.
  with matching as (
    select u.id, u.created_at
    from auth.users u
    join public.profiles p on p.id = u.id
    where u.deleted_at is null
      and (v_ids is null or u.id = any (v_ids))
      and (p_role is null or p.role = p_role)
      and (v_search is null
        or lower(u.email) like v_pattern
        or exists (select 1 from public.company_users cu join public.companies c on c.id = cu.company_id
                   where cu.user_id = u.id and lower(c.name) like v_pattern)
        or lower(coalesce(
             (select v.vendor_name from public.vendors v where v.user_id = u.id order by v.created_at limit 1),
             (select v.vendor_name from public.talent_vendor_users tvu join public.vendors v on v.id = tvu.vendor_id
              where tvu.user_id = u.id),
             '')) like v_pattern)
  )
  select (select count(*) from matching),
    coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at desc, d.id)
      from (select m.id from matching m order by m.created_at desc, m.id limit v_size offset (v_page - 1) * v_size) pg
      cross join lateral (
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
        where u.id = pg.id
      ) d), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'page', v_page, 'pageSize', v_size, 'users', v_rows);
end;
$$;
-- Planned for each call's own values: a search of a few accounts looks each up by its key, one
-- that matches most of them reads the directory in one pass, and no search reads the accounts
-- it could not match.
alter function public.admin_list_users(text, text, integer, integer) set plan_cache_mode = force_custom_plan;
revoke all on function public.admin_list_users(text,text,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_users(text,text,integer,integer) to authenticated, service_role;
