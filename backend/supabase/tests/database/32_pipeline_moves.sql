-- The pipeline: who reads a job's board, who moves applications, the expected-status refusal,
-- rejection reasons, stage e-mails, per-company settings, withdrawal and the export.
begin;
select plan(42);

select tests.create_matrix_actors();
-- Acme is active (approved, with a tier) in the seed; f4..01 (job 1, Jordan) is under review,
-- f4..02 (job 2, Jordan) is new, f4..05 (job 1, vendor) is new.

-- Board reads.
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(format('%s:%s', c ->> 'status', c ->> 'total'), ',')
           from public.get_pipeline_board('f0000000-0000-4000-8000-000000000001') b, jsonb(b) c),
  'applied:1,reviewing:1,interview:0,offered:0,hired:0,accepted:0,rejected:0,withdrawn:0',
  'the job''s recruiter reads the board: every stage with its count');
select is((select split_part(c -> 'cards' -> 0 ->> 'source_label', ' · ', 1)
           from public.get_pipeline_board('f0000000-0000-4000-8000-000000000001') b, jsonb(b) c
           where c ->> 'status' = 'applied'),
  'Staffing Partners', 'a vendor''s card names the vendor');
select is((select string_agg(k, ',' order by k)
           from public.get_pipeline_board('f0000000-0000-4000-8000-000000000001') b, jsonb(b) c,
                jsonb_object_keys(c -> 'cards' -> 0) k
           where c ->> 'status' = 'applied'),
  'candidate_id,first_name,id,last_name,source_label,status_changed_at',
  'a card carries what the board draws: its stage is the column''s');
select is((select string_agg(format('%s:%s', c ->> 'status', c ->> 'total'), ',')
           from public.get_pipeline_board('f0000000-0000-4000-8000-000000000001', p_source => 'candidate') b, jsonb(b) c
           where (c ->> 'total')::int > 0),
  'reviewing:1', 'the source filter keeps direct applications only');
select is((select sum((c ->> 'total')::int)::int
           from public.get_pipeline_board('f0000000-0000-4000-8000-000000000001', p_search => 'jord') b, jsonb(b) c),
  1, 'the name search finds Jordan only');
select is((public.get_pipeline_column('f0000000-0000-4000-8000-000000000001', 'applied', p_offset => 1)) -> 'cards',
  '[]'::jsonb, 'a column pages on the server');
select is((public.get_pipeline_neighbors('f4000000-0000-4000-8000-000000000005')) ->> 'next_id',
  'f4000000-0000-4000-8000-000000000001', 'the detail''s next follows the board order');
select tests.as_owner();
select throws_ok($$select public.get_pipeline_board('f0000000-0000-4000-8000-000000000001', p_source => 'friends')$$,
  '22023', 'Unknown source: choose Direct, Company-managed or Vendor', 'an unknown source is refused');
select is(tests.error_of('recruiter@example.com', $$select public.get_pipeline_board('f0000000-0000-4000-8000-000000000002')$$),
  'Job not found', 'a recruiter cannot read the board of a job outside their sight');
select is(tests.error_of('partner.recruiter@example.com', $$select public.get_pipeline_board('f0000000-0000-4000-8000-000000000001')$$),
  'Job not found', 'a partner recruiter cannot read the board of a job not assigned to them');
select is(tests.error_of('globex.admin@example.com', $$select public.export_job_applicants('f0000000-0000-4000-8000-000000000001')$$),
  'Job not found', 'another company cannot export the applicants');
select is(tests.error_of('candidate@example.com', $$select public.get_pipeline_board('f0000000-0000-4000-8000-000000000001')$$),
  'Job not found', 'a candidate cannot read a board');

-- Export.
select tests.authenticate_as('owner@example.com');
select is((select string_agg(format('%s|%s|%s', name, source, stage), ',' order by name)
           from public.export_job_applicants('f0000000-0000-4000-8000-000000000001')),
  'Alex Kim|Staffing Partners|New,Jordan Lee|Direct|Under Review', 'the export lists name, source and stage');
select tests.as_owner();

-- Moves: allow.
select is(tests.attempt('recruiter@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['reviewing'], 'interview')$$),
  '1', 'the job''s recruiter moves an application');
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000001'),
  'reviewing', 'attempt rolled the move back');
select tests.authenticate_as('recruiter@example.com');
select is((select string_agg(status, ',') from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['reviewing'], 'interview', 'Strong portfolio')),
  'interview', 'the move returns the new stage');
select tests.as_owner();
select is((select format('%s>%s|%s', from_status, to_status, reason) from public.application_stage_history
           where application_id = 'f4000000-0000-4000-8000-000000000001' order by created_at desc, id limit 1),
  'reviewing>interview|Strong portfolio', 'the move is in the history with its note');
select is(tests.attempt('manager@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000005']::uuid[],
    array['interview', 'applied'], 'offered')$$),
  '2', 'a manager moves several applications of their recruiter''s job at once');

-- Moves: deny.
select is(tests.error_of('recruiter@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000002']::uuid[], array['applied'], 'reviewing')$$),
  'You do not have permission to move this application', 'a recruiter cannot move outside their sight');
