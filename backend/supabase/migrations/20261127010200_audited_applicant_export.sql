-- Exporting a job's applicants takes their names and e-mail addresses out of the portal, so every
-- export is recorded in the company's audit trail: who, which job, how many rows. The function
-- now writes, so it is volatile (PostgREST runs stable functions read-only).
create or replace function public.export_job_applicants(p_job_id uuid)
returns table (name text, email text, source text, stage text, applied_at timestamptz, last_change timestamptz)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_rows bigint;
begin
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
    select btrim(concat_ws(' ', c.first_name, c.last_name)), c.email,
           case a.source when 'candidate' then 'Direct' when 'company' then 'Company-managed'
                else coalesce(v.vendor_name, 'Vendor') end,
           case a.status when 'applied' then 'New' else private.status_label(a.status) end,
           a.applied_at, a.status_changed_at
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    left join public.vendors v on v.id = a.applied_by_vendor_id
    where a.job_id = p_job_id
    order by a.applied_at desc, a.id;
  get diagnostics v_rows = row_count;
  perform audit.append('job.applicants_exported', 'job', p_job_id::text,
    (select j.company_id from public.jobs j where j.id = p_job_id), jsonb_build_object('rows', v_rows));
end;
$$;

-- The trail names a job by its title.
create or replace function private.audit_target_name(p_type text, p_id text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_id is null or p_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_id
    when p_type = 'user' then private.audit_person_name(p_id::uuid)
    when p_type = 'candidate' then coalesce(
      (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.id = p_id::uuid),
      'Deleted candidate')
    when p_type = 'company' then coalesce((select c.name from public.companies c where c.id = p_id::uuid), 'Deleted company')
    when p_type = 'application' then (select j.title from public.applications a join public.jobs j on j.id = a.job_id
                                      where a.id = p_id::uuid)
    when p_type = 'job' then coalesce((select j.title from public.jobs j where j.id = p_id::uuid), 'Deleted job')
    else p_id end
$$;
