-- A company's staff who may invite vendors can revoke a pending invitation; its link stops working
-- at once; no one else can revoke it, and a used invitation stays as it is.
begin;
select plan(10);

select tests.create_matrix_actors();

-- Tara's invitation from Acme (seed) is pending; give it a link as the invitation function does.
update public.talent_vendors
set invitation_token = 'revoke-test-token-0001', invitation_expires_at = now() + interval '7 days'
where id = 'b2000000-0000-4000-8000-000000000002';

select is(tests.error_of('globex.admin@example.com',
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')$$),
  'Invitation not found', 'another company''s admin cannot revoke it (and is not told it exists)');
select is(tests.error_of('vendor@example.com',
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')$$),
  'Invitation not found', 'nor can a vendor');
select is(tests.error_of('candidate@example.com',
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')$$),
  'Invitation not found', 'nor a candidate');
select is(tests.attempt(null,
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')$$),
  '42501', 'nor a signed-out caller');
select is((select status || ' ' || invitation_token from public.talent_vendors
           where id = 'b2000000-0000-4000-8000-000000000002'),
  'invited revoke-test-token-0001', 'refused attempts change nothing');

select tests.authenticate_as('recruiter@example.com');
select is((public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')).status,
  'revoked', 'a recruiter of the inviting company may revoke it, as they may invite');
select tests.as_owner();
select is((select status || ' ' || coalesce(invitation_token, 'no link') from public.talent_vendors
           where id = 'b2000000-0000-4000-8000-000000000002'),
  'revoked no link', 'the invitation is marked revoked and its link is gone');

-- The revoked link finds nothing when the invitee tries it.
select tests.create_user('tara@talentbridge.example.com');
select is(tests.error_of('tara@talentbridge.example.com',
  $$select public.accept_talent_vendor_invitation('revoke-test-token-0001', 'Tara Talent Ltd', 'Tara', 'Talent')$$),
  'Invitation not found or has expired', 'the invitee can no longer accept it');

select is(tests.error_of('owner@example.com',
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000002')$$),
  'Only a pending invitation can be revoked', 'a revoked invitation cannot be revoked again');
select is(tests.error_of('owner@example.com',
  $$select public.revoke_talent_vendor_invitation('b2000000-0000-4000-8000-000000000001')$$),
  'Only a pending invitation can be revoked', 'nor can one a vendor already accepted');

select * from finish();
rollback;
