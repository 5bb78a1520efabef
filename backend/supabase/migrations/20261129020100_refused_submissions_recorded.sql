-- A vendor's submission refused because the person is already in process for the job is recorded
-- as an ownership conflict with the decision 'refused', when the open application is another
-- source's (a vendor resubmitting its own candidate is no conflict). The vendor is still told only
-- 'This candidate is already in process for this job (since {date})'. So that the record survives
-- a refusal that changes nothing else, submit_vendor_candidate (in the vendors' baseline file)
-- answers the refusal (HTTP 409 with the error's code and message, through PostgREST's
-- response.status) instead of raising it.

alter table public.ownership_conflicts drop constraint ownership_conflicts_decision_check;
alter table public.ownership_conflicts add constraint ownership_conflicts_decision_check
  check (decision in ('credited_to_owner', 'refused'));

-- Records the refusal (unless the open application is the vendor's own) and answers it.
create or replace function private.refuse_vendor_submission(p_job_id uuid, p_person_id uuid, p_vendor_id uuid,
                                                           p_user_id uuid, p_since timestamptz)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_first public.applications;
  v_challenger public.applications;
  v_owner public.candidate_ownerships;
  v_conflict uuid;
begin
  select a.* into v_first from public.applications a
  where a.job_id = p_job_id and a.person_id = p_person_id and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is not null
     and not (v_first.source = 'vendor' and v_first.applied_by_vendor_id is not distinct from p_vendor_id) then
    v_challenger.source := 'vendor';
    v_challenger.applied_by_vendor_id := p_vendor_id;
    v_challenger.applied_by_user_id := p_user_id;
    v_owner := private.current_ownership(v_first.company_id, p_person_id);
    insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
      owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label, decision)
    values (v_first.company_id, p_job_id, p_person_id, v_first.id, v_owner.id, v_owner.vendor_id, 'vendor',
      p_vendor_id, p_user_id, private.application_source_label(v_challenger), 'refused')
    returning id into v_conflict;
    perform audit.append('ownership.refused', 'application', v_first.id::text, v_first.company_id,
      jsonb_build_object('conflict_id', v_conflict, 'challenger_vendor_id', p_vendor_id,
                         'owner_vendor_id', v_owner.vendor_id, 'decision', 'refused'));
  end if;
  perform set_config('response.status', '409', true);
  return jsonb_build_object(
    'code', '23505',
    'message', format('This candidate is already in process for this job (since %s)',
                      to_char(p_since at time zone 'UTC', 'Mon FMDD, YYYY')),
    'details', null,
    'hint', null);
end;
$$;
revoke all on function private.refuse_vendor_submission(uuid, uuid, uuid, uuid, timestamptz) from public, anon, authenticated;
