-- Invitation tokens and vendor codes are drawn by their owner: they work where pgcrypto's
-- gen_random_bytes is executable by no API role (an extension created under the default that
-- revokes EXECUTE from public), and callers still cannot draw tokens they are not granted.
begin;
select plan(8);

-- (the test setup grants every extension function to the API roles; this takes it back)
revoke execute on function extensions.gen_random_bytes(integer) from public, anon, authenticated, service_role;

select is(tests.attempt('owner@example.com', 'select extensions.gen_random_bytes(8)'), '42501',
  'a signed-in user cannot call gen_random_bytes itself here');

select is(tests.run_as('owner@example.com', $$insert into public.invitations (type, email, company_id, role, company_data)
  values ('company_invitation', 'token.hire@example.com', 'c0000000-0000-4000-8000-000000000001', 'recruiter',
          '{"isEmployeeInvitation": true, "role": "recruiter"}')$$),
  'ok', 'a company owner invites a recruiter');
select matches((select token from public.invitations where email = 'token.hire@example.com'), '^[A-Za-z0-9_-]{32}$',
  'the invitation carries a 32-character URL-safe token');

select is(tests.run_as('admin@example.com', $$insert into public.invitations (type, email, company_data)
  values ('admin_invitation', 'token.ops@example.com', '{"firstName": "Tess", "lastName": "Token"}')$$),
  'ok', 'a platform admin invites another admin');
select isnt((select token from public.invitations where email = 'token.ops@example.com'),
  (select token from public.invitations where email = 'token.hire@example.com'),
  'each invitation draws its own token');

select is(tests.run_as('owner@example.com', $$insert into public.vendors (vendor_name, company_id)
  values ('Token Staffing', 'c0000000-0000-4000-8000-000000000001')$$),
  'ok', 'a company owner registers a vendor');
select matches((select vendor_id from public.vendors where vendor_name = 'Token Staffing'), '^VENDOR-[0-9A-F]{8}$',
  'the vendor gets a generated vendor code');

select is(tests.attempt('anon', 'select private.random_token()'), '42501',
  'a visitor who is not signed in cannot draw a token');

select * from finish();
rollback;
