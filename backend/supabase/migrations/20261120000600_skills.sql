-- The skills catalogue and its search terms.

-- SQL function bodies may name functions defined in a later file; they are checked when called.
set local check_function_bodies = off;

create table public.skills (
  id uuid default gen_random_uuid() not null,
  name text not null,
  industry text not null,
  aliases text[] default '{}'::text[] not null,
  created_by uuid default auth.uid(),
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  constraint skills_pkey primary key (id),
  constraint skills_industry_check check ((industry = any (array['Technology'::text, 'Healthcare'::text, 'Finance'::text, 'Manufacturing'::text, 'Retail'::text, 'Education'::text, 'Logistics'::text, 'Engineering'::text, 'Hospitality'::text, 'Energy'::text, 'Other'::text]))),
  constraint skills_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null
);
alter table public.skills enable row level security;
revoke all on public.skills from public, anon, authenticated, service_role;
grant all on public.skills to service_role;
grant select, delete, truncate, references, trigger, maintain on public.skills to authenticated;
grant insert (name, industry, aliases),
  update (name, industry, aliases)
  on public.skills to authenticated;

create table private.skill_terms (
  term text not null,
  skill_id uuid not null,
  constraint skill_terms_pkey primary key (term),
  constraint skill_terms_skill_id_fkey foreign key (skill_id) references public.skills(id) on delete cascade
);
create index skill_terms_skill_id_idx on private.skill_terms (skill_id);
create index skills_created_by_idx on public.skills (created_by);
create index skills_industry_name_idx on public.skills (industry, name);

create or replace function private.index_skill_terms()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_taken record;
begin
  delete from private.skill_terms where skill_id = new.id;
  select t.term, s.name into v_taken
  from unnest(array[new.name] || new.aliases) as x(text)
  join private.skill_terms t on t.term = private.skill_term(x.text)
  join public.skills s on s.id = t.skill_id
  limit 1;
  if found then
    raise exception '"%" is already a name or alias of %', v_taken.term, v_taken.name using errcode = '23505';
  end if;
  insert into private.skill_terms (term, skill_id)
  select distinct private.skill_term(x.text), new.id from unnest(array[new.name] || new.aliases) as x(text);
  return null;
end;
$function$;
revoke all on function private.index_skill_terms() from public, anon, authenticated, service_role;

-- Clean names and aliases, refuse what the catalogue cannot hold, with messages a form can show.
create or replace function private.prepare_skill()
 returns trigger
 language plpgsql
 set search_path TO ''
as $function$
declare
  v_alias text;
  v_aliases text[] := '{}';
begin
  new.name := regexp_replace(btrim(coalesce(new.name, '')), '\s+', ' ', 'g');
  if char_length(new.name) < 1 or char_length(new.name) > 60 then
    raise exception 'A skill name needs 1 to 60 characters' using errcode = '22023';
  end if;
  foreach v_alias in array coalesce(new.aliases, '{}') loop
    v_alias := regexp_replace(btrim(coalesce(v_alias, '')), '\s+', ' ', 'g');
    continue when v_alias = '' or lower(v_alias) = lower(new.name)
      or lower(v_alias) = any (select lower(a) from unnest(v_aliases) a);
    if char_length(v_alias) > 60 then
      raise exception 'An alias needs at most 60 characters' using errcode = '22023';
    end if;
    v_aliases := v_aliases || v_alias;
  end loop;
  if cardinality(v_aliases) > 20 then
    raise exception 'A skill can have at most 20 aliases' using errcode = '22023';
  end if;
  new.aliases := v_aliases;
  return new;
end;
$function$;
revoke all on function private.prepare_skill() from public, anon, authenticated, service_role;

-- The canonical name a text stands for, or the text itself when the catalogue does not know it.
create or replace function private.skill_key(p_text text)
 returns text
 language sql
 stable
 set search_path TO ''
as $function$
  select coalesce((select lower(s.name) from private.skill_terms t join public.skills s on s.id = t.skill_id
                   where t.term = private.skill_term(p_text)),
                  private.skill_term(p_text))
$function$;
revoke all on function private.skill_key(text) from public, anon, authenticated, service_role;

