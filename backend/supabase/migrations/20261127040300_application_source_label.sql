-- Every application shows the company where it came from: 'Direct', 'Company-managed', or the
-- vendor's name and the recruiter who submitted it ('Staffing Partners · Riley Vendorson'). The
-- label is fixed when the application is made, so it stays true after a recruiter leaves, and
-- lists read it from the row without reading vendors and their members.
alter table public.applications add column source_label text;

update public.applications a set source_label = private.application_source_label(a);

create or replace function private.set_application_source_label()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.source_label := private.application_source_label(new);
  elsif new.source is distinct from old.source or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
    new.source_label := private.application_source_label(new);
  else
    new.source_label := old.source_label;
  end if;
  return new;
end;
$$;

-- Named to run after applications_guard, which sets who applied.
create trigger applications_source_label before insert or update on public.applications
  for each row execute function private.set_application_source_label();

-- Board cards carry the label.
create or replace function private.pipeline_page_sql()
returns text
language sql immutable
set search_path = ''
as $$
  select $q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status', p.status, 'status_changed_at', p.status_changed_at, 'applied_at', p.applied_at,
      'candidate_id', p.candidate_id, 'first_name', c.first_name, 'last_name', c.last_name,
      'source', p.source, 'vendor_name', v.vendor_name, 'source_label', p.source_label)
      order by p.status_changed_at desc, p.id desc)
    from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, a.source, a.applied_by_vendor_id,
                 a.source_label
          from public.applications a where %1$s and a.status = %2$s
          order by a.status_changed_at desc, a.id desc offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id
    left join public.vendors v on v.id = p.applied_by_vendor_id), '[]'::jsonb)$q$
$$;

-- The detail views carry it too.
create or replace function private.application_fields(p_app public.applications)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_app.id,
    'status', p_app.status,
    'applied_at', p_app.applied_at,
    'job_id', p_app.job_id,
    'candidate_id', p_app.candidate_id,
    'source', p_app.source,
    'source_label', p_app.source_label)
$$;
