-- Whether a company's registration form was ever submitted. Sign-up (and accepting a company
-- invitation with an existing account) creates a placeholder company; until its admin fills in
-- the registration it is 'registration incomplete': its dashboard asks for the registration and
-- the admins' approval list marks it.
alter table public.companies add column registered_at timestamptz;

-- Existing companies count as registered unless they still are a bare sign-up placeholder
-- (Technology, United States and nothing else filled in).
update public.companies set registered_at = created_at
where not (industry = 'Technology' and location = 'United States'
           and dba_name is null and description is null and website is null and company_size is null
           and tax_id is null and primary_contact_name is null and primary_contact_email is null
           and reg_street is null and reg_city is null and logo_url is null);

grant select (registered_at) on public.companies to authenticated;

-- A company registered through the API is registered when inserted; no API caller but a platform
-- admin changes the stamp afterwards (the registration function stamps it with the service role).
create or replace function private.stamp_company_registration()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() and not private.is_platform_admin() then
    if tg_op = 'INSERT' then
      new.registered_at := now();
    else
      new.registered_at := old.registered_at;
    end if;
  end if;
  return new;
end;
$$;

create trigger companies_stamp_registration before insert or update on public.companies
  for each row execute function private.stamp_company_registration();

revoke all on function private.stamp_company_registration() from public, anon;
