-- The profile form sends every field; a blank title clears it (omitting p_title keeps it).

create or replace function public.update_candidate_profile(
  p_user_id uuid,
  p_first_name text default null,
  p_last_name text default null,
  p_bio text default null,
  p_skills text[] default null,
  p_phone text default null,
  p_email text default null,
  p_alternate_phone text default null,
  p_gender text default null,
  p_work_authorization text default null,
  p_unit text default null,
  p_street text default null,
  p_city text default null,
  p_state text default null,
  p_zip_code text default null,
  p_country text default null,
  p_title text default null
)
returns setof public.candidates
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.assert_self_or_admin(p_user_id);
  perform private.ensure_candidate(p_user_id);
  return query
    update public.candidates c set
      first_name = coalesce(btrim(p_first_name), c.first_name),
      last_name = coalesce(btrim(p_last_name), c.last_name),
      title = case when p_title is null then c.title else nullif(btrim(p_title), '') end,
      bio = p_bio,
      skills = coalesce(array(select distinct on (lower(btrim(s))) btrim(s) from unnest(p_skills) as s
                              where btrim(s) <> ''), c.skills),
      phone = p_phone,
      email = coalesce(nullif(btrim(p_email), ''), c.email),
      alternate_phone = p_alternate_phone,
      gender = nullif(p_gender, ''),
      work_authorization = nullif(p_work_authorization, ''),
      unit = p_unit,
      street = p_street,
      city = p_city,
      state = p_state,
      zip_code = p_zip_code,
      country = p_country
    where c.user_id = p_user_id
    returning c.*;
end;
$$;
