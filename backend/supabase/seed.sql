-- Demo data for local development and tests. Runs once on a freshly migrated database.
-- Every demo account signs in with the password DemoPass123.
--
-- Accounts are created through auth.users so the sign-up trigger provisions them the way real
-- sign-ups are provisioned (admins and staff through invitations); the seed then fills in the
-- company, job, candidate and vendor data around them.

-- Companies with fixed ids ----------------------------------------------------------------------
insert into public.companies (
  id, name, dba_name, industry, company_size, location, website, description, logo_url,
  linkedin_url, twitter_url, facebook_url, instagram_url, is_approved,
  primary_contact_name, primary_contact_email, primary_contact_phone, primary_contact_alt_email, primary_contact_alt_phone,
  secondary_contact_name, secondary_contact_email, secondary_contact_phone, secondary_contact_alt_email, secondary_contact_alt_phone,
  reg_street, reg_unit, reg_city, reg_state, reg_zip_code, reg_country, same_as_registered,
  op_street, op_unit, op_city, op_state, op_zip_code, op_country,
  tax_id, ein_document_url, tax_document_url, created_at
) values
  ('c0000000-0000-4000-8000-000000000001', 'Acme Corp', 'Acme Talent', 'Technology', '201-500', 'San Francisco, CA',
   'https://acme.example.com', 'Acme Corp builds developer tools and hires engineers, designers and analysts across the US.',
   null, 'https://www.linkedin.com/company/acme-corp', 'https://twitter.com/acmecorp', 'https://www.facebook.com/acmecorp',
   'https://www.instagram.com/acmecorp', true,
   'Olivia Owner', 'owner@example.com', '+1 415 555 0100', 'olivia.owner@acme.example.com', '+1 415 555 0101',
   'Marcus Manager', 'manager@example.com', '+1 415 555 0110', null, null,
   '500 Market Street', 'Suite 1200', 'San Francisco', 'CA', '94105', 'United States', false,
   '200 Congress Avenue', 'Floor 4', 'Austin', 'TX', '78701', 'United States',
   '12-3456789', null, null, now() - interval '90 days'),
  ('c0000000-0000-4000-8000-000000000002', 'Pending Co', null, 'Healthcare', '11-50', 'Boston, MA',
   'https://pending.example.com', 'A healthcare staffing start-up waiting for approval.', null,
   null, null, null, null, false,
   'Paula Pending', 'pending.owner@example.com', '+1 617 555 0120', null, null,
   null, null, null, null, null,
   '1 Beacon Street', null, 'Boston', 'MA', '02108', 'United States', true,
   null, null, null, null, null, null,
   null, null, null, now() - interval '2 days'),
  ('c0000000-0000-4000-8000-000000000003', 'Globex Industries', null, 'Manufacturing', '1000+', 'Chicago, IL',
   'https://globex.example.com', 'Industrial automation group and a hiring partner of Acme Corp.', null,
   null, null, null, null, true,
   'Gina Globex', 'hr@globex.example.com', '+1 312 555 0130', null, null,
   null, null, null, null, null,
   '233 South Wacker Drive', null, 'Chicago', 'IL', '60606', 'United States', true,
   null, null, null, null, null, null,
   '98-7654321', null, null, now() - interval '60 days');

-- The three demo companies filled in their registration when they were created.
update public.companies set registered_at = created_at
where id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002',
             'c0000000-0000-4000-8000-000000000003');

update public.company_subscriptions set tier = 'pro', status = 'active', expires_at = now() + interval '1 year'
where company_id = 'c0000000-0000-4000-8000-000000000001';
update public.company_subscriptions set tier = 'basic', status = 'active', expires_at = now() + interval '6 months'
where company_id = 'c0000000-0000-4000-8000-000000000003';

insert into public.company_relationships (id, company_a_id, company_b_id, can_share_jobs, can_share_candidates) values
  ('c1000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
   'c0000000-0000-4000-8000-000000000003', true, false);

