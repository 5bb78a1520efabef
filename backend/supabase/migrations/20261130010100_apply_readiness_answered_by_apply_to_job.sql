-- The apply page learns what the profile still lacks from apply_to_job's answer, so the separate
-- read of the same readiness goes; its private half stays as apply_to_job's check.
drop function public.get_candidate_apply_readiness(uuid);
revoke all on function private.candidate_apply_readiness(uuid) from public, anon, authenticated;