-- The distinct keys of a list of skills, in the list's order.
create or replace function private.skill_keys(p_skills text[])
 returns text[]
 language sql
 stable
 set search_path TO ''
as $function$
  select coalesce(array_agg(k.key order by k.ord), '{}')
  from (select distinct on (key) private.skill_key(x.skill) as key, x.ord
        from unnest(coalesce(p_skills, '{}')) with ordinality as x(skill, ord)
        where private.skill_term(x.skill) is not null
        order by key, x.ord) k
$function$;
revoke all on function private.skill_keys(text[]) from public, anon, authenticated, service_role;

-- A skill as it is compared: trimmed, inner spaces collapsed, lower case.
create or replace function private.skill_term(p_text text)
 returns text
 language sql
 immutable PARALLEL SAFE
 set search_path TO ''
as $function$
  select nullif(lower(regexp_replace(btrim(p_text), '\s+', ' ', 'g')), '')
$function$;
revoke all on function private.skill_term(text) from public, anon, authenticated, service_role;
grant execute on function private.skill_term(text) to authenticated, service_role;

create trigger skills_prepare before insert or update of name, aliases on public.skills
  for each row execute function private.prepare_skill();

create trigger skills_terms after insert or update of name, aliases on public.skills
  for each row execute function private.index_skill_terms();

create trigger skills_updated_at before update on public.skills
  for each row execute function private.set_updated_at();

create policy skills_delete on public.skills for delete to authenticated
  using ((select private.is_platform_admin()));

create policy skills_insert on public.skills for insert to authenticated
  with check ((select private.is_platform_admin()));

create policy skills_select on public.skills for select to authenticated using (true);

create policy skills_update on public.skills for update to authenticated
  using ((select private.is_platform_admin())) with check ((select private.is_platform_admin()));