-- Invitations the demo admin and staff accounts sign up with -------------------------------------
insert into public.invitations (id, token, type, status, email, company_id, role, company_data, created_at, expires_at) values
  ('e0000000-0000-4000-8000-000000000001', 'seed-admin-invitation-0001', 'admin_invitation', 'pending',
   'admin@example.com', null, 'admin',
   '{"firstName": "Ada", "lastName": "Admin", "message": "Welcome to the platform team."}', now() - interval '120 days', now() + interval '1 day'),
  ('e0000000-0000-4000-8000-000000000002', 'seed-employee-invitation-0002', 'company_invitation', 'pending',
   'manager@example.com', 'c0000000-0000-4000-8000-000000000001', 'manager',
   '{"companyName": "Acme Corp", "firstName": "Marcus", "lastName": "Manager", "role": "manager", "isEmployeeInvitation": true}',
   now() - interval '80 days', now() + interval '1 day'),
  ('e0000000-0000-4000-8000-000000000003', 'seed-employee-invitation-0003', 'company_invitation', 'pending',
   'recruiter@example.com', 'c0000000-0000-4000-8000-000000000001', 'recruiter',
   '{"companyName": "Acme Corp", "firstName": "Rita", "lastName": "Recruiter", "role": "recruiter", "isEmployeeInvitation": true}',
   now() - interval '70 days', now() + interval '1 day'),
  ('e0000000-0000-4000-8000-000000000004', 'seed-employee-invitation-0004', 'company_invitation', 'pending',
   'partner.recruiter@example.com', 'c0000000-0000-4000-8000-000000000001', 'partner_recruiter',
   '{"companyName": "Acme Corp", "firstName": "Pat", "lastName": "Partner", "role": "partner_recruiter", "isEmployeeInvitation": true}',
   now() - interval '60 days', now() + interval '1 day');

-- Demo accounts ----------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt('DemoPass123', extensions.gen_salt('bf')), now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb, u.meta::jsonb,
       now() - u.age, now() - u.age, '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001', 'admin@example.com',
   '{"role": "admin", "invitation": "seed-admin-invitation-0001"}', interval '120 days'),
  ('a0000000-0000-4000-8000-000000000002', 'owner@example.com', '{"role": "company"}', interval '90 days'),
  ('a0000000-0000-4000-8000-000000000003', 'manager@example.com',
   '{"role": "employee", "invitation": "seed-employee-invitation-0002"}', interval '80 days'),
  ('a0000000-0000-4000-8000-000000000004', 'recruiter@example.com',
   '{"role": "employee", "invitation": "seed-employee-invitation-0003"}', interval '70 days'),
  ('a0000000-0000-4000-8000-000000000005', 'partner.recruiter@example.com',
   '{"role": "employee", "invitation": "seed-employee-invitation-0004"}', interval '60 days'),
  ('a0000000-0000-4000-8000-000000000006', 'pending.owner@example.com', '{"role": "company"}', interval '2 days'),
  ('a0000000-0000-4000-8000-000000000007', 'candidate@example.com', '{"role": "candidate"}', interval '30 days'),
  ('a0000000-0000-4000-8000-000000000008', 'vendor@example.com', '{"role": "candidate"}', interval '40 days'),
  ('a0000000-0000-4000-8000-000000000009', 'vendor.recruiter@example.com', '{"role": "candidate"}', interval '35 days')
) as u (id, email, meta, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), u.created_at, u.created_at
from auth.users u
where u.email like '%@example.com';

-- Owners: move the membership from the placeholder company sign-up created to the seeded company.
do $$
declare
  placeholder uuid;
  owner_row record;
begin
  for owner_row in
    select * from (values
      ('a0000000-0000-4000-8000-000000000002'::uuid, 'c0000000-0000-4000-8000-000000000001'::uuid, 'Olivia', 'Owner', '+1 415 555 0100'),
      ('a0000000-0000-4000-8000-000000000006'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 'Paula', 'Pending', '+1 617 555 0120')
    ) as o (user_id, company_id, first_name, last_name, phone)
  loop
    select company_id into placeholder from public.company_users where user_id = owner_row.user_id;
    update public.company_users
    set company_id = owner_row.company_id, first_name = owner_row.first_name,
        last_name = owner_row.last_name, phone = owner_row.phone
    where user_id = owner_row.user_id;
    update public.companies set user_id = owner_row.user_id where id = owner_row.company_id;
    delete from public.companies where id = placeholder;
  end loop;
