-- One list of industries (shared/src/format/choices.ts): the registration form used to store
-- lower-case values and Edit Profile capitalised ones. Every write now keeps the list's spelling,
-- and stored values move to it, so each screen shows the same label for the same industry.

create or replace function private.canonical_industry(p_industry text)
returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(
    (select i from unnest(array[
       'Technology', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Retail', 'Hospitality',
       'Transportation', 'Construction', 'Energy', 'Media', 'Telecommunications', 'Agriculture',
       'Government', 'Consulting', 'Non-profit', 'Other']) i
     where lower(i) = lower(btrim(p_industry))),
    p_industry)
$$;
revoke all on function private.canonical_industry(text) from public, anon, authenticated;

-- Definer: the trigger runs for every writer, and the helper is not granted to API roles.
create or replace function private.companies_canonical_industry()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.industry := private.canonical_industry(new.industry);
  return new;
end;
$$;

create trigger companies_canonical_industry before insert or update of industry on public.companies
  for each row execute function private.companies_canonical_industry();

update public.companies set industry = private.canonical_industry(industry)
where industry is distinct from private.canonical_industry(industry);
