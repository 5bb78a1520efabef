-- The demo data promised by the design contract: accounts, companies and content for every screen.
begin;
select plan(19);

select is((select count(*)::int from auth.users where email in (
  'admin@example.com', 'owner@example.com', 'manager@example.com', 'recruiter@example.com', 'partner.recruiter@example.com',
  'pending.owner@example.com', 'candidate@example.com', 'vendor@example.com', 'vendor.recruiter@example.com')
  and email_confirmed_at is not null), 9, 'all nine demo accounts exist and are confirmed');
select is((select count(*)::int from auth.users
  where email like '%@example.com' and encrypted_password = extensions.crypt('DemoPass123', encrypted_password)), 9,
  'every demo account signs in with DemoPass123');
select is((select count(*)::int from auth.identities i join auth.users u on u.id = i.user_id
  where u.email like '%@example.com' and i.provider = 'email' and i.provider_id = u.id::text), 9,
  'every demo account has an e-mail identity');
select is((select role from profiles where email = 'admin@example.com'), 'admin', 'admin@example.com is a platform admin');

select results_eq($$select u.email::text, cu.role from company_users cu join auth.users u on u.id = cu.user_id
                    where cu.company_id = 'c0000000-0000-4000-8000-000000000001' order by u.email$$,
  $$values ('manager@example.com'::text, 'manager'::text), ('owner@example.com', 'company_admin'),
           ('partner.recruiter@example.com', 'partner_recruiter'), ('recruiter@example.com', 'recruiter')$$,
  'Acme Corp staff have the documented roles');
select is((select m.email from company_users r join company_users m on m.user_id = r.manager_id
           where r.user_id = 'a0000000-0000-4000-8000-000000000004'), 'manager@example.com', 'the recruiter reports to the manager');
select is((select c.name || '|' || c.is_approved || '|' || s.tier from companies c join company_subscriptions s on s.company_id = c.id
           where c.id = 'c0000000-0000-4000-8000-000000000001'), 'Acme Corp|true|pro', 'Acme Corp is approved with tier pro');
select ok((select primary_contact_email is not null and secondary_contact_name is not null and reg_street is not null
                  and op_street is not null and tax_id is not null
           from companies where id = 'c0000000-0000-4000-8000-000000000001'), 'Acme Corp has contacts, addresses and tax data');
select is((select c.name || '|' || c.is_approved || '|' || cu.role from companies c join company_users cu on cu.company_id = c.id
           where cu.user_id = 'a0000000-0000-4000-8000-000000000006'), 'Pending Co|false|company_admin', 'Pending Co awaits approval');

-- The candidate profile counts all 15 completion items.
select is((select (first_name <> '')::int + (last_name <> '')::int + (email <> '')::int + (phone <> '')::int
                + (title <> '')::int + (bio <> '')::int + (cardinality(skills) > 0)::int + (gender <> '')::int
                + (work_authorization <> '')::int + (street <> '')::int + (city <> '')::int + (state <> '')::int
                + (zip_code <> '')::int + (country <> '')::int + (resume_url <> '')::int
           from candidates where user_id = 'a0000000-0000-4000-8000-000000000007'), 15, 'the demo candidate profile is complete');

select ok((select count(*) >= 3 from jobs where company_id = 'c0000000-0000-4000-8000-000000000001' and status = 'published'),
  'Acme has several published jobs');
select ok(exists (select 1 from jobs where company_id = 'c0000000-0000-4000-8000-000000000001' and status = 'draft')
          and exists (select 1 from jobs where company_id = 'c0000000-0000-4000-8000-000000000001' and status = 'closed'),
  'Acme has a draft and a closed job');
select ok((select count(distinct job_id) >= 2 from job_questions q join jobs j on j.id = q.job_id
           where j.company_id = 'c0000000-0000-4000-8000-000000000001'), 'Acme jobs have questions');
select ok((select count(*) >= 3 from applications a join job_application_answers ans on ans.application_id = a.id),
  'applications come with answers');
select ok((select count(*) >= 3 from candidates where managing_company_id = 'c0000000-0000-4000-8000-000000000001' and is_managed_by_company),
  'Acme manages candidates');
select is((select v.vendor_name || '|' || c.name || '|' || u.email from vendors v join companies c on c.id = v.company_id
           join auth.users u on u.id = v.user_id where v.id = 'b0000000-0000-4000-8000-000000000001'),
  'Staffing Partners|Acme Corp|vendor@example.com', 'Staffing Partners is Acme''s vendor, administered by vendor@example.com');
select is((select u.email::text || '|' || tvu.role from talent_vendor_users tvu join auth.users u on u.id = tvu.user_id
           where tvu.role = 'recruiter'), 'vendor.recruiter@example.com|recruiter', 'the vendor has its recruiter');
select is((select count(*)::int from vendor_job_assignments where vendor_id = 'b0000000-0000-4000-8000-000000000001'), 1,
  'one Acme job is assigned to the vendor');
select ok(exists (select 1 from notifications where user_id = 'a0000000-0000-4000-8000-000000000007' and type = 'company_invitation'
                  and data ->> 'company_name' = 'Acme Corp')
          and (select count(*) >= 3 from invitations where status = 'pending')
          and exists (select 1 from company_relationships),
  'a company invitation notice, pending invitations and a partnership exist');

select * from finish();
rollback;
