-- A company created at sign-up is 'registration incomplete' until its registration is submitted;
-- only the registration path (service role), an API insert or a platform admin sets the stamp.
begin;
select plan(8);

select ok((select bool_and(registered_at is not null) from companies
           where id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002')),
          'the demo companies are registered');

select tests.create_user('fresh.founder@example.com', '{"role": "company"}');
select is((select registered_at from companies where user_id = tests.user_id('fresh.founder@example.com')), null,
          'the company created at sign-up is not registered yet');
select tests.create_user('hello@initech.example.com', '{"role": "company", "invitation": "seed-pending-company-invitation"}');
select is((select registered_at from companies where user_id = tests.user_id('hello@initech.example.com')), null,
          'an invited company that only signed up is not registered yet either');

select tests.authenticate_as('fresh.founder@example.com');
select is((select count(*)::int from companies where user_id = auth.uid() and registered_at is null), 1,
          'the founder reads that the registration is incomplete');
select tests.as_owner();

select is(tests.attempt('fresh.founder@example.com',
  $$update companies set registered_at = now(), description = 'Filled in' where user_id = auth.uid()$$), '1',
  'the founder may still edit their company');
select tests.authenticate_as('fresh.founder@example.com');
update companies set registered_at = now() where user_id = auth.uid();
select tests.as_owner();
select is((select registered_at from companies where user_id = tests.user_id('fresh.founder@example.com')), null,
          'a company account cannot mark its own registration complete through the API');

select tests.authenticate_as('admin@example.com');
update companies set registered_at = '2026-01-02T00:00:00Z' where user_id = tests.user_id('fresh.founder@example.com');
select tests.as_owner();
select is((select registered_at from companies where user_id = tests.user_id('fresh.founder@example.com')),
          '2026-01-02T00:00:00Z'::timestamptz, 'a platform admin can set the registration stamp');

select tests.authenticate_as('owner@example.com');
select ok((select registered_at is not null from companies where id = 'c0000000-0000-4000-8000-000000000001'),
          'staff read their company''s registration stamp');
select tests.as_owner();

select * from finish();
rollback;
