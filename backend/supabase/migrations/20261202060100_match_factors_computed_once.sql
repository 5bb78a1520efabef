-- The match score added the six factors as f.factors[1] + ... + f.factors[6]; the planner pulled
-- the factors' subquery up into the view and wrote the whole array out again for each of the six
-- terms, so every pair's factors were computed six times over (seen in the plan: twelve subplans
-- counting skills per pair). The factors are now computed once per pair; the scores are the same.
create or replace view private.match_view as
 select j.job_id,
    c.candidate_id,
    j.required_keys || j.preferred_keys as job_keys,
    c.skill_keys,
    c.managing_company_id,
    c.created_by_vendor_id,
    f.factors,
    f.factors[1] + f.factors[2] + f.factors[3] + f.factors[4] + f.factors[5] + f.factors[6] as score
   from private.match_jobs j
     cross join private.match_candidates c
     cross join lateral ( select array[
                case
                    when cardinality(j.required_keys) = 0 then 0::numeric
                    when not j.required_keys && c.skill_keys then 0::numeric
                    else round(40.0 * (( select count(*) as count
                       from unnest(j.required_keys) k(k)
                      where k.k = any (c.skill_keys)))::numeric / cardinality(j.required_keys)::numeric)
                end::smallint,
                case
                    when cardinality(j.preferred_keys) = 0 then 5::numeric
                    when not j.preferred_keys && c.skill_keys then 0::numeric
                    else round(10.0 * (( select count(*) as count
                       from unnest(j.preferred_keys) k(k)
                      where k.k = any (c.skill_keys)))::numeric / cardinality(j.preferred_keys)::numeric)
                end::smallint,
                case
                    when j.level is null or c.level is null then 8
                    else (array[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1]
                end::smallint,
                case
                    when j.is_remote and c.work_arrangement <> 'onsite'::text then 15
                    when c.work_arrangement = 'remote'::text then 0
                    when cardinality(c.locations) = 0 or cardinality(j.locations) = 0 and not j.is_remote then 8
                    when j.locations && c.locations then 15
                    else 0
                end::smallint,
                case
                    when cardinality(c.job_types) = 0 then 10
                    when j.job_type is null then 5
                    when j.job_type = any (c.job_types) then 10
                    else 0
                end::smallint,
                case
                    when c.minimum_salary is null then 10
                    when j.salary_top is null then 5
                    when j.salary_top >= c.minimum_salary then 10
                    when j.salary_top::numeric >= (c.minimum_salary::numeric * 0.9) then 5
                    else 0
                end::smallint] as factors
             -- kept a subquery of its own (offset 0), so each factor is computed once per pair:
             -- pulled up, every f.factors[i] of the score repeated the whole array
             offset 0) f;
revoke all on private.match_view from public, anon, authenticated, service_role;
