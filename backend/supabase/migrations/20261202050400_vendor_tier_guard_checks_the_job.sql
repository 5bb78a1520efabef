-- The guard on a vendor's release tier asks whether the caller's staff role sees this one job
-- instead of listing every job it sees (about 2,000 for a large company, on every tier change).
create or replace function private.guard_vendor_tier()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif (new.tier is distinct from old.tier or new.created_at is distinct from old.created_at)
        and not private.staff_sees_job(new.job_id) then
    raise exception 'Only the company can change a vendor''s release tier' using errcode = '42501';
  elsif new.created_at is distinct from old.created_at then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$function$;
revoke all on function private.guard_vendor_tier() from public, anon, authenticated, service_role;
