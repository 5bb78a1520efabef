-- An application's stage changes only through move_applications (company staff, with its check
-- against concurrent moves) and withdraw_application (the candidate). Both run with definer rights,
-- so API callers need no UPDATE right of their own: without it a direct
-- `update applications set status = ...` can no longer skip the stale check. Nothing else of an
-- application was ever changeable through the API (private.guard_applications).
drop policy applications_update on public.applications;
revoke update on public.applications from anon, authenticated;
