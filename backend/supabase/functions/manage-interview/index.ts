// Schedules, moves and cancels interviews as the caller (the database checks who may work on the
// application and validates the input), then mails the calendar invitation or its update to the
// candidate and every interviewer.
import { z } from 'zod';
import type { SupabaseClient } from '@supabase/supabase-js';
import { siteUrl } from '../_shared/env.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, notFound } from '../_shared/http.ts';
import {
  type InterviewChange,
  type InterviewParty,
  type InterviewRow,
  renderInterviewMails,
} from '../_shared/interview-mail.ts';
import type { CalendarPerson } from '../_shared/ics.ts';
import { sendMail, smtpSettingsFromEnv } from '../_shared/mail.ts';

const uuid = z.string().uuid();
const plan = {
  // The wall-clock date and time in `timeZone`; the database turns it into an instant.
  localStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'localStart must look like 2026-12-01T14:30'),
  timeZone: z.string().min(1).max(64),
  durationMinutes: z.number().int().min(15, 'The duration must be between 15 and 480 minutes')
    .max(480, 'The duration must be between 15 and 480 minutes'),
  interviewerIds: z.array(uuid).min(1, 'Choose at least one interviewer').max(10, 'Choose at most 10 interviewers'),
  location: z.string().max(300).nullish(),
  videoLink: z.string().max(500).nullish(),
};
const schema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('schedule'), applicationId: uuid, ...plan }).strict(),
  z.object({ action: z.literal('reschedule'), interviewId: uuid, sequence: z.number().int().min(0), ...plan }).strict(),
  z.object({ action: z.literal('cancel'), interviewId: uuid, sequence: z.number().int().min(0) }).strict(),
]);

const STATUS_BY_SQLSTATE: Record<string, number> = {
  '42501': 403,
  P0002: 404,
  '22023': 400,
  '23514': 400,
  PT409: 409,
};

async function party(admin: SupabaseClient, interview: InterviewRow, previous: string[]): Promise<InterviewParty> {
  const userIds = [...new Set([...interview.interviewer_ids, ...previous])];
  // Independent reads, made at once.
  const [{ data: app, error }, { data: staff }] = await Promise.all([
    admin
      .from('applications')
      .select('job:jobs(title), company:companies!applications_company_id_fkey(name), candidate:candidates(first_name, last_name, email, user_id)')
      .eq('id', interview.application_id)
      .single(),
    admin.from('company_users').select('user_id, first_name, last_name, email').in('user_id', userIds),
  ]);
  if (error || !app) throw new HttpError(500, 'Failed to load the interview details');
  const candidate = app.candidate as unknown as
    | { first_name: string | null; last_name: string | null; email: string | null; user_id: string | null }
    | null;
  const accountIds = [...userIds, ...(candidate?.user_id ? [candidate.user_id] : [])];
  const { data: profiles } = await admin.from('profiles').select('id, email').in('id', accountIds);
  const accountEmail = new Map((profiles ?? []).map((p) => [p.id as string, p.email as string]));
  const interviewers = new Map<string, CalendarPerson>();
  for (const s of staff ?? []) {
    const email = accountEmail.get(s.user_id) ?? s.email;
    if (email) interviewers.set(s.user_id, { name: `${s.first_name} ${s.last_name}`.trim(), email });
  }
  const candidateEmail = (candidate?.user_id && accountEmail.get(candidate.user_id)) || candidate?.email;
  const sender = smtpSettingsFromEnv().from;
  return {
    jobTitle: (app.job as unknown as { title: string } | null)?.title ?? 'a job',
    companyName: (app.company as unknown as { name: string } | null)?.name ?? 'The company',
    candidate: candidateEmail
      ? { name: `${candidate?.first_name ?? ''} ${candidate?.last_name ?? ''}`.trim(), email: candidateEmail }
      : null,
    interviewers,
    organizerEmail: /<([^>]+)>/.exec(sender)?.[1] ?? sender,
    site: siteUrl(),
  };
}

serveFunction({
  schema,
  async handle(ctx, body) {
    let previous: InterviewRow | null = null;
    if (body.action !== 'schedule') {
      const { data } = await ctx.userClient.from('interviews').select('*').eq('id', body.interviewId).maybeSingle();
      if (!data) throw notFound('Interview not found');
      previous = data as InterviewRow;
    }
    const details =
      body.action === 'cancel'
        ? null
        : {
            p_local_start: body.localStart,
            p_time_zone: body.timeZone,
            p_duration_minutes: body.durationMinutes,
            p_interviewer_ids: body.interviewerIds,
            p_location: body.location ?? null,
            p_video_link: body.videoLink ?? null,
          };
    const call =
      body.action === 'schedule'
        ? ctx.userClient.rpc('schedule_interview', { p_application_id: body.applicationId, ...details })
        : body.action === 'reschedule'
          ? ctx.userClient.rpc('reschedule_interview', { p_interview_id: body.interviewId, p_sequence: body.sequence, ...details })
          : ctx.userClient.rpc('cancel_interview', { p_interview_id: body.interviewId, p_sequence: body.sequence });
    const { data, error } = await call;
    if (error) throw new HttpError(STATUS_BY_SQLSTATE[error.code ?? ''] ?? 500, error.message);
    const interview = data as InterviewRow;
    const change: InterviewChange =
      body.action === 'schedule' ? 'scheduled' : body.action === 'reschedule' ? 'moved' : 'cancelled';
    const before = previous?.interviewer_ids ?? [];
    const mails = renderInterviewMails(interview, change, await party(ctx.admin, interview, before), before);
    // The pooled transport sends the candidate's and the interviewers' messages side by side.
    const problems = await Promise.all(mails.map((mail) => sendMail(mail)));
    const failed = mails.filter((_, i) => problems[i]).map((mail) => mail.to);
    return { interview, emailed: mails.length - failed.length, emailFailedFor: failed };
  },
});
