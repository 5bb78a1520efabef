-- Talent-vendor invitations: accepted only through accept_talent_vendor_invitation by the invited
-- address, once, before expiry; acceptance sets up the vendor with the invitee as its admin.
begin;
select plan(26);

insert into talent_vendors (company_id, first_name, last_name, email, invitation_token, invitation_expires_at)
values ('c0000000-0000-4000-8000-000000000001', 'Nina', 'Novak', 'Nina@NewVendor.example.com',
        'tv-invite-token-valid-0001', now() + interval '7 days'),
       ('c0000000-0000-4000-8000-000000000001', 'Otto', 'Old', 'otto@oldvendor.example.com',
        'tv-invite-token-expired-01', now() - interval '1 minute'),
       ('c0000000-0000-4000-8000-000000000001', 'Pia', 'Planner', 'candidate@example.com',
        'tv-invite-token-candidate', now() + interval '7 days'),
       ('c0000000-0000-4000-8000-000000000001', 'Sam', 'Staff', 'manager@example.com',
        'tv-invite-token-staffer-01', now() + interval '7 days');
select tests.create_user('nina@newvendor.example.com', '{"role": "talent_vendor"}');
select tests.create_user('otto@oldvendor.example.com', '{"role": "talent_vendor"}');

select is(tests.error_of('anon', $$select accept_talent_vendor_invitation('tv-invite-token-valid-0001', 'Novak Staffing', 'Nina', 'Novak')$$),
  'permission denied for function accept_talent_vendor_invitation', 'anon cannot accept vendor invitations');
select is(tests.attempt('anon', $$select invitation_token from talent_vendors$$), '42501',
  'anon cannot read invitation tokens');
select is(tests.attempt('candidate@example.com', $$select invitation_token from talent_vendors where invitation_token = 'tv-invite-token-valid-0001'$$), '0',
  'users outside the company cannot look invitations up by token');
select is(tests.error_of('nina@newvendor.example.com', $$select accept_talent_vendor_invitation('no-such-vendor-token-0001', 'Novak Staffing', 'Nina', 'Novak')$$),
  'Invitation not found or has expired', 'unknown tokens are rejected');
select is(tests.error_of('nina@newvendor.example.com', $$select accept_talent_vendor_invitation(null, 'Novak Staffing', 'Nina', 'Novak')$$),
  'Invitation not found or has expired', 'a missing token is rejected');
select is(tests.error_of('otto@oldvendor.example.com', $$select accept_talent_vendor_invitation('tv-invite-token-expired-01', 'Old Staffing', 'Otto', 'Old')$$),
  'This invitation has expired', 'an expired invitation is rejected');
select is(tests.error_of('otto@oldvendor.example.com', $$select accept_talent_vendor_invitation('tv-invite-token-valid-0001', 'Old Staffing', 'Otto', 'Old')$$),
  'This invitation was sent to a different email address', 'an invitation for another address is rejected');
select is(tests.error_of('nina@newvendor.example.com', $$select accept_talent_vendor_invitation('tv-invite-token-valid-0001', '   ', 'Nina', 'Novak')$$),
  'Vendor company name is required', 'the vendor company name is required');
select is(tests.error_of('manager@example.com', $$select accept_talent_vendor_invitation('tv-invite-token-staffer-01', 'Side Staffing', 'Sam', 'Staff')$$),
  'You already belong to a company', 'company staff cannot register a vendor');

-- The invitee registers their vendor.
select tests.authenticate_as('nina@newvendor.example.com');
select is((select accept_talent_vendor_invitation('tv-invite-token-valid-0001', ' Novak Staffing ', 'Nina', 'Novak') ->> 'company_id'),
  'c0000000-0000-4000-8000-000000000001', 'accepting names the inviting company');
select tests.as_owner();
select is((select vendor_name || '|' || company_id::text || '|' || primary_contact_email from vendors
           where user_id = tests.user_id('nina@newvendor.example.com')),
  'Novak Staffing|c0000000-0000-4000-8000-000000000001|nina@newvendor.example.com',
  'the vendor partners with the inviting company and is owned by the invitee');
select matches((select vendor_id from vendors where user_id = tests.user_id('nina@newvendor.example.com')),
  '^VENDOR-[A-Z0-9]{8}$', 'the vendor gets its vendor code');
select is((select tvu.role || '|' || tvu.first_name || '|' || tvu.last_name from talent_vendor_users tvu
           where tvu.user_id = tests.user_id('nina@newvendor.example.com')),
  'admin|Nina|Novak', 'the invitee becomes the vendor admin');