end
$$;

-- Staff details; the recruiter reports to the manager.
update public.company_users set phone = '+1 415 555 0110' where user_id = 'a0000000-0000-4000-8000-000000000003';
update public.company_users set phone = '+1 415 555 0111', manager_id = 'a0000000-0000-4000-8000-000000000003'
where user_id = 'a0000000-0000-4000-8000-000000000004';
update public.company_users set phone = '+1 512 555 0112' where user_id = 'a0000000-0000-4000-8000-000000000005';

-- Vendor users are business accounts, not candidates.
delete from public.candidates
where user_id in ('a0000000-0000-4000-8000-000000000008', 'a0000000-0000-4000-8000-000000000009');
update public.profiles set role = 'company'
where id in ('a0000000-0000-4000-8000-000000000008', 'a0000000-0000-4000-8000-000000000009');

-- The demo candidate's complete profile (all 15 completion items, resume included).
update public.candidates set
  first_name = 'Jordan', last_name = 'Lee', title = 'Full-Stack Developer',
  phone = '+1 415 555 0170', alternate_phone = '+1 415 555 0171',
  bio = 'Full-stack developer with six years of React, Node.js and PostgreSQL experience, focused on accessible, well-tested products.',
  skills = array['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'GraphQL', 'AWS'],
  gender = 'prefer-not-to-say', work_authorization = 'us_citizen', experience_years = 6,
  street = '742 Evergreen Terrace', unit = 'Apt 3B', city = 'Oakland', state = 'CA', zip_code = '94612', country = 'United States',
  linkedin_url = 'https://www.linkedin.com/in/jordan-lee-dev', github_url = 'https://github.com/jordan-lee-dev',
  portfolio_url = 'https://jordanlee.example.com',
  resume_url = 'a0000000-0000-4000-8000-000000000007/resume.pdf',
  cover_letter_url = 'a0000000-0000-4000-8000-000000000007/cover-letter.pdf',
  certificates = array['a0000000-0000-4000-8000-000000000007/aws-certified-developer.pdf']
where user_id = 'a0000000-0000-4000-8000-000000000007';
update public.candidates set id = 'd0000000-0000-4000-8000-000000000001'
where user_id = 'a0000000-0000-4000-8000-000000000007';

-- Vendor "Staffing Partners", partner of Acme ----------------------------------------------------
insert into public.vendors (
  id, company_id, vendor_id, user_id, vendor_name, phone_number, mailing_address, state, zip, year_established,
  annual_gross_income, primary_contact_name, primary_contact_email, hr_contact_name, hr_contact_email,
  reference1_company_name, reference1_contact, reference1_phone, reference1_email,
  bank_name, beneficiary_name, remittance_email, finance_contact_name, finance_contact_email,
  certifying_name, certifying_title, certifying_date, created_at
) values (
  'b0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'VENDOR-STAFF001',
  'a0000000-0000-4000-8000-000000000008', 'Staffing Partners', '+1 206 555 0180', '1201 Third Avenue, Seattle, WA',
  'WA', '98101', 2012, '$5M - $10M', 'Victor Vendor', 'vendor@example.com', 'Hannah HR', 'hr@staffingpartners.example.com',
  'Initech', 'Bill Lumbergh', '+1 512 555 0190', 'bill@initech.example.com',
  'First Seattle Bank', 'Staffing Partners LLC', 'ap@staffingpartners.example.com', 'Fiona Finance',
  'finance@staffingpartners.example.com', 'Victor Vendor', 'Managing Director', current_date - 40, now() - interval '40 days'
);

-- The demo team has joined (signed in before); an invited recruiter who has not shows apart.
insert into public.talent_vendor_users (id, user_id, vendor_id, role, first_name, last_name, email, joined_at) values
  ('b1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000008',
   'b0000000-0000-4000-8000-000000000001', 'admin', 'Victor', 'Vendor', 'vendor@example.com', '2026-11-01T09:00:00Z'),
  ('b1000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000009',
   'b0000000-0000-4000-8000-000000000001', 'recruiter', 'Riley', 'Vendorson', 'vendor.recruiter@example.com', '2026-11-01T09:00:00Z');

insert into public.talent_vendors (id, vendor_id, company_id, invited_by_user_id, first_name, last_name, email, message) values
  ('b2000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000002', 'Victor', 'Vendor', 'vendor@example.com',
   'We would like Staffing Partners to help fill our engineering roles.'),
  ('b2000000-0000-4000-8000-000000000002', null, 'c0000000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000003', 'Tara', 'Talent', 'tara@talentbridge.example.com', null);
update public.talent_vendors set status = 'active' where id = 'b2000000-0000-4000-8000-000000000001';

-- Candidates managed by Acme and one sourced by the vendor ---------------------------------------
insert into public.candidates (
  id, first_name, last_name, title, email, phone, city, state, country, skills, bio,
  work_authorization, experience_years, managing_company_id, is_managed_by_company, created_by_vendor_id, created_by_user_id
) values
  ('d0000000-0000-4000-8000-000000000002', 'Sam', 'Rivera', 'UX Designer', 'sam.rivera@example.net', '+1 415 555 0201',
   'San Francisco', 'CA', 'United States', array['Figma', 'User Research', 'Prototyping', 'Design Systems'],
   'Product designer with a research background.', 'green_card', 4,
   'c0000000-0000-4000-8000-000000000001', true, null, 'a0000000-0000-4000-8000-000000000004'),
  ('d0000000-0000-4000-8000-000000000003', 'Priya', 'Shah', 'Backend Engineer', 'priya.shah@example.net', '+1 408 555 0202',
   'San Jose', 'CA', 'United States', array['Go', 'Kubernetes', 'PostgreSQL'],
   'Backend engineer who loves distributed systems.', 'h1b', 7,
   'c0000000-0000-4000-8000-000000000001', true, null, 'a0000000-0000-4000-8000-000000000003'),
  ('d0000000-0000-4000-8000-000000000004', 'Diego', 'Martinez', 'QA Analyst', 'diego.martinez@example.net', '+1 512 555 0203',
   'Austin', 'TX', 'United States', array['Cypress', 'Playwright', 'Test Planning'],
   'Detail-oriented QA analyst.', 'us_citizen', 3,
   'c0000000-0000-4000-8000-000000000001', true, null, 'a0000000-0000-4000-8000-000000000005'),
  ('d0000000-0000-4000-8000-000000000005', 'Alex', 'Kim', 'Frontend Engineer', 'alex.kim@example.net', '+1 206 555 0204',
   'Seattle', 'WA', 'United States', array['React', 'Vue', 'CSS'],
   'Frontend engineer sourced by Staffing Partners.', 'us_citizen', 5,
   null, false, 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009');

-- Jobs -------------------------------------------------------------------------------------------
insert into public.jobs (
  id, company_id, created_by, title, description, location, locations, job_type, experience_level,
  experience_required, education_required, salary_min, salary_max, skills_required, requirements, preferred_skills,
  status, expires_at, created_at
) values
  ('f0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Senior Frontend Engineer', 'Lead the development of our customer-facing React applications.',
   'San Francisco, CA', array['Remote (US)'], 'FULL_TIME', 'senior_level', '5+ years', 'Bachelor''s degree or equivalent',
   140000, 180000, array['React', 'TypeScript', 'CSS'], array['Ship production React applications', 'Mentor engineers'],
   array['GraphQL', 'Accessibility'], 'published', now() + interval '60 days', now() - interval '20 days'),
  ('f0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Backend Engineer (Node.js)', 'Build and operate the APIs behind our developer platform.',
   'Austin, TX', array['Remote (US)'], 'FULL_TIME', 'mid_level', '3+ years', null,
   120000, 150000, array['Node.js', 'PostgreSQL'], array['Design REST APIs', 'Own services in production'],
   array['Kubernetes'], 'published', now() + interval '45 days', now() - interval '15 days'),
  ('f0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004',
   'Product Designer', 'Shape the end-to-end experience of our products.',
   'Remote', '{}', 'CONTRACT', 'mid_level', '3+ years', null,
   90000, null, array['Figma', 'Prototyping'], array['Portfolio of shipped work'],
   array['Design systems'], 'active', null, now() - interval '12 days'),
  ('f0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'Data Analyst Intern', 'Summer internship working with our analytics team.',
   'San Francisco, CA', '{}', 'INTERNSHIP', 'entry_level', null, 'Enrolled in a degree program',
   null, null, array['SQL', 'Excel'], '{}', array['Python'], 'draft', null, now() - interval '3 days'),
  ('f0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'QA Engineer', 'Own test automation for our web products.',
   'Austin, TX', '{}', 'FULL_TIME', 'mid_level', '2+ years', null,
   null, 110000, array['Playwright', 'CI'], array['Automate regression suites'], '{}', 'closed', null, now() - interval '50 days'),
  ('f0000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'DevOps Engineer', 'Run our cloud infrastructure and CI/CD pipelines.',
   'Remote', array['Austin, TX', 'San Francisco, CA'], 'REMOTE', 'senior_level', '5+ years', null,
   150000, 175000, array['AWS', 'Terraform', 'Kubernetes'], array['On-call rotation'], array['Go'],
   'published', now() + interval '30 days', now() - interval '8 days'),
  ('f0000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000003', null,
   'Automation Technician', 'Maintain robotic assembly lines at our Chicago plant.',
   'Chicago, IL', '{}', 'FULL_TIME', 'entry_level', '1+ years', 'Technical certificate',
   55000, 70000, array['PLC', 'Electrical Systems'], '{}', '{}', 'published', now() + interval '30 days', now() - interval '10 days');

insert into public.job_questions (id, job_id, question, question_type, is_required, options, position) values
  ('f1000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001',
   'Why do you want to join Acme Corp?', 'TEXTAREA', true, null, 0),
  ('f1000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000001',
   'Link to a project you are proud of', 'TEXT', false, null, 1),
  ('f1000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000002',
   'Describe an API you designed and what you would change today.', 'TEXTAREA', true, null, 0),
  ('f1000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000002',
   'When could you start?', 'TEXT', true, null, 1),
  ('f1000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000006',
   'Which cloud providers have you used in production?', 'TEXT', true, null, 0);

insert into public.job_assignments (id, job_id, assigned_to_user_id, assigned_by_user_id) values
  ('f2000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003'),
  ('f2000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000002'),
  ('f2000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000005',
   'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000002'),
  ('f2000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000006',
   'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000003');

insert into public.vendor_job_assignments (id, job_id, vendor_id, assigned_by_user_id, assigned_to_recruiter_id) values
  ('f3000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000002', 'b1000000-0000-4000-8000-000000000002');

insert into public.candidate_assignments (id, candidate_id, assigned_to_user_id, assigned_by_user_id) values
  ('d1000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003'),
  ('d1000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004',
   'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000002');

-- Applications and answers -----------------------------------------------------------------------
insert into public.applications (id, job_id, candidate_id, status, source, applied_by_company_id, applied_by_vendor_id,
                                 applied_by_user_id, applied_at) values
  ('f4000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
   'reviewing', 'candidate', null, null, 'a0000000-0000-4000-8000-000000000007', now() - interval '10 days'),
  ('f4000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001',
   'applied', 'candidate', null, null, 'a0000000-0000-4000-8000-000000000007', now() - interval '4 days'),
  ('f4000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000002',
   'interview', 'company', 'c0000000-0000-4000-8000-000000000001', null, 'a0000000-0000-4000-8000-000000000004',
   now() - interval '9 days'),
  ('f4000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003',
   'offered', 'company', 'c0000000-0000-4000-8000-000000000001', null, 'a0000000-0000-4000-8000-000000000003',
   now() - interval '7 days'),
  ('f4000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000005',
   'applied', 'vendor', null, 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000009',
   now() - interval '2 days');

insert into public.job_application_answers (application_id, question_id, answer) values
  ('f4000000-0000-4000-8000-000000000001', 'f1000000-0000-4000-8000-000000000001',
   'I use Acme''s tools every day and want to help shape their next generation.'),
  ('f4000000-0000-4000-8000-000000000001', 'f1000000-0000-4000-8000-000000000002', 'https://github.com/jordan-lee-dev/portal'),
  ('f4000000-0000-4000-8000-000000000002', 'f1000000-0000-4000-8000-000000000003',
   'A billing API; today I would version it from day one and make every write idempotent.'),
  ('f4000000-0000-4000-8000-000000000002', 'f1000000-0000-4000-8000-000000000004', 'Two weeks after an offer'),
  ('f4000000-0000-4000-8000-000000000005', 'f1000000-0000-4000-8000-000000000001',
   'Alex has shipped three design-system migrations and is excited about Acme.');

-- Acme invites the demo candidate to be managed by it -----------------------------------------
insert into public.notifications (id, user_id, type, title, message, is_read, data, created_at) values
  ('f5000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000007', 'company_invitation',
   'Acme Corp wants to manage your profile',
   'Acme Corp has invited you to join its candidate pool so its recruiters can put you forward for roles.',
   false,
   '{"company_id": "c0000000-0000-4000-8000-000000000001", "company_name": "Acme Corp", "management_terms": "Acme Corp may share your profile with hiring managers and submit you to matching Acme roles. You can leave at any time."}',
   now() - interval '1 day');
-- The invitation behind that notice; accepting the notice uses it up.
insert into public.invitations (id, token, type, status, email, company_id, role, management_terms,
                                invited_by_user_id, created_at) values
  ('e0000000-0000-4000-8000-000000000015', 'seed-candidate-management-invitation', 'candidate', 'pending',
   'candidate@example.com', 'c0000000-0000-4000-8000-000000000001', 'candidate',
   'Acme Corp may share your profile with hiring managers and submit you to matching Acme roles. You can leave at any time.',
   'a0000000-0000-4000-8000-000000000002', now() - interval '1 day');

-- Pending invitations ----------------------------------------------------------------------------
insert into public.invitations (id, token, type, status, email, company_id, role, management_terms,
                                invited_by_admin_id, invited_by_user_id, candidate_data, company_data, created_at) values
  ('e0000000-0000-4000-8000-000000000011', 'seed-pending-admin-invitation', 'admin_invitation', 'pending',
   'new.admin@example.com', null, 'admin', null, 'a0000000-0000-4000-8000-000000000001', null, null,
   '{"firstName": "Nora", "lastName": "Newadmin", "message": "Please help us review company registrations."}', now() - interval '1 day'),
  ('e0000000-0000-4000-8000-000000000012', 'seed-pending-company-invitation', 'company_invitation', 'pending',
   'hello@initech.example.com', null, 'company', null, 'a0000000-0000-4000-8000-000000000001', null, null,
   '{"companyName": "Initech", "message": "We would love to have Initech on the platform."}', now() - interval '2 days'),
  ('e0000000-0000-4000-8000-000000000013', 'seed-pending-employee-invitation', 'company_invitation', 'pending',
   'new.recruiter@example.com', 'c0000000-0000-4000-8000-000000000001', 'recruiter', null,
   null, 'a0000000-0000-4000-8000-000000000002', null,
   '{"companyName": "Acme Corp", "firstName": "Nick", "lastName": "Newhire", "role": "recruiter", "isEmployeeInvitation": true}',
   now() - interval '1 day'),
  ('e0000000-0000-4000-8000-000000000014', 'seed-pending-candidate-invitation', 'candidate', 'pending',
   'taylor.morgan@example.net', 'c0000000-0000-4000-8000-000000000001', 'candidate',
   'Acme Corp will represent you for engineering roles.', null, 'a0000000-0000-4000-8000-000000000004',
   '{"firstName": "Taylor", "lastName": "Morgan", "title": "Data Engineer", "skills": ["Python", "Spark"], "email": "taylor.morgan@example.net", "address": {"city": "Denver", "state": "CO", "country": "United States"}}',
   null, now() - interval '3 hours');
