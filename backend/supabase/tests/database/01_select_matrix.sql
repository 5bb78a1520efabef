-- Row visibility for every table and every actor of the permission matrix (docs/permissions.md).
-- Each cell compares the rows an actor can read with the rows the seed gives them a right to:
-- counts above zero are the allowed cases, zero counts and 42501 the denied ones.
begin;
select plan(216);
select tests.create_matrix_actors();

create temp table actors (position int, email text, label text);
insert into actors values
  (1, 'anon', 'anon'),
  (2, 'candidate@example.com', 'candidate'),
  (3, 'owner@example.com', 'company_admin'),
  (4, 'subadmin@example.com', 'subscription_admin'),
  (5, 'manager@example.com', 'manager'),
  (6, 'recruiter@example.com', 'recruiter'),
  (7, 'partner.recruiter@example.com', 'partner_recruiter'),
  (8, 'pending.owner@example.com', 'staff of another company'),
  (9, 'globex.admin@example.com', 'partner company'),
  (10, 'vendor@example.com', 'vendor admin'),
  (11, 'vendor.recruiter@example.com', 'vendor recruiter'),
  (12, 'admin@example.com', 'platform admin');

-- Expected visible rows, in the actor order above ('42501' = no access at all).
create temp table expected (tbl text, cells text[]);
insert into expected values
  ('profiles',                '{42501,1,1,1,1,1,1,1,1,1,1,11}'),
  ('companies',               '{42501,2,2,2,2,2,1,1,2,1,1,3}'),
  ('company_users',           '{42501,0,5,5,5,5,5,1,1,0,0,7}'),
  ('company_subscriptions',   '{42501,0,1,1,1,1,1,1,1,0,0,3}'),
  ('company_relationships',   '{42501,0,1,1,1,1,1,0,1,0,0,1}'),
  ('vendors',                 '{42501,0,1,1,1,1,1,0,0,1,1,1}'),
  ('talent_vendors',          '{42501,0,2,2,2,2,2,0,0,1,0,2}'),
  ('talent_vendor_users',     '{42501,0,2,2,2,2,2,0,0,2,2,2}'),
  ('candidates',              '{42501,1,5,5,5,5,1,0,0,1,1,5}'),
  ('candidate_assignments',   '{42501,0,2,2,2,2,1,0,0,0,0,2}'),
  ('jobs',                    '{42501,5,7,7,6,3,2,0,6,1,1,7}'),
  ('job_questions',           '{42501,5,5,5,5,2,1,0,5,2,2,5}'),
  ('job_assignments',         '{42501,0,4,4,3,1,2,0,0,0,0,4}'),
  ('vendor_job_assignments',  '{42501,0,1,1,1,1,0,0,0,1,1,1}'),
  ('applications',            '{42501,2,5,5,5,3,0,0,0,0,0,5}'),
  ('job_application_answers', '{42501,4,5,5,5,3,0,0,0,0,0,5}'),
  ('invitations',             '{42501,0,6,6,6,1,0,0,0,0,0,9}'),
  ('notifications',           '{42501,1,0,0,0,0,0,0,0,0,0,1}');

-- Rows only: companies and vendors have private column groups (see 19_private_columns.sql).
select is(
  tests.attempt(a.email, format('select %s from public.%I',
    case when e.tbl in ('companies', 'vendors') then 'id' else '*' end, e.tbl)),
  e.cells[a.position],
  format('%s: %s reads %s', e.tbl, a.label, e.cells[a.position])
)
from expected e cross join actors a
order by e.tbl, a.position;

select * from finish();
rollback;
