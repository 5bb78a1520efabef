-- A sign-in, a sign-out and a deactivation append their audit entries at commit, so a transaction of
-- the auth service does not hold its chain's head (the platform's, for accounts without a company)
-- while it does the rest of its work. `set constraints all immediate` stands in for the commit.
begin;
select plan(6);

create temp table ids as select
  tests.user_id('candidate@example.com') as candidate_user, tests.user_id('recruiter@example.com') as recruiter,
  (select seq from audit.chain_heads where chain = 'platform') as platform_seq;

create function pg_temp.entries(p_action text, p_target uuid) returns int language sql as $$
  select count(*)::int from audit.entries where action = p_action and target_id = p_target::text
$$;

insert into auth.audit_log_entries (id, payload, created_at)
select gen_random_uuid(), json_build_object('action', 'login', 'actor_id', candidate_user), now() from ids;
update auth.users set banned_until = now() + interval '100 years' where id = (select recruiter from ids);
select is(pg_temp.entries('auth.signed_in', candidate_user), 0, 'a sign-in has no entry before its commit') from ids;
select is(pg_temp.entries('user.deactivated', recruiter), 0, 'nor has a deactivation') from ids;
select is((select seq from audit.chain_heads where chain = 'platform'), (select platform_seq from ids),
  'and the platform chain''s head is untouched until then');

set constraints all immediate;
select is(pg_temp.entries('auth.signed_in', candidate_user), 1, 'at commit the sign-in is recorded') from ids;
select is((select chain from audit.entries where action = 'auth.signed_in' order by id desc limit 1), 'platform',
  'in the platform chain, for a candidate');
select is(pg_temp.entries('user.deactivated', recruiter), 1, 'and the deactivation is recorded') from ids;

select * from finish();
rollback;
