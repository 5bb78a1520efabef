-- Private column groups: company tax, contact and address data and vendor finance data.
begin;
select plan(56);
select tests.create_matrix_actors();

create temp table who (label text, email text);
insert into who values
  ('candidate', 'candidate@example.com'), ('company_admin', 'owner@example.com'), ('subscription_admin', 'subadmin@example.com'),
  ('manager', 'manager@example.com'), ('recruiter', 'recruiter@example.com'), ('partner_recruiter', 'partner.recruiter@example.com'),
  ('staff of another company', 'pending.owner@example.com'), ('partner company', 'globex.admin@example.com'),
  ('vendor admin', 'vendor@example.com'), ('vendor recruiter', 'vendor.recruiter@example.com'), ('platform admin', 'admin@example.com');
grant select on who to authenticated;

-- Company private columns, one statement per group: nobody reads them through the table.
select is(tests.attempt(w.email, format('select %s from public.companies', g.cols)), '42501',
  format('companies %s: %s cannot select them', g.label, w.label))
from who w cross join (values
  ('tax', 'tax_id, ein_document_url, tax_document_url'),
  ('contacts', 'primary_contact_name, primary_contact_email, primary_contact_phone, secondary_contact_email'),
  ('addresses', 'reg_street, reg_city, op_street, op_zip_code')) as g(label, cols)
where w.label in ('candidate', 'company_admin', 'manager', 'vendor admin', 'platform admin');

-- The public columns still follow row-level security.
select is(tests.attempt(w.email, $$select id, name, dba_name, industry, company_size, location, website, description,
  logo_url, linkedin_url, twitter_url, facebook_url, instagram_url, is_approved from public.companies
  where id = 'c0000000-0000-4000-8000-000000000001'$$), '1', format('companies public columns: %s reads Acme''s', w.label))
from who w where w.label in ('candidate', 'company_admin', 'manager', 'recruiter', 'vendor admin', 'vendor recruiter', 'platform admin');

-- The private details: Acme's admins and platform admins only.
select is(
  (select tests.attempt(w.email, $$select 1 where public.get_company_private_details('c0000000-0000-4000-8000-000000000001') ->> 'tax_id' is not null$$)),
  case when w.label in ('company_admin', 'subscription_admin', 'platform admin') then '1' else '0' end,
  format('get_company_private_details: %s %s Acme''s tax id', w.label,
    case when w.label in ('company_admin', 'subscription_admin', 'platform admin') then 'reads' else 'does not read' end))
from who w;
select is(tests.attempt('anon', $$select public.get_company_private_details('c0000000-0000-4000-8000-000000000001')$$),
  '42501', 'get_company_private_details: anon cannot call it');
select results_eq($$select tests.attempt('owner@example.com',
  $q$select 1 where public.get_company_private_details('c0000000-0000-4000-8000-000000000002') is not null$q$)$$,
  $$values ('0')$$, 'a company admin gets nothing for another company');

-- Vendor finance columns.
select is(tests.attempt(w.email, 'select bank_name, account_number, routing_number, swift_code, remittance_email, finance_contact_email, hr_contact_email, reference1_email, w9_url from public.vendors'),
  '42501', format('vendors finance columns: %s cannot select them', w.label))
from who w where w.label in ('company_admin', 'partner_recruiter', 'vendor admin', 'vendor recruiter', 'platform admin');
select is(tests.attempt(w.email, 'select id, vendor_id, vendor_name, phone_number, primary_contact_name, primary_contact_email from public.vendors'),
  '1', format('vendors business columns: %s reads the vendor''s name, code and business contact', w.label))
from who w where w.label in ('company_admin', 'partner_recruiter', 'vendor admin', 'vendor recruiter', 'platform admin');

update public.vendors set bank_name = 'First Bank', account_number = '000123456789' where id = 'b0000000-0000-4000-8000-000000000001';
select is(
  (select tests.attempt(w.email, $$select 1 where public.get_vendor_private_details('b0000000-0000-4000-8000-000000000001') ->> 'bank_name' = 'First Bank'$$)),
  case when w.label in ('vendor admin', 'platform admin') then '1' else '0' end,
  format('get_vendor_private_details: %s %s the bank details', w.label,
    case when w.label in ('vendor admin', 'platform admin') then 'reads' else 'does not read' end))
from who w;

select * from finish();
rollback;
