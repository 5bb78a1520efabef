-- An interview's time zone is one of the time zone database's names, read from a table of them
-- instead of the catalog view: the same names pass and fail as with the view, a name the table
-- lacks is still found in the view, and callers can neither read the table nor call the check.
begin;
select plan(11);

select tests.create_matrix_actors();

select set_eq('select name from private.time_zone_names', 'select name from pg_catalog.pg_timezone_names',
  'the table holds exactly the time zone database''s names');
select ok(private.is_time_zone_name('America/Los_Angeles'), 'a zone name passes');
select ok(private.is_time_zone_name('EST'), 'a short name that is a zone of its own passes');
select ok(not private.is_time_zone_name('PST'), 'an abbreviation that names no zone does not pass');
select ok(not private.is_time_zone_name('Mars/Olympus'), 'an unknown name does not pass');
select ok(not private.is_time_zone_name(null), 'no name does not pass');

delete from private.time_zone_names where name = 'Europe/Berlin';
select ok(private.is_time_zone_name('Europe/Berlin'), 'a zone the table lacks is still found in the time zone database');

select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  '2030-07-01 15:00', 'Europe/Berlin', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  'ok', 'the owner schedules an interview in a zone the table lacks');
select is(tests.error_of('owner@example.com', format($$select public.schedule_interview('f4000000-0000-4000-8000-000000000001',
  '2030-07-01 15:00', 'PST', 30, array['%s'::uuid], 'Office', null)$$, tests.user_id('owner@example.com'))),
  'Choose a valid time zone', 'an abbreviation is refused as a time zone');

select is(tests.attempt('owner@example.com', 'select count(*) from private.time_zone_names'), '42501',
  'a signed-in user cannot read the list of names');
select is(tests.attempt('owner@example.com', $$select private.is_time_zone_name('UTC')$$), '42501',
  'a signed-in user cannot call the check');

select * from finish();
rollback;