select is((select tv.status || '|' || (tv.vendor_id = v.id)::text from talent_vendors tv
           join vendors v on v.user_id = tests.user_id('nina@newvendor.example.com')
           where tv.invitation_token = 'tv-invite-token-valid-0001'),
  'registered|true', 'the invitation is registered and points at the vendor');
select is((select role from profiles where id = tests.user_id('nina@newvendor.example.com')), 'company',
  'the new vendor admin holds a business account');
select is((select count(*)::int from candidates where user_id = tests.user_id('nina@newvendor.example.com')), 0,
  'the provisional candidate record of a vendor sign-up is removed');
select is(tests.attempt('nina@newvendor.example.com', $$select id from talent_vendor_users where role = 'admin'$$), '1',
  'the vendor admin sees their own membership');
select is(tests.error_of('nina@newvendor.example.com', $$select accept_talent_vendor_invitation('tv-invite-token-valid-0001', 'Novak Staffing', 'Nina', 'Novak')$$),
  'This invitation has already been used', 'the link works once');

-- An existing candidate accepts by signing in and keeps their candidate record.
select tests.authenticate_as('candidate@example.com');
select isnt((select accept_talent_vendor_invitation('tv-invite-token-candidate', 'Jordan Talent', 'Pia', 'Planner') ->> 'vendor_id'),
  null, 'an existing account accepts an invitation to its address');
select tests.as_owner();
select is((select count(*)::int from candidates where user_id = tests.user_id('candidate@example.com')), 1,
  'an existing candidate keeps their candidate record');
select is(tests.error_of('candidate@example.com', $$select accept_talent_vendor_invitation('tv-invite-token-staffer-01', 'Another', 'Pia', 'Planner')$$),
  'This invitation was sent to a different email address', 'the address check comes before the membership check');
update talent_vendors set email = 'candidate@example.com' where invitation_token = 'tv-invite-token-staffer-01';
select is(tests.error_of('candidate@example.com', $$select accept_talent_vendor_invitation('tv-invite-token-staffer-01', 'Another', 'Pia', 'Planner')$$),
  'You already belong to a talent vendor', 'a vendor member cannot register a second vendor');

-- Registration creates the account and accepts for it with the service role, naming it.
insert into talent_vendors (company_id, first_name, last_name, email, invitation_token, invitation_expires_at)
values ('c0000000-0000-4000-8000-000000000001', 'Rita', 'Reg', 'rita@regvendor.example.com',
        'tv-invite-token-service-01', now() + interval '7 days');
select tests.create_user('rita@regvendor.example.com', '{"role": "talent_vendor"}');
select is(tests.error_of('otto@oldvendor.example.com', format($$select accept_talent_vendor_invitation('tv-invite-token-service-01', 'Reg Staffing', 'Rita', 'Reg', %L)$$,
    tests.user_id('rita@regvendor.example.com'))),
  'You can only accept an invitation for yourself', 'a signed-in user cannot accept for another account');
select is(tests.error_of('rita@regvendor.example.com', format($$select accept_talent_vendor_invitation('tv-invite-token-service-01', 'Reg Staffing', 'Rita', 'Reg', %L)$$,
    tests.user_id('rita@regvendor.example.com'))),
  'You can only accept an invitation for yourself', 'only the service role names the account');
select is((select coalesce(t.error_message, 'ok') from tests.try_with('{"role": "service_role"}',
    format($$select accept_talent_vendor_invitation('tv-invite-token-service-01', 'Reg Staffing', 'Rita', 'Reg', %L)$$,
      tests.user_id('otto@oldvendor.example.com'))) t),
  'This invitation was sent to a different email address', 'the service role cannot accept for an account at another address');
select set_config('tests.rita', tests.user_id('rita@regvendor.example.com')::text, true);
select tests.authenticate_with('{"role": "service_role"}');
select accept_talent_vendor_invitation('tv-invite-token-service-01', 'Reg Staffing', 'Rita', 'Reg',
  current_setting('tests.rita')::uuid);
reset role;
select tests.as_owner();
select is((select v.vendor_name || '|' || tvu.role || '|' || p.role from vendors v
           join talent_vendor_users tvu on tvu.vendor_id = v.id and tvu.user_id = v.user_id
           join profiles p on p.id = v.user_id
           where v.user_id = tests.user_id('rita@regvendor.example.com')),
  'Reg Staffing|admin|company', 'the service role sets up the vendor for the named account');

select * from finish();
rollback;
