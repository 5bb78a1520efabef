-- The company's page for one vendor: its documents, its recruiters split into joined and invited,
-- the jobs it was given. A recruiter who has not accepted their invitation (never signed in) cannot
-- be handed a job, whoever tries: the company, the vendor's admin or a direct API call.

create or replace function private.check_vendor_job_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_joined timestamptz;
  v_member boolean;
begin
  if new.assigned_to_recruiter_id is not null
     and (tg_op = 'INSERT' or new.assigned_to_recruiter_id is distinct from old.assigned_to_recruiter_id) then
    select true, tvu.joined_at into v_member, v_joined
    from public.talent_vendor_users tvu
    where tvu.id = new.assigned_to_recruiter_id and tvu.vendor_id = new.vendor_id;
    if v_member is null then
      raise exception 'The recruiter must belong to the assigned vendor' using errcode = '23514';
    end if;
    if v_joined is null then
      raise exception 'This recruiter has not accepted their invitation yet and cannot be assigned jobs'
        using errcode = '23514';
    end if;
  end if;
  if tg_op = 'UPDATE' and private.is_api_caller() and not private.is_platform_admin()
     and (new.job_id is distinct from old.job_id or new.vendor_id is distinct from old.vendor_id) then
    raise exception 'Reassign by removing and adding the vendor assignment' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$$;

-- The vendor's documents (storage paths) for the staff of the company it works with, who may
-- already open them in storage; the vendor's admins and platform admins read them with the other
-- private fields. Anyone else: 42501.
create or replace function public.get_vendor_documents(p_vendor_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_documents jsonb;
begin
  select jsonb_build_object('w9_url', v.w9_url, 'coi_url', v.coi_url, 'wo_url', v.wo_url,
                            'msa_url', v.msa_url, 'voided_check_url', v.voided_check_url)
  into v_documents
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or v.company_id in (select private.company_ids_with_role())
         or v.id in (select private.admin_vendor_ids()));
  if v_documents is null then
    raise exception 'Only the vendor''s partner company can view its documents' using errcode = '42501';
  end if;
  return v_documents;
end;
$$;
revoke all on function public.get_vendor_documents(uuid) from public, anon;
grant execute on function public.get_vendor_documents(uuid) to authenticated, service_role;
