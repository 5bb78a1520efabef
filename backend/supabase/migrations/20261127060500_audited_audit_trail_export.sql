-- Exporting the audit trail is itself recorded: who exported which chain, with which filters and
-- how many entries. The screen records the export when it has read the entries, in the chain the
-- entries came from (the company's, or the platform's for an export across companies).
create or replace function public.record_audit_trail_export(
  p_rows integer,
  p_company_id uuid default null,
  p_action text default null,
  p_from timestamptz default null,
  p_to timestamptz default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid := p_company_id;
begin
  if not private.is_platform_admin() then
    if not exists (select 1 from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'Only platform administrators and company administrators can export the audit trail'
        using errcode = '42501';
    end if;
    if v_company is null then
      select c.id into v_company from private.company_ids_with_role(array['company_admin']) as c(id) limit 1;
    elsif v_company not in (select c.id from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'You can only export the audit trail of your own company' using errcode = '42501';
    end if;
  end if;
  if p_rows is null or p_rows < 0 then
    raise exception 'The number of exported entries must not be negative' using errcode = '22023';
  end if;
  return audit.append('audit.trail_exported', 'audit_trail', coalesce(v_company::text, 'all'), v_company,
    jsonb_strip_nulls(jsonb_build_object('entries', p_rows, 'action', p_action,
      'from', p_from, 'to', p_to)));
end;
$$;
revoke execute on function public.record_audit_trail_export(integer, uuid, text, timestamptz, timestamptz) from public, anon;
grant execute on function public.record_audit_trail_export(integer, uuid, text, timestamptz, timestamptz) to authenticated;
