-- Every write of an application takes rows its company's other applications share: the company's
-- application count, its daily report rows, its duration counts. An insert reached them in one
-- order (count, then report rows) and a delete in another (the report rows through the facts'
-- cascade, then the count), so an apply and a delete at one company could deadlock. Now each
-- insert, delete and move of an application first locks its company's count row, before any
-- shared row, so they queue there and meet the other rows in one order. Inserts and deletes already
-- waited for each other at that row until commit, so nothing runs less in parallel than before.
-- Stage moves do not take it: they never write the count, and moves of one company's applications
-- keep running side by side.
create or replace function private.lock_company_applications(p_company_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  -- Locks the row even when it exists and is left unchanged; the first application creates it.
  insert into private.company_application_counts as c (company_id, applications)
  values (p_company_id, 0)
  on conflict (company_id) do update set applications = c.applications where false;
end;
$function$;
revoke all on function private.lock_company_applications(uuid) from public, anon, authenticated, service_role;

-- Named to run after the company is set from the job and before any trigger that writes shared rows.
create or replace function private.application_locks_company()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_op = 'DELETE' then
    if old.company_id is not null then
      perform private.lock_company_applications(old.company_id);
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.company_id is distinct from new.company_id and old.company_id is not null then
    -- A move between companies locks both, the lesser id first.
    perform private.lock_company_applications(c)
    from unnest(array[old.company_id, new.company_id]) c where c is not null order by c;
    return new;
  end if;
  if new.company_id is not null then
    perform private.lock_company_applications(new.company_id);
  end if;
  return new;
end;
$function$;
revoke all on function private.application_locks_company() from public, anon, authenticated, service_role;

create trigger applications_shared_rows_lock
  before insert or delete or update of job_id, company_id on public.applications
  for each row execute function private.application_locks_company();
