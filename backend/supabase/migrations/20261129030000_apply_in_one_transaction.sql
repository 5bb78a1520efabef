-- A candidate applies with their answers in one call: the application and its answers are stored
-- together or not at all, and the job's screening rules are checked here, whatever the client does.

-- The answers given to a job's screening questions, as [{"question_id": uuid, "answer": text}], are
-- acceptable: each names a question of the job once, every required question has a non-blank
-- answer, a choice is one of the question's options, a rating is 1 to 5, and a file answer is an
-- object the caller uploaded into their folder for this job ({user id}/{job id}/...). Raises
-- (22023) with the first problem in words the person applying can act on.
create or replace function private.check_application_answers(p_job_id uuid, p_answers jsonb)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_answers jsonb := coalesce(p_answers, '[]');
  v_question record;
  v_answer text;
  v_options text[];
  v_choice text;
begin
  if jsonb_typeof(v_answers) <> 'array'
     or exists (select 1 from jsonb_array_elements(v_answers) e
                where jsonb_typeof(e) <> 'object'
                   or coalesce(jsonb_typeof(e -> 'answer'), 'null') not in ('string', 'null')
                   or (e ->> 'question_id') is null
                   or (e ->> 'question_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   or not exists (select 1 from public.job_questions q
                                  where q.id = (e ->> 'question_id')::uuid and q.job_id = p_job_id)) then
    raise exception 'Answers must name questions of this job' using errcode = '22023';
  end if;
  if (select count(*) from jsonb_array_elements(v_answers))
     <> (select count(distinct lower(e ->> 'question_id')) from jsonb_array_elements(v_answers) e) then
    raise exception 'Each question can be answered only once' using errcode = '22023';
  end if;

  for v_question in
    select q.id, q.question, q.question_type, q.is_required, q.options,
           (select nullif(btrim(e ->> 'answer'), '') from jsonb_array_elements(v_answers) e
            where (e ->> 'question_id')::uuid = q.id) as answer
    from public.job_questions q
    where q.job_id = p_job_id
    order by q.position, q.created_at
  loop
    v_answer := v_question.answer;
    if v_answer is null then
      if v_question.is_required then
        raise exception 'Please answer all required questions' using errcode = '22023';
      end if;
      continue;
    end if;
    select coalesce(array_agg(btrim(o)), '{}') into v_options
    from jsonb_array_elements_text(
      case when jsonb_typeof(v_question.options) = 'array' then v_question.options else '[]' end) o
    where btrim(o) <> '';
    -- A choice question without options is answered in a text box.
    if v_question.question_type = 'MULTIPLE_CHOICE' and cardinality(v_options) > 0
       and not v_answer = any (v_options) then
      raise exception 'Please choose one of the offered answers to "%"', v_question.question
        using errcode = '22023';
    end if;
    if v_question.question_type = 'CHECKBOX' and cardinality(v_options) > 0 then
      -- Ticked options are joined with ', '; options may themselves contain commas.
      v_choice := '(?:' || (select string_agg(regexp_replace(o, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '|')
                            from unnest(v_options) o) || ')';
      if v_answer !~ ('^' || v_choice || '(?:, ' || v_choice || ')*$') then
        raise exception 'Please choose one of the offered answers to "%"', v_question.question
          using errcode = '22023';
      end if;
    end if;
    if v_question.question_type = 'RATING' and v_answer !~ '^[1-5]$' then
      raise exception 'Please rate "%" from 1 to 5', v_question.question using errcode = '22023';
    end if;
    if v_question.question_type = 'FILE' and not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'application_answer_files'
        and o.name = v_answer
        and (storage.foldername(o.name))[1] = (select auth.uid())::text
        and (storage.foldername(o.name))[2] = p_job_id::text) then
      raise exception 'The file answering "%" was not found; please upload it again', v_question.question
        using errcode = '22023';
    end if;
  end loop;
end;
$$;
revoke all on function private.check_application_answers(uuid, jsonb) from public, anon;
grant execute on function private.check_application_answers(uuid, jsonb) to authenticated, service_role;

-- The signed-in candidate applies to an open job with their answers. Returns
-- {"application_id": ...}, or {"missing_fields": [labels]} (and changes nothing) while the profile
-- lacks what applying needs (no labels: there is no profile yet). Applying twice, or while a company or vendor already put the person
-- forward, is refused by the one-active-application rule (23505; the hint names the application
-- already in process).
create or replace function public.apply_to_job(p_job_id uuid, p_answers jsonb default '[]')
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_ready json;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if not private.is_candidate_account() then
    raise exception 'Only candidates can apply to jobs' using errcode = '42501';
  end if;
  if p_job_id is null or not private.job_takes_applications(p_job_id) then
    raise exception 'This job is not open for applications' using errcode = '42501';
  end if;

  v_ready := private.candidate_apply_readiness(v_uid);
  if v_ready ->> 'candidateId' is null or json_array_length(v_ready -> 'missingFields') > 0 then
    return jsonb_build_object('missing_fields',
      case when v_ready ->> 'candidateId' is null then '[]'::jsonb else (v_ready -> 'missingFields')::jsonb end);
  end if;

  perform private.check_application_answers(p_job_id, p_answers);

  insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
  values (p_job_id, (v_ready ->> 'candidateId')::uuid, 'applied', 'candidate', v_uid)
  returning id into v_id;
  -- Blank answers to optional questions are not stored ('No response provided').
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, btrim(e ->> 'answer')
  from jsonb_array_elements(coalesce(p_answers, '[]')) e
  where btrim(coalesce(e ->> 'answer', '')) <> '';
  return jsonb_build_object('application_id', v_id);
end;
$$;
revoke all on function public.apply_to_job(uuid, jsonb) from public, anon;
grant execute on function public.apply_to_job(uuid, jsonb) to authenticated;
