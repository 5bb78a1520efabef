-- One person across records. Direct applicants, company-managed candidates and every vendor's
-- candidates stay separate rows (each party keeps its own notes and details), but rows that share a
-- normalized e-mail, or failing that an E.164 phone or a LinkedIn profile, carry the same
-- person_id. Applications copy their candidate's person_id so the database can keep one active
-- application per person per job whatever the source.

create or replace function private.normalize_email(p_email text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(lower(btrim(p_email)), '')
$$;

-- E.164: '+' and 8 to 15 digits. '00' starts an international number; ten digits, or eleven
-- starting with 1, are North American (the platform's home market). Anything else cannot be
-- compared safely and gives null.
create or replace function private.normalize_phone(p_phone text)
returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
begin
  if btrim(coalesce(p_phone, '')) like '+%' then
    null;
  elsif v_digits like '00%' then
    v_digits := substr(v_digits, 3);
  elsif length(v_digits) = 10 then
    v_digits := '1' || v_digits;
  elsif not (length(v_digits) = 11 and v_digits like '1%') then
    return null;
  end if;
  if length(v_digits) between 8 and 15 then
    return '+' || v_digits;
  end if;
  return null;
end;
$$;

-- A LinkedIn profile as 'linkedin.com/in/<handle>', whatever scheme, country sub-domain, trailing
-- slash or query string it was given with.
create or replace function private.normalize_linkedin(p_url text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select 'linkedin.com/in/' || m[1]
  from regexp_match(lower(btrim(p_url)), '^(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/in/([^/?#[:space:]]+)') m
$$;

-- Writers of candidate rows compute the generated columns below with their own rights.
revoke all on function private.normalize_email(text) from public, anon;
revoke all on function private.normalize_phone(text) from public, anon;
revoke all on function private.normalize_linkedin(text) from public, anon;
grant execute on function private.normalize_email(text) to authenticated;
grant execute on function private.normalize_phone(text) to authenticated;
grant execute on function private.normalize_linkedin(text) to authenticated;

alter table public.candidates
  add column email_normalized text generated always as (private.normalize_email(email)) stored,
  add column phone_e164 text generated always as (private.normalize_phone(phone)) stored,
  add column linkedin_normalized text generated always as (private.normalize_linkedin(linkedin_url)) stored,
  -- Bulk loads that bypass triggers still get a person of their own.
  add column person_id uuid not null default gen_random_uuid();

create index candidates_email_normalized_idx on public.candidates (email_normalized, created_at)
  where email_normalized is not null;
create index candidates_phone_e164_idx on public.candidates (phone_e164, created_at) where phone_e164 is not null;
create index candidates_linkedin_normalized_idx on public.candidates (linkedin_normalized, created_at)
  where linkedin_normalized is not null;
create index candidates_person_id_idx on public.candidates (person_id);

-- The person of the earliest record sharing the e-mail, else the phone, else the LinkedIn profile.
create or replace function private.matching_person(p_id uuid, p_email text, p_phone text, p_linkedin text)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select c.person_id from public.candidates c
     where c.email_normalized = p_email and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.phone_e164 = p_phone and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.linkedin_normalized = p_linkedin and c.id <> p_id order by c.created_at, c.id limit 1))
$$;
revoke all on function private.matching_person(uuid, text, text, text) from public, anon, authenticated;

-- New records join the person they match. A record without an account follows later changes of
-- its e-mail, phone or LinkedIn; an account holder's person stays what their sign-up e-mail made
-- it, so editing a profile never joins someone else's records.
create or replace function private.set_candidate_person()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  elsif new.user_id is null
     and (private.normalize_email(new.email) is distinct from old.email_normalized
          or private.normalize_phone(new.phone) is distinct from old.phone_e164
          or private.normalize_linkedin(new.linkedin_url) is distinct from old.linkedin_normalized) then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  else
    new.person_id := old.person_id;
  end if;
  return new;
end;
$$;

create trigger candidates_person before insert or update on public.candidates
  for each row execute function private.set_candidate_person();

-- Existing records: each joins the earliest record it matches, in creation order.
do $$
declare
  r record;
begin
  for r in select c.id, c.email_normalized, c.phone_e164, c.linkedin_normalized
           from public.candidates c order by c.created_at, c.id loop
    update public.candidates c set person_id = coalesce(
      (select p.person_id from public.candidates p
       where p.email_normalized = r.email_normalized and (p.created_at, p.id) < (c.created_at, c.id)
       order by p.created_at, p.id limit 1),
      (select p.person_id from public.candidates p
       where p.phone_e164 = r.phone_e164 and (p.created_at, p.id) < (c.created_at, c.id)
       order by p.created_at, p.id limit 1),
      (select p.person_id from public.candidates p
       where p.linkedin_normalized = r.linkedin_normalized and (p.created_at, p.id) < (c.created_at, c.id)
       order by p.created_at, p.id limit 1),
      c.id)
    where c.id = r.id
      and (r.email_normalized is not null or r.phone_e164 is not null or r.linkedin_normalized is not null);
  end loop;
  update public.candidates set person_id = id
  where email_normalized is null and phone_e164 is null and linkedin_normalized is null;
end;
$$;

-- Applications carry their candidate's person; it follows the candidate record.
alter table public.applications add column person_id uuid;
update public.applications a set person_id = c.person_id from public.candidates c where c.id = a.candidate_id;

create or replace function private.set_application_person()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Definer rights: a vendor or candidate may not read every record of the person.
  select c.person_id into new.person_id from public.candidates c where c.id = new.candidate_id;
  return new;
end;
$$;

create trigger applications_set_person
  before insert or update of candidate_id, person_id on public.applications
  for each row execute function private.set_application_person();

create or replace function private.move_candidate_applications()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.applications set person_id = new.person_id where candidate_id = new.id;
  return null;
end;
$$;

-- Not "update of person_id": the before trigger, not the statement, changes it.
create trigger candidates_move_applications
  after update on public.candidates
  for each row when (old.person_id is distinct from new.person_id)
  execute function private.move_candidate_applications();

create index applications_person_job_idx on public.applications (person_id, job_id);

-- The audit trail names the fields someone edited, not the ones the database derives from them.
create or replace function private.audit_candidate_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fields text[];
  v_actor uuid := audit.current_actor();
begin
  select array_agg(n.key order by n.key) into v_fields
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('updated_at', 'created_at', 'search_text', 'email_normalized', 'phone_e164',
                      'linkedin_normalized', 'person_id');
  if v_fields is null then
    return null;
  end if;
  perform audit.append('candidate.updated', 'candidate', new.id::text, private.audit_user_company(v_actor),
    jsonb_build_object('fields', v_fields), v_actor);
  return null;
end;
$$;
