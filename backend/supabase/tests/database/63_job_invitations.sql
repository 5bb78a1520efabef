-- The job's hiring team invites a candidate it may be shown as a suggestion; the invitation is kept
-- once and a candidate with an account finds it in the notification centre.
begin;
select plan(16);

select tests.create_matrix_actors();

select tests.create_user('invitee@example.com', '{"role": "candidate"}');
insert into public.candidates (id, user_id, first_name, last_name, email, skills, managing_company_id, is_managed_by_company)
values
  ('e6300000-0000-4000-8000-000000000001', null, 'Own', 'Invitee', 'own.invitee@example.com', array['React'],
   'c0000000-0000-4000-8000-000000000001', true),
  ('e6300000-0000-4000-8000-000000000002', null, 'Partner', 'Invitee', 'partner.invitee@example.com', array['React'],
   'c0000000-0000-4000-8000-000000000003', true),
  ('e6300000-0000-4000-8000-000000000004', null, 'Mailless', 'Invitee', null, array['React'],
   'c0000000-0000-4000-8000-000000000001', true);
-- the account's own candidate record, managed by Acme
update public.candidates set first_name = 'Account', last_name = 'Invitee', email = 'invitee@example.com',
  skills = array['React'], managing_company_id = 'c0000000-0000-4000-8000-000000000001', is_managed_by_company = true
where user_id = (select id from auth.users where email = 'invitee@example.com');

create function tests.invite(p_email text, p_candidate uuid, p_job uuid default 'f0000000-0000-4000-8000-000000000001')
returns text language sql as $$
  select tests.run_as(p_email, format('select public.invite_candidate_to_job(%L, %L)', p_job, p_candidate))
$$;

select is(tests.invite('recruiter@example.com', 'e6300000-0000-4000-8000-000000000001'), 'ok',
  'a recruiter of the job''s company invites its own candidate');
select is((select count(*)::int from public.job_invitations
           where job_id = 'f0000000-0000-4000-8000-000000000001' and candidate_id = 'e6300000-0000-4000-8000-000000000001'),
  1, 'the invitation is kept');
select is(tests.invite('owner@example.com', 'e6300000-0000-4000-8000-000000000001'),
  'This candidate was already invited to this job', 'a second invitation is refused');

select is(tests.invite('owner@example.com', 'e6300000-0000-4000-8000-000000000002'), 'Candidate not found',
  'a partner''s candidate cannot be invited while the partnership does not share candidates');
update public.company_relationships set can_share_candidates = true where id = 'c1000000-0000-4000-8000-000000000001';
select is(tests.invite('owner@example.com', 'e6300000-0000-4000-8000-000000000002'), 'ok',
  'and can once it shares them');

select is(tests.invite('globex.admin@example.com', 'e6300000-0000-4000-8000-000000000004'),
  'Only the hiring team of this job can invite candidates to it', 'another company''s admin may not invite to the job');
select is(tests.invite('vendor@example.com', 'e6300000-0000-4000-8000-000000000004'),
  'Only the hiring team of this job can invite candidates to it', 'nor may a vendor');
select is(tests.invite('partner.recruiter@example.com', 'e6300000-0000-4000-8000-000000000004'),
  'Only the hiring team of this job can invite candidates to it', 'nor a partner recruiter');
select is(tests.invite('admin@example.com', 'e6300000-0000-4000-8000-000000000004'),
  'Only the hiring team of this job can invite candidates to it', 'nor a platform administrator');
select is(tests.attempt(null, $$select public.invite_candidate_to_job('f0000000-0000-4000-8000-000000000001',
  'e6300000-0000-4000-8000-000000000004')$$), '42501', 'nor a visitor');
select is(tests.invite('owner@example.com', 'e6300000-0000-4000-8000-000000000004'),
  'This candidate has no e-mail address to invite', 'a candidate without an e-mail address cannot be invited');
select is(tests.invite('owner@example.com', 'e6300000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000004'),
  'Only an open job takes invitations', 'a draft job takes no invitations');

select is(tests.invite('owner@example.com', (select id from public.candidates where email = 'invitee@example.com')), 'ok',
  'a candidate with an account is invited');
select is((select count(*)::int from public.notifications n join auth.users u on u.id = n.user_id
           where u.email = 'invitee@example.com' and n.type = 'job_invitation'
             and n.link = '/jobs/f0000000-0000-4000-8000-000000000001'
             and n.message = 'Acme Corp invites you to apply for Senior Frontend Engineer.'),
  1, 'and finds it in the notification centre, linking to the job');
select is(tests.attempt('invitee@example.com', 'select * from public.job_invitations'), '1',
  'the invited person reads their invitation');
select is(tests.attempt('globex.admin@example.com',
  $$select * from public.job_invitations where job_id = 'f0000000-0000-4000-8000-000000000001'$$), '0',
  'another company reads none of the job''s invitations');

select * from finish();
rollback;
