-- Each company gets a unique slug for its public careers page (/careers/{slug}). It is made from
-- the name once, when the company is created, and never changes afterwards, so shared links and
-- search engines' copies keep working after a rename.

create or replace function private.slugify(p_text text)
returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(coalesce(p_text, '')), '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''),
    'company')
$$;
revoke all on function private.slugify(text) from public, anon, authenticated;

-- The first free slug for a name: the name itself, then name-2, name-3, ... Two companies of the
-- same name created at once wait for each other on the name's advisory lock, so the second sees
-- the first one's slug.
create or replace function private.next_company_slug(p_name text)
returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  v_base text := private.slugify(p_name);
  v_slug text := v_base;
  v_n integer := 1;
begin
  perform pg_advisory_xact_lock(hashtext('company-slug:' || v_base));
  while exists (select 1 from public.companies c where c.slug = v_slug) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;
revoke all on function private.next_company_slug(text) from public, anon, authenticated;

alter table public.companies add column slug text;

do $$
declare
  r record;
begin
  for r in select c.id, c.name from public.companies c order by c.created_at, c.id loop
    update public.companies set slug = private.next_company_slug(r.name) where id = r.id;
  end loop;
end;
$$;

alter table public.companies
  alter column slug set not null,
  add constraint companies_slug_key unique (slug),
  add constraint companies_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

-- Whatever a client sends, the slug is generated on insert and kept on update.
create or replace function private.assign_company_slug()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.slug := old.slug;
  else
    new.slug := private.next_company_slug(new.name);
  end if;
  return new;
end;
$$;
revoke all on function private.assign_company_slug() from public, anon, authenticated;

create trigger companies_slug before insert or update of slug on public.companies
  for each row execute function private.assign_company_slug();
