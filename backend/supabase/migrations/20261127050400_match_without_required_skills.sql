-- A job that lists no required skills earns no required-skill points. With half of them it
-- outranked jobs the candidate partly matched on skills, though nothing showed it fits.
-- The six factors' points: required skills, preferred skills, experience, location, job type, salary.
create or replace function private.match_factors(j private.match_jobs, c private.match_candidates)
returns smallint[]
language sql stable parallel safe
set search_path = ''
as $$
  select array[
    case when cardinality(j.required_keys) = 0 then 0
         else round(40.0 * (select count(*) from unnest(j.required_keys) k where k = any (c.skill_keys))
                    / cardinality(j.required_keys)) end,
    case when cardinality(j.preferred_keys) = 0 then 5
         else round(10.0 * (select count(*) from unnest(j.preferred_keys) k where k = any (c.skill_keys))
                    / cardinality(j.preferred_keys)) end,
    case when j.level is null or c.level is null then 8
         else (array[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1] end,
    case when j.is_remote and c.work_arrangement <> 'onsite' then 15
         when c.work_arrangement = 'remote' then 0
         when cardinality(c.locations) = 0 or (cardinality(j.locations) = 0 and not j.is_remote) then 8
         when j.locations && c.locations then 15
         else 0 end,
    case when cardinality(c.job_types) = 0 then 10
         when j.job_type is null then 5
         when j.job_type = any (c.job_types) then 10
         else 0 end,
    case when c.minimum_salary is null then 10
         when j.salary_top is null then 5
         when j.salary_top >= c.minimum_salary then 10
         when j.salary_top >= c.minimum_salary * 0.9 then 5
         else 0 end
  ]::smallint[]
$$;

