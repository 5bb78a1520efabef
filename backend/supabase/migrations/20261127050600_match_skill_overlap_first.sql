-- Most jobs share no skill with a given candidate: the overlap operator answers that at once, so
-- the skill counts (a subquery each) run only for the pairs that share one. Same scores.

create or replace view private.match_view as
select j.job_id, c.candidate_id,
  j.required_keys || j.preferred_keys as job_keys, c.skill_keys, c.managing_company_id, c.created_by_vendor_id,
  f.factors,
  (f.factors[1] + f.factors[2] + f.factors[3] + f.factors[4] + f.factors[5] + f.factors[6])::smallint as score
from private.match_jobs j
cross join private.match_candidates c
cross join lateral (select
      array[
      case when cardinality(j.required_keys) = 0 then 0
           when not (j.required_keys && c.skill_keys) then 0
           else round(40.0 * (select count(*) from unnest(j.required_keys) k where k = any (c.skill_keys))
                      / cardinality(j.required_keys)) end,
      case when cardinality(j.preferred_keys) = 0 then 5
           when not (j.preferred_keys && c.skill_keys) then 0
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
      ]::smallint[] as factors) f;
