-- A job and its screening questions are saved in one transaction: a failure leaves neither, and
-- questions cannot be rewritten while a candidate applies (the application's reference to the job
-- waits on the job row's lock, or the rewrite sees the application and refuses).
-- Called by manage-job-posting with the service role after it has checked the caller's role.
create or replace function public.save_job_posting(
  p_job_id uuid,
  p_company_id uuid,
  p_created_by uuid,
  p_job jsonb,
  p_questions jsonb
)
returns public.jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_columns text;
  v_values text;
  v_job public.jobs;
begin
  -- Only columns of the table the caller sent; ownership columns come from the arguments.
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position),
         string_agg(format('r.%I', c.column_name), ', ' order by c.ordinal_position)
    into v_columns, v_values
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'jobs'
    and p_job ? c.column_name
    and c.column_name not in ('id', 'company_id', 'created_by', 'created_at', 'updated_at');

  if p_job_id is null then
    execute format(
      'insert into public.jobs (company_id, created_by%1$s) select $1, $2%2$s from jsonb_populate_record(null::public.jobs, $3) r returning *',
      coalesce(', ' || v_columns, ''), coalesce(', ' || v_values, ''))
      into v_job using p_company_id, p_created_by, p_job;
  else
    select * into v_job from public.jobs where id = p_job_id and company_id = p_company_id for update;
    if not found then
      raise exception 'Job not found' using errcode = 'P0002';
    end if;
    if v_columns is not null then
      execute format(
        'update public.jobs set (%1$s) = (select %1$s from jsonb_populate_record(null::public.jobs, $1)) where id = $2 returning *',
        v_columns)
        into v_job using p_job, p_job_id;
    end if;
  end if;

  if p_questions is not null then
    if p_job_id is not null and exists (select 1 from public.applications a where a.job_id = p_job_id) then
      -- Answers point at questions; rewriting them would orphan what candidates wrote.
      raise exception 'Questions cannot be changed after candidates have applied' using errcode = 'P0409';
    end if;
    delete from public.job_questions where job_id = v_job.id;
    insert into public.job_questions (job_id, question, question_type, is_required, options, position)
    select v_job.id, q.question, q.question_type, q.is_required, q.options, q.position
    from jsonb_to_recordset(p_questions)
      as q(question text, question_type text, is_required boolean, options jsonb, position integer);
  end if;
  return v_job;
end;
$$;
revoke execute on function public.save_job_posting(uuid, uuid, uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_job_posting(uuid, uuid, uuid, jsonb, jsonb) to service_role;
