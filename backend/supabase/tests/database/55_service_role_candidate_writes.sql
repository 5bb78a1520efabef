-- The server's own writes to candidates (edge functions, scheduled jobs) compute the normalized
-- contact columns like anyone else's.
begin;
select plan(1);

-- Refused, this statement would abort the file.
set local role service_role;
update public.candidates set email = ' Jordan.Lee@Example.COM ', phone = '(206) 555-0199'
where id = 'd0000000-0000-4000-8000-000000000001';
reset role;
select is((select email_normalized || ' ' || phone_e164 from public.candidates where id = 'd0000000-0000-4000-8000-000000000001'),
  'jordan.lee@example.com +12065550199', 'the service role edits a candidate record and its normalized e-mail and phone follow');

select * from finish();
rollback;