-- The catalogue's first skills: the common skills of the ten industries on the Industries page.
insert into public.skills (name, industry, aliases, created_by)
select v.name, v.industry, v.aliases, null
from (values
  ('Technology', 'JavaScript', array['JS','ECMAScript','Java Script']::text[]),
  ('Technology', 'TypeScript', array['TS']::text[]),
  ('Technology', 'Python', array['Python3','Py']::text[]),
  ('Technology', 'Java', array['Java SE','Core Java']::text[]),
  ('Technology', 'C#', array['CSharp','C Sharp']::text[]),
  ('Technology', 'C++', array['CPP','C plus plus']::text[]),
  ('Technology', 'Go', array['Golang']::text[]),
  ('Technology', 'Rust', array['Rust lang']::text[]),
  ('Technology', 'Ruby', array['Ruby lang']::text[]),
  ('Technology', 'Ruby on Rails', array['Rails','RoR']::text[]),
  ('Technology', 'PHP', array['PHP7','PHP8']::text[]),
  ('Technology', 'Kotlin', array['Kotlin lang']::text[]),
  ('Technology', 'Swift', array['Swift lang']::text[]),
  ('Technology', 'React', array['React.js','ReactJS','React JS']::text[]),
  ('Technology', 'React Native', array['RN']::text[]),
  ('Technology', 'Angular', array['Angular.js','AngularJS']::text[]),
  ('Technology', 'Vue.js', array['Vue','VueJS']::text[]),
  ('Technology', 'Next.js', array['NextJS']::text[]),
  ('Technology', 'Node.js', array['Node','NodeJS']::text[]),
  ('Technology', 'Express', array['Express.js','ExpressJS']::text[]),
  ('Technology', 'Django', array['Django REST Framework']::text[]),
  ('Technology', 'Flask', array['Flask Python']::text[]),
  ('Technology', 'Spring Boot', array['Spring','Spring Framework']::text[]),
  ('Technology', '.NET', array['dotnet','ASP.NET','.NET Core']::text[]),
  ('Technology', 'GraphQL', array['GQL']::text[]),
  ('Technology', 'REST APIs', array['REST','RESTful APIs','REST API']::text[]),
  ('Technology', 'HTML', array['HTML5']::text[]),
  ('Technology', 'CSS', array['CSS3']::text[]),
  ('Technology', 'Tailwind CSS', array['Tailwind']::text[]),
  ('Technology', 'SQL', array['Structured Query Language']::text[]),
  ('Technology', 'PostgreSQL', array['Postgres','PSQL','pg']::text[]),
  ('Technology', 'MySQL', array['My SQL']::text[]),
  ('Technology', 'MongoDB', array['Mongo']::text[]),
  ('Technology', 'Redis', array['Redis cache']::text[]),
  ('Technology', 'Elasticsearch', array['Elastic Search','ELK']::text[]),
  ('Technology', 'Kafka', array['Apache Kafka']::text[]),
  ('Technology', 'AWS', array['Amazon Web Services']::text[]),
  ('Technology', 'Azure', array['Microsoft Azure']::text[]),
  ('Technology', 'Google Cloud', array['GCP','Google Cloud Platform']::text[]),
  ('Technology', 'Docker', array['Containers']::text[]),
  ('Technology', 'Kubernetes', array['K8s','Kube']::text[]),
  ('Technology', 'Terraform', array['HCL']::text[]),
  ('Technology', 'CI/CD', array['Continuous Integration','Continuous Delivery']::text[]),
  ('Technology', 'Git', array['GitHub','GitLab']::text[]),
  ('Technology', 'Linux', array['Unix']::text[]),
  ('Technology', 'Machine Learning', array['ML']::text[]),
  ('Technology', 'Deep Learning', array['DL','Neural Networks']::text[]),
  ('Technology', 'Data Analysis', array['Data Analytics']::text[]),
  ('Technology', 'Pandas', array['Python Pandas']::text[]),
  ('Technology', 'TensorFlow', array['TF']::text[]),
  ('Technology', 'PyTorch', array['Torch']::text[]),
  ('Technology', 'Cybersecurity', array['Information Security','InfoSec','Security']::text[]),
  ('Technology', 'Figma', array['Figma Design']::text[]),
  ('Technology', 'UX Design', array['User Experience','UX']::text[]),
  ('Technology', 'UI Design', array['User Interface Design','UI']::text[]),
  ('Technology', 'Agile', array['Agile Methodologies']::text[]),
  ('Technology', 'Scrum', array['Scrum Master']::text[]),
  ('Technology', 'Jira', array['Atlassian Jira']::text[]),
  ('Technology', 'Supabase', array['Supabase platform']::text[]),
  ('Technology', 'Tableau', array['Tableau Desktop']::text[]),
  ('Technology', 'Power BI', array['PowerBI','Microsoft Power BI']::text[]),
  ('Healthcare', 'Patient Care', array['Direct Patient Care']::text[]),
  ('Healthcare', 'Registered Nursing', array['RN License','Registered Nurse']::text[]),
  ('Healthcare', 'BLS Certification', array['BLS','Basic Life Support']::text[]),
  ('Healthcare', 'ACLS Certification', array['ACLS','Advanced Cardiac Life Support']::text[]),
  ('Healthcare', 'PALS Certification', array['PALS']::text[]),
  ('Healthcare', 'Electronic Health Records', array['EHR','EMR','Electronic Medical Records']::text[]),
  ('Healthcare', 'Epic Systems', array['Epic','Epic EHR']::text[]),
  ('Healthcare', 'Cerner', array['Cerner EHR']::text[]),
  ('Healthcare', 'Medical Coding', array['ICD-10','CPT Coding']::text[]),
  ('Healthcare', 'Medical Billing', array['Healthcare Billing']::text[]),
  ('Healthcare', 'HIPAA Compliance', array['HIPAA']::text[]),
  ('Healthcare', 'Phlebotomy', array['Blood Draw']::text[]),
  ('Healthcare', 'Vital Signs', array['Vitals']::text[]),
  ('Healthcare', 'Medication Administration', array['Med Administration']::text[]),
  ('Healthcare', 'Triage', array['Patient Triage']::text[]),
  ('Healthcare', 'Wound Care', array['Wound Management']::text[]),
  ('Healthcare', 'Infection Control', array['Infection Prevention']::text[]),
  ('Healthcare', 'Critical Care', array['ICU','Intensive Care']::text[]),
  ('Healthcare', 'Emergency Medicine', array['ER','Emergency Room']::text[]),
  ('Healthcare', 'Pediatrics', array['Paediatrics']::text[]),
  ('Healthcare', 'Geriatrics', array['Elder Care']::text[]),
  ('Healthcare', 'Oncology', array['Cancer Care']::text[]),
  ('Healthcare', 'Radiology', array['Diagnostic Imaging']::text[]),
  ('Healthcare', 'Physical Therapy', array['PT','Physiotherapy']::text[]),
  ('Healthcare', 'Occupational Therapy', array['OT']::text[]),
  ('Healthcare', 'Pharmacology', array['Pharmacy']::text[]),
  ('Healthcare', 'Clinical Research', array['Clinical Trials']::text[]),
  ('Healthcare', 'Medical Terminology', array['Medical Vocabulary']::text[]),
  ('Healthcare', 'Case Management', array['Care Coordination']::text[]),
  ('Healthcare', 'Mental Health', array['Behavioral Health']::text[]),
  ('Healthcare', 'Telehealth', array['Telemedicine']::text[]),
  ('Healthcare', 'Laboratory Testing', array['Lab Testing']::text[]),
  ('Finance', 'Accounting', array['Bookkeeping Accounting']::text[]),
  ('Finance', 'Bookkeeping', array['Book Keeping']::text[]),
  ('Finance', 'Financial Analysis', array['Financial Analytics']::text[]),
  ('Finance', 'Financial Modeling', array['Financial Modelling']::text[]),
  ('Finance', 'Budgeting', array['Budget Management']::text[]),
  ('Finance', 'Forecasting', array['Financial Forecasting']::text[]),
  ('Finance', 'GAAP', array['Generally Accepted Accounting Principles','US GAAP']::text[]),
  ('Finance', 'IFRS', array['International Financial Reporting Standards']::text[]),
  ('Finance', 'Accounts Payable', array['AP']::text[]),
  ('Finance', 'Accounts Receivable', array['AR']::text[]),
  ('Finance', 'Payroll', array['Payroll Processing']::text[]),
  ('Finance', 'Tax Preparation', array['Tax Returns']::text[]),
  ('Finance', 'Auditing', array['Audit']::text[]),
  ('Finance', 'Risk Management', array['Risk Analysis']::text[]),
  ('Finance', 'Compliance', array['Regulatory Compliance']::text[]),
  ('Finance', 'Anti-Money Laundering', array['AML']::text[]),
  ('Finance', 'Know Your Customer', array['KYC']::text[]),
  ('Finance', 'Investment Banking', array['IB']::text[]),
  ('Finance', 'Portfolio Management', array['Asset Management']::text[]),
  ('Finance', 'Equity Research', array['Stock Research']::text[]),
  ('Finance', 'Valuation', array['DCF','Discounted Cash Flow']::text[]),
  ('Finance', 'Microsoft Excel', array['Excel','MS Excel']::text[]),
  ('Finance', 'QuickBooks', array['QBO','QuickBooks Online']::text[]),
  ('Finance', 'SAP FICO', array['SAP Finance']::text[]),
  ('Finance', 'Oracle Financials', array['Oracle EBS']::text[]),
  ('Finance', 'Financial Reporting', array['Financial Statements']::text[]),
  ('Finance', 'Credit Analysis', array['Credit Risk']::text[]),
  ('Finance', 'Treasury', array['Cash Management']::text[]),
  ('Finance', 'Underwriting', array['Insurance Underwriting']::text[]),
  ('Finance', 'CPA', array['Certified Public Accountant']::text[]),
  ('Finance', 'CFA', array['Chartered Financial Analyst']::text[]),
  ('Finance', 'Bloomberg Terminal', array['Bloomberg']::text[]),
  ('Manufacturing', 'Lean Manufacturing', array['Lean']::text[]),
  ('Manufacturing', 'Six Sigma', array['6 Sigma','Lean Six Sigma']::text[]),
  ('Manufacturing', 'Quality Control', array['QC']::text[]),
  ('Manufacturing', 'Quality Assurance', array['QA']::text[]),
  ('Manufacturing', 'ISO 9001', array['ISO9001']::text[]),
  ('Manufacturing', 'CNC Machining', array['CNC']::text[]),
  ('Manufacturing', 'CNC Programming', array['G-code']::text[]),
  ('Manufacturing', 'Welding', array['MIG Welding','TIG Welding']::text[]),
  ('Manufacturing', 'Blueprint Reading', array['Print Reading']::text[]),
  ('Manufacturing', 'Forklift Operation', array['Forklift','Forklift Certified']::text[]),
  ('Manufacturing', 'Assembly', array['Assembly Line']::text[]),
  ('Manufacturing', 'Production Planning', array['Production Scheduling']::text[]),
  ('Manufacturing', 'Kaizen', array['Continuous Improvement']::text[]),
  ('Manufacturing', '5S', array['5S Methodology']::text[]),
  ('Manufacturing', 'Root Cause Analysis', array['RCA']::text[]),
  ('Manufacturing', 'Preventive Maintenance', array['PM Maintenance']::text[]),
  ('Manufacturing', 'Industrial Maintenance', array['Maintenance Technician']::text[]),
  ('Manufacturing', 'PLC Programming', array['PLC','Programmable Logic Controllers']::text[]),
  ('Manufacturing', 'GD&T', array['Geometric Dimensioning and Tolerancing']::text[]),
  ('Manufacturing', 'Inventory Control', array['Stock Control']::text[]),
  ('Manufacturing', 'OSHA Safety', array['OSHA','Workplace Safety']::text[]),
  ('Manufacturing', 'Machine Operation', array['Machine Operator']::text[]),
  ('Manufacturing', 'Injection Molding', array['Plastic Injection Molding']::text[]),
  ('Manufacturing', 'Statistical Process Control', array['SPC']::text[]),
  ('Manufacturing', 'ERP Systems', array['ERP']::text[]),
  ('Manufacturing', 'MRP', array['Material Requirements Planning']::text[]),
  ('Manufacturing', 'Metrology', array['Measurement']::text[]),
  ('Manufacturing', 'Packaging', array['Packaging Operations']::text[]),
  ('Manufacturing', 'Process Improvement', array['Process Optimization']::text[]),
  ('Manufacturing', 'Soldering', array['Hand Soldering']::text[]),
  ('Retail', 'Customer Service', array['Customer Support','Client Service']::text[]),
  ('Retail', 'Sales', array['Selling']::text[]),
  ('Retail', 'Cash Handling', array['Cashier']::text[]),
  ('Retail', 'Point of Sale', array['POS','POS Systems']::text[]),
  ('Retail', 'Merchandising', array['Visual Merchandising']::text[]),
  ('Retail', 'Inventory Management', array['Stock Management']::text[]),
  ('Retail', 'Loss Prevention', array['Asset Protection']::text[]),
  ('Retail', 'Store Management', array['Store Operations']::text[]),
  ('Retail', 'E-commerce', array['Ecommerce','Online Retail']::text[]),
  ('Retail', 'Shopify', array['Shopify Plus']::text[]),
  ('Retail', 'Category Management', array['Category Manager']::text[]),
  ('Retail', 'Product Knowledge', array['Product Expertise']::text[]),
  ('Retail', 'Upselling', array['Cross-selling']::text[]),
  ('Retail', 'Retail Operations', array['Retail Ops']::text[]),
  ('Retail', 'Planogram', array['Planograms']::text[]),
  ('Retail', 'Buying', array['Retail Buying']::text[]),
  ('Retail', 'Pricing Strategy', array['Pricing']::text[]),
  ('Retail', 'Customer Relationship Management', array['CRM']::text[]),
  ('Retail', 'Salesforce', array['SFDC','Salesforce CRM']::text[]),
  ('Retail', 'Digital Marketing', array['Online Marketing']::text[]),
  ('Retail', 'SEO', array['Search Engine Optimization']::text[]),
  ('Retail', 'Social Media Marketing', array['SMM']::text[]),
  ('Retail', 'Email Marketing', array['Email Campaigns']::text[]),
  ('Retail', 'Google Analytics', array['GA4']::text[]),
  ('Retail', 'Content Marketing', array['Content Strategy']::text[]),
  ('Retail', 'Stock Replenishment', array['Replenishment']::text[]),
  ('Retail', 'Team Leadership', array['Leadership','People Management']::text[]),
  ('Retail', 'Conflict Resolution', array['De-escalation']::text[]),
  ('Retail', 'Negotiation', array['Negotiating']::text[]),
  ('Retail', 'Account Management', array['Key Account Management']::text[]),
  ('Education', 'Curriculum Development', array['Curriculum Design']::text[]),
  ('Education', 'Lesson Planning', array['Lesson Plans']::text[]),
  ('Education', 'Classroom Management', array['Behavior Management']::text[]),
  ('Education', 'Instructional Design', array['ID','Learning Design']::text[]),
  ('Education', 'Differentiated Instruction', array['Differentiation']::text[]),
  ('Education', 'Special Education', array['SPED']::text[]),
  ('Education', 'ESL Teaching', array['ESL','TESOL','TEFL','English as a Second Language']::text[]),
  ('Education', 'Early Childhood Education', array['ECE']::text[]),
  ('Education', 'STEM Education', array['STEM']::text[]),
  ('Education', 'Student Assessment', array['Assessment']::text[]),
  ('Education', 'Tutoring', array['Tutor']::text[]),
  ('Education', 'Learning Management Systems', array['LMS']::text[]),
  ('Education', 'Canvas LMS', array['Canvas']::text[]),
  ('Education', 'Moodle', array['Moodle LMS']::text[]),
  ('Education', 'Google Classroom', array['GClassroom']::text[]),
  ('Education', 'Educational Technology', array['EdTech']::text[]),
  ('Education', 'E-learning', array['eLearning','Online Learning']::text[]),
  ('Education', 'Articulate Storyline', array['Storyline']::text[]),
  ('Education', 'Academic Advising', array['Student Advising']::text[]),
  ('Education', 'Teaching Certification', array['Teaching License']::text[]),
  ('Education', 'Mathematics Teaching', array['Math Teaching']::text[]),
  ('Education', 'Science Teaching', array['Science Instruction']::text[]),
  ('Education', 'Literacy Instruction', array['Reading Instruction']::text[]),
  ('Education', 'Student Counseling', array['School Counseling']::text[]),
  ('Education', 'Parent Communication', array['Family Engagement']::text[]),
  ('Education', 'IEP Development', array['IEP','Individualized Education Program']::text[]),
  ('Education', 'Adult Education', array['Adult Learning']::text[]),
  ('Education', 'Higher Education', array['Academia']::text[]),
  ('Education', 'Research', array['Academic Research']::text[]),
  ('Education', 'Public Speaking', array['Presentation Skills']::text[]),
  ('Logistics', 'Supply Chain Management', array['SCM','Supply Chain']::text[]),
  ('Logistics', 'Warehouse Management', array['Warehousing']::text[]),
  ('Logistics', 'WMS', array['Warehouse Management System']::text[]),
  ('Logistics', 'Procurement', array['Purchasing','Sourcing']::text[]),
  ('Logistics', 'Vendor Management', array['Supplier Management']::text[]),
  ('Logistics', 'Logistics Coordination', array['Logistics']::text[]),
  ('Logistics', 'Freight Forwarding', array['Freight']::text[]),
  ('Logistics', 'Shipping and Receiving', array['Shipping','Receiving']::text[]),
  ('Logistics', 'Fleet Management', array['Fleet']::text[]),
  ('Logistics', 'Route Planning', array['Routing']::text[]),
  ('Logistics', 'Transportation Management', array['TMS']::text[]),
  ('Logistics', 'Demand Planning', array['Demand Forecasting']::text[]),
  ('Logistics', 'Import/Export', array['Customs','Customs Compliance']::text[]),
  ('Logistics', 'Order Fulfillment', array['Fulfillment']::text[]),
  ('Logistics', 'Pick and Pack', array['Picking','Packing']::text[]),
  ('Logistics', 'Cycle Counting', array['Cycle Counts']::text[]),
  ('Logistics', 'CDL', array['Commercial Driver''s License','CDL Class A']::text[]),
  ('Logistics', 'Hazmat Handling', array['HAZMAT']::text[]),
  ('Logistics', 'Dispatching', array['Dispatch']::text[]),
  ('Logistics', 'Last Mile Delivery', array['Last Mile']::text[]),
  ('Logistics', 'Cold Chain', array['Cold Chain Logistics']::text[]),
  ('Logistics', 'Material Handling', array['Materials Handling']::text[]),
  ('Logistics', 'Pallet Jack', array['Pallet Jack Operation']::text[]),
  ('Logistics', 'RF Scanning', array['RF Scanner','Barcode Scanning']::text[]),
  ('Logistics', 'SAP MM', array['SAP Materials Management']::text[]),
  ('Logistics', 'Contract Negotiation', array['Contracts']::text[]),
  ('Logistics', 'Distribution', array['Distribution Center']::text[]),
  ('Logistics', 'Reverse Logistics', array['Returns Management']::text[]),
  ('Logistics', 'Load Planning', array['Load Building']::text[]),
  ('Logistics', 'Incoterms', array['International Commercial Terms']::text[]),
  ('Engineering', 'AutoCAD', array['CAD','Auto CAD']::text[]),
  ('Engineering', 'SolidWorks', array['Solid Works']::text[]),
  ('Engineering', 'Revit', array['Autodesk Revit']::text[]),
  ('Engineering', 'MATLAB', array['Matlab Simulink']::text[]),
  ('Engineering', 'Finite Element Analysis', array['FEA']::text[]),
  ('Engineering', 'Civil Engineering', array['Civil']::text[]),
  ('Engineering', 'Mechanical Engineering', array['Mechanical']::text[]),
  ('Engineering', 'Electrical Engineering', array['Electrical']::text[]),
  ('Engineering', 'Structural Engineering', array['Structural Design']::text[]),
  ('Engineering', 'Project Management', array['PM','Project Manager']::text[]),
  ('Engineering', 'PMP', array['Project Management Professional']::text[]),
  ('Engineering', 'Construction Management', array['Construction']::text[]),
  ('Engineering', 'Surveying', array['Land Surveying']::text[]),
  ('Engineering', 'HVAC', array['Heating Ventilation and Air Conditioning']::text[]),
  ('Engineering', 'Circuit Design', array['Circuit Analysis']::text[]),
  ('Engineering', 'Embedded Systems', array['Embedded']::text[]),
  ('Engineering', 'PCB Design', array['Printed Circuit Board Design']::text[]),
  ('Engineering', 'Thermodynamics', array['Heat Transfer']::text[]),
  ('Engineering', 'Fluid Mechanics', array['Fluid Dynamics']::text[]),
  ('Engineering', 'CFD', array['Computational Fluid Dynamics']::text[]),
  ('Engineering', 'Geotechnical Engineering', array['Geotechnical']::text[]),
  ('Engineering', 'Environmental Engineering', array['Environmental']::text[]),
  ('Engineering', 'Technical Drawing', array['Drafting']::text[]),
  ('Engineering', 'Building Codes', array['Code Compliance']::text[]),
  ('Engineering', 'Estimating', array['Cost Estimating']::text[]),
  ('Engineering', 'Primavera P6', array['Primavera','P6']::text[]),
  ('Engineering', 'Microsoft Project', array['MS Project']::text[]),
  ('Engineering', 'Systems Engineering', array['Systems Design']::text[]),
  ('Engineering', 'Robotics', array['Robotic Systems']::text[]),
  ('Engineering', 'Product Design', array['Industrial Design']::text[]),
  ('Engineering', 'Professional Engineer License', array['PE','PE License']::text[]),
  ('Hospitality', 'Food Safety', array['ServSafe','Food Handler']::text[]),
  ('Hospitality', 'Food Preparation', array['Food Prep']::text[]),
  ('Hospitality', 'Culinary Arts', array['Cooking','Culinary']::text[]),
  ('Hospitality', 'Menu Planning', array['Menu Development']::text[]),
  ('Hospitality', 'Bartending', array['Bartender','Mixology']::text[]),
  ('Hospitality', 'Barista', array['Coffee Making']::text[]),
  ('Hospitality', 'Table Service', array['Waiting Tables','Server']::text[]),
  ('Hospitality', 'Front Desk Operations', array['Front Desk','Reception']::text[]),
  ('Hospitality', 'Hotel Management', array['Hotel Operations']::text[]),
  ('Hospitality', 'Housekeeping', array['Room Cleaning']::text[]),
  ('Hospitality', 'Guest Relations', array['Guest Experience','Guest Services']::text[]),
  ('Hospitality', 'Event Planning', array['Event Management']::text[]),
  ('Hospitality', 'Catering', array['Catering Services']::text[]),
  ('Hospitality', 'Reservations', array['Booking Management']::text[]),
  ('Hospitality', 'Opera PMS', array['Opera','Property Management System']::text[]),
  ('Hospitality', 'Revenue Management', array['Yield Management']::text[]),
  ('Hospitality', 'Banquet Operations', array['Banquets']::text[]),
  ('Hospitality', 'Kitchen Management', array['Kitchen Operations']::text[]),
  ('Hospitality', 'Wine Knowledge', array['Sommelier']::text[]),
  ('Hospitality', 'Concierge', array['Concierge Services']::text[]),
  ('Hospitality', 'Food and Beverage Management', array['F&B','Food and Beverage']::text[]),
  ('Hospitality', 'Restaurant Management', array['Restaurant Operations']::text[]),
  ('Hospitality', 'Hospitality Sales', array['Group Sales']::text[]),
  ('Hospitality', 'Travel Planning', array['Travel Coordination']::text[]),
  ('Hospitality', 'Multilingual Communication', array['Multilingual']::text[]),
  ('Hospitality', 'Spanish', array['Spanish Language']::text[]),
  ('Hospitality', 'French', array['French Language']::text[]),
  ('Hospitality', 'Mandarin', array['Mandarin Chinese']::text[]),
  ('Hospitality', 'Scheduling', array['Shift Scheduling']::text[]),
  ('Hospitality', 'Cleaning', array['Janitorial']::text[]),
  ('Energy', 'Solar PV Installation', array['Solar Installation','Photovoltaics','Solar PV']::text[]),
  ('Energy', 'Wind Turbine Maintenance', array['Wind Turbines','Wind Technician']::text[]),
  ('Energy', 'Renewable Energy', array['Renewables']::text[]),
  ('Energy', 'Energy Efficiency', array['Energy Auditing']::text[]),
  ('Energy', 'Power Systems', array['Power Engineering']::text[]),
  ('Energy', 'Power Generation', array['Power Plant Operations']::text[]),
  ('Energy', 'Electrical Grid', array['Grid Operations','Transmission and Distribution']::text[]),
  ('Energy', 'SCADA', array['Supervisory Control and Data Acquisition']::text[]),
  ('Energy', 'High Voltage', array['HV','High Voltage Systems']::text[]),
  ('Energy', 'Oil and Gas', array['O&G','Oil & Gas']::text[]),
  ('Energy', 'Drilling', array['Drilling Operations']::text[]),
  ('Energy', 'Petroleum Engineering', array['Petroleum']::text[]),
  ('Energy', 'Reservoir Engineering', array['Reservoir']::text[]),
  ('Energy', 'Pipeline Operations', array['Pipelines']::text[]),
  ('Energy', 'Refinery Operations', array['Refining']::text[]),
  ('Energy', 'Process Safety', array['PSM','Process Safety Management']::text[]),
  ('Energy', 'Environmental Compliance', array['EPA Compliance']::text[]),
  ('Energy', 'Battery Storage', array['Energy Storage','BESS']::text[]),
  ('Energy', 'Electric Vehicle Charging', array['EV Charging']::text[]),
  ('Energy', 'Utility Operations', array['Utilities']::text[]),
  ('Energy', 'Nuclear Operations', array['Nuclear']::text[]),
  ('Energy', 'Hydroelectric', array['Hydropower']::text[]),
  ('Energy', 'Energy Trading', array['Power Trading']::text[]),
  ('Energy', 'Substation Maintenance', array['Substations']::text[]),
  ('Energy', 'Instrumentation', array['Instrumentation and Control','I&C']::text[]),
  ('Energy', 'Journeyman Electrician', array['Electrician','Licensed Electrician']::text[]),
  ('Energy', 'Geology', array['Geoscience']::text[]),
  ('Energy', 'GIS', array['Geographic Information Systems','ArcGIS']::text[]),
  ('Energy', 'Carbon Accounting', array['GHG Accounting']::text[]),
  ('Energy', 'Sustainability', array['ESG']::text[]),
  ('Energy', 'Lockout/Tagout', array['LOTO']::text[])
) as v(industry, name, aliases);
