-- A company can take back a talent-vendor invitation that has not been used: its link stops
-- working at once (the token is cleared, so the link finds nothing) and the row stays, marked
-- revoked, in the company's list.
alter table public.talent_vendors drop constraint talent_vendors_status_check;
alter table public.talent_vendors add constraint talent_vendors_status_check
  check (status in ('invited', 'registered', 'active', 'inactive', 'declined', 'revoked'));

-- The staff who may invite vendors may revoke their company's pending invitations.
create or replace function public.revoke_talent_vendor_invitation(p_invitation_id uuid)
returns public.talent_vendors
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.talent_vendors;
begin
  select * into v_row from public.talent_vendors where id = p_invitation_id for update;
  if not found or not (
    (select private.is_platform_admin())
    or v_row.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  ) then
    raise exception 'Invitation not found' using errcode = 'P0002';
  end if;
  if v_row.status <> 'invited' then
    raise exception 'Only a pending invitation can be revoked' using errcode = '22023';
  end if;
  update public.talent_vendors
  set status = 'revoked', invitation_token = null
  where id = p_invitation_id
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.revoke_talent_vendor_invitation(uuid) from public, anon;
grant execute on function public.revoke_talent_vendor_invitation(uuid) to authenticated;
