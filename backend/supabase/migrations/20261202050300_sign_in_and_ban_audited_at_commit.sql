-- Sign-ins, sign-outs and deactivations of accounts without a company append to the platform's
-- audit chain, whose head row every such transaction locks until it ends. The auth service writes a
-- sign-in's audit row early in its transaction and then reads the account and its identities back,
-- so concurrent sign-ins across the whole platform queued behind one another for those round
-- trips. Like stage moves, these entries are now appended at commit, when nothing else remains.
drop trigger audit_auth_events on auth.audit_log_entries;
create constraint trigger audit_auth_events
  after insert on auth.audit_log_entries
  deferrable initially deferred
  for each row execute function private.audit_auth_event();

drop trigger audit_user_ban on auth.users;
create constraint trigger audit_user_ban
  after update of banned_until on auth.users
  deferrable initially deferred
  for each row execute function private.audit_user_ban();
