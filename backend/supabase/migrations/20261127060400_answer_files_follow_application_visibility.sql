-- An answer file opens for the same staff who see the application (company and subscription
-- admins, and the staff whose jobs the hierarchy gives them), as the candidate's other documents
-- do; not for every member of the company.
create or replace function private.can_read_answer_file(p_name text)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    join public.candidates c on c.id = a.candidate_id
    where ans.answer = p_name
      and c.user_id::text = (storage.foldername(p_name))[1]
      and private.is_team_application(a.id)
  )
$$;
