-- Every audited change appends to its audit chain at commit, as stage moves, sign-ins and
-- deactivations already do. Appending locks the chain's head row until the transaction ends; an
-- entry written in the middle of a change held the head of the company's chain (or the platform's,
-- for candidates and administrators) for the rest of that transaction, so a company's team, or all
-- candidates editing their profiles, queued behind one another. Now the head is held only while
-- the transaction commits. A transaction's entries keep their order; only their time is the commit's.

drop trigger audit_candidate_edit on public.candidates;
create constraint trigger audit_candidate_edit
  after update on public.candidates
  deferrable initially deferred
  for each row
  execute function private.audit_candidate_edit();

drop trigger audit_company_approval on public.companies;
create constraint trigger audit_company_approval
  after update of is_approved on public.companies
  deferrable initially deferred
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.audit_company_approval();

drop trigger audit_partnership on public.company_relationships;
create constraint trigger audit_partnership
  after insert or update or delete on public.company_relationships
  deferrable initially deferred
  for each row
  execute function private.audit_partnership();

drop trigger audit_subscription on public.company_subscriptions;
create constraint trigger audit_subscription
  after insert or update on public.company_subscriptions
  deferrable initially deferred
  for each row
  execute function private.audit_subscription();

drop trigger audit_company_users on public.company_users;
create constraint trigger audit_company_users
  after insert or delete or update of role on public.company_users
  deferrable initially deferred
  for each row
  execute function private.audit_company_user();

drop trigger audit_interviews on public.interviews;
create constraint trigger audit_interviews
  after insert or update on public.interviews
  deferrable initially deferred
  for each row
  execute function private.audit_interview();

drop trigger audit_admin_invitation on public.invitations;
create constraint trigger audit_admin_invitation
  after insert on public.invitations
  deferrable initially deferred
  for each row when (new.type = 'admin_invitation')
  execute function private.audit_admin_invitation();

drop trigger audit_notes on public.notes;
create constraint trigger audit_notes
  after insert or delete on public.notes
  deferrable initially deferred
  for each row
  execute function private.audit_note();

drop trigger audit_profile_role on public.profiles;
create constraint trigger audit_profile_role
  after update of role on public.profiles
  deferrable initially deferred
  for each row when (old.role is distinct from new.role)
  execute function private.audit_profile_role();

drop trigger audit_scorecards on public.scorecards;
create constraint trigger audit_scorecards
  after insert or update on public.scorecards
  deferrable initially deferred
  for each row
  execute function private.audit_scorecard();
