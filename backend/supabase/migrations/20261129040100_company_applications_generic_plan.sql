-- The Applications list keeps one generic plan for its page. Planned for each call's values, the
-- page query (three tables under their select policies) cost 1.5 to 2 ms to plan against about
-- 0.5 ms to run; the generic plan reads the company's index in order and stops after the page for
-- any company, so nothing is lost by not knowing the company when planning.
alter function public.list_company_applications(uuid, integer, integer) set plan_cache_mode = force_generic_plan;