select is(tests.error_of('partner.recruiter@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'offered')$$),
  'You do not have permission to move this application', 'a partner recruiter cannot move on a job not assigned to them');
select is(tests.error_of('candidate@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'hired')$$),
  'You do not have permission to move this application', 'a candidate cannot move their application');
select is(tests.error_of('vendor@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000005']::uuid[], array['applied'], 'hired')$$),
  'You do not have permission to move this application', 'a vendor cannot move its submission');
select is(tests.error_of('globex.admin@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'hired')$$),
  'You do not have permission to move this application', 'another company cannot move it');
select is((select status from public.applications where id = 'f4000000-0000-4000-8000-000000000001'),
  'interview', 'refused moves changed nothing');

-- Two movers: the second saw the old stage and is refused; nothing changes.
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['reviewing'], 'offered')$$),
  'Someone else moved this application to Interview in the meantime. Nothing was changed; the board now shows its current stage.',
  'a mover who saw an old stage is told someone else moved it');
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000005']::uuid[],
    array['interview', 'reviewing'], 'offered')$$),
  '1 of the selected applications were moved by someone else in the meantime. Nothing was changed; the board now shows their current stages.',
  'a bulk move with one stale entry is refused as a whole');
select is((select string_agg(status, ',' order by id) from public.applications
           where id in ('f4000000-0000-4000-8000-000000000001', 'f4000000-0000-4000-8000-000000000005')),
  'interview,applied', 'the refused bulk move changed nothing');

-- Bad input.
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'rejected')$$),
  'Choose a reason for the rejection', 'a rejection needs a reason');
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'rejected', 'Because')$$),
  'Choose one of the company''s rejection reasons', 'a rejection reason comes from the company''s list');
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'withdrawn')$$),
  'Unknown stage: withdrawn', 'staff cannot withdraw for the candidate');
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview', 'applied'], 'offered')$$),
  'Give the current stage of every application you move', 'every application needs its expected stage');

-- Rejecting with an e-mail queues the company's message, rendered for the candidate.
select tests.authenticate_as('owner@example.com');
select is((select emails_queued from public.move_applications(
    array['f4000000-0000-4000-8000-000000000001']::uuid[], array['interview'], 'rejected',
    'Position filled by another candidate', true)),
  1, 'rejecting with the e-mail option queues one message');
select tests.as_owner();
select is((select format('%s|%s|%s', recipient, subject, left(body, 9)) from public.application_messages
           where application_id = 'f4000000-0000-4000-8000-000000000001'),
  'candidate@example.com|Your application for Senior Frontend Engineer at Acme Corp|Hi Jordan', 'the message is rendered for the candidate');
select is(tests.attempt('recruiter@example.com', $$select id from public.application_messages
                                                   where application_id = 'f4000000-0000-4000-8000-000000000001'$$),
  '1', 'the job''s recruiter sees the sent message');
select is(tests.attempt('candidate@example.com', $$select id from public.application_messages$$),
  '0', 'the candidate does not read the team''s message log');

-- Settings: company admins edit reasons and templates; other staff read only.
select is(tests.attempt('owner@example.com', $$insert into public.company_pipeline_settings (company_id, rejection_reasons)
    values ('c0000000-0000-4000-8000-000000000001', array['Too junior', 'Other'])$$),
  '1', 'the company admin sets the rejection reasons');
select is(tests.attempt('recruiter@example.com', $$insert into public.stage_email_templates (company_id, status, subject, body)
    values ('c0000000-0000-4000-8000-000000000001', 'interview', 'Hi', 'Hello')$$),
  '42501', 'a recruiter cannot change the e-mail templates');
select is(tests.attempt('owner@example.com', $$insert into public.company_pipeline_settings (company_id, rejection_reasons)
    values ('c0000000-0000-4000-8000-000000000001', array['', 'Other'])$$),
  '23514', 'an empty reason is refused');
select tests.authenticate_as('recruiter@example.com');
select is((public.get_pipeline_settings()) -> 'rejection_reasons' ->> 0,
  'Not enough relevant experience', 'staff read the default reasons when the company has none');

-- Withdrawal.
select tests.authenticate_as('candidate@example.com');
select public.withdraw_application('f4000000-0000-4000-8000-000000000002', 'Accepted another offer');
select tests.as_owner();
select is((select format('%s|%s', a.status, h.reason) from public.applications a
           join public.application_stage_history h on h.application_id = a.id and h.to_status = 'withdrawn'
           where a.id = 'f4000000-0000-4000-8000-000000000002'),
  'withdrawn|Accepted another offer', 'the candidate withdraws with a reason');
select is(tests.error_of('owner@example.com', $$select * from public.move_applications(
    array['f4000000-0000-4000-8000-000000000002']::uuid[], array['withdrawn'], 'reviewing')$$),
  'The candidate has withdrawn this application; it can no longer be moved', 'a withdrawn application cannot be moved');
select is(tests.error_of('candidate@example.com', $$select public.withdraw_application('f4000000-0000-4000-8000-000000000003')$$),
  'Application not found', 'a candidate cannot withdraw someone else''s application');

select * from finish();
rollback;
