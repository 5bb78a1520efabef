// The e-mails of an interview: the candidate and every interviewer get the same calendar event
// (stable UID, growing SEQUENCE); an interviewer taken off a rescheduled interview gets its
// cancellation.
import { buildInvite, type CalendarPerson } from './ics.ts';
import { escapeHtml, type MailMessage } from './mail.ts';

export interface InterviewRow {
  id: string;
  application_id: string;
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  interviewer_ids: string[];
  location: string | null;
  video_link: string | null;
  status: 'scheduled' | 'cancelled';
  sequence: number;
}

export interface InterviewParty {
  jobTitle: string;
  companyName: string;
  candidate: CalendarPerson | null;
  /** Interviewers by user id (the current ones and any taken off). */
  interviewers: Map<string, CalendarPerson>;
  organizerEmail: string;
  site: string;
}

export type InterviewChange = 'scheduled' | 'moved' | 'cancelled';

/** "Tuesday, December 1, 2026 at 3:00 PM (Europe/Berlin)" */
export function describeTime(startsAt: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(startsAt));
  return `${when} (${timeZone})`;
}

export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@talentbridge`;
}

const SUBJECT_PREFIX: Record<InterviewChange, string> = {
  scheduled: 'Interview invitation',
  moved: 'Interview moved',
  cancelled: 'Interview cancelled',
};

function personName(p: CalendarPerson): string {
  return p.name?.trim() || p.email;
}

/**
 * One message per person concerned. `previousInterviewerIds` are the interviewers before a
 * reschedule; those no longer on it get a cancellation.
 */
export function renderInterviewMails(
  interview: InterviewRow,
  change: InterviewChange,
  party: InterviewParty,
  previousInterviewerIds: string[] = [],
): MailMessage[] {
  const current = interview.interviewer_ids
    .map((id) => party.interviewers.get(id))
    .filter((p): p is CalendarPerson => !!p);
  const removed = previousInterviewerIds
    .filter((id) => !interview.interviewer_ids.includes(id))
    .map((id) => party.interviewers.get(id))
    .filter((p): p is CalendarPerson => !!p);
  const attendees = [...(party.candidate ? [party.candidate] : []), ...current];
  const when = describeTime(interview.starts_at, interview.time_zone);
  const title = `${party.jobTitle} at ${party.companyName}`;
  const details = [
    `When: ${when}, ${interview.duration_minutes} minutes`,
    ...(interview.location ? [`Where: ${interview.location}`] : []),
    ...(interview.video_link ? [`Video link: ${interview.video_link}`] : []),
    `Interviewers: ${current.map(personName).join(', ') || '—'}`,
  ];
  const invite = (method: 'REQUEST' | 'CANCEL', people: CalendarPerson[]) =>
    buildInvite({
      method,
      uid: interviewUid(interview.id),
      sequence: interview.sequence,
      start: new Date(interview.starts_at),
      durationMinutes: interview.duration_minutes,
      summary: `Interview: ${title}`,
      description: details.join('\n'),
      location: interview.location ?? interview.video_link,
      url: interview.video_link,
      organizer: { name: party.companyName, email: party.organizerEmail },
      attendees: people,
    });
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = invite(method, attendees);
  const candidateName = party.candidate ? personName(party.candidate) : 'the candidate';

  const message = (
    to: CalendarPerson,
    lead: string,
    link: string,
    ics: string,
    icsMethod: 'REQUEST' | 'CANCEL',
    subjectChange: InterviewChange,
  ): MailMessage => {
    const closing =
      icsMethod === 'CANCEL'
        ? 'The attached update removes it from your calendar.'
        : 'The attached invitation adds it to your calendar.';
    const text = [`Hello ${personName(to)},`, '', lead, '', ...details, '', closing, '', `Open TalentBridge: ${link}`].join('\n');
    const html = [
      `<p>Hello ${escapeHtml(personName(to))},</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(closing)}</p>`,
      `<p><a href="${escapeHtml(link)}">Open TalentBridge</a></p>`,
    ].join('\n');
    return {
      to: to.email,
      subject: `${SUBJECT_PREFIX[subjectChange]}: ${title}`,
      text,
      html,
      icalEvent: { method: icsMethod, filename: 'invite.ics', content: ics },
    };
  };

  const verb = {
    scheduled: `is scheduled for ${when}.`,
    moved: `has moved to ${when}.`,
    cancelled: `planned for ${when} is cancelled.`,
  }[change];
  const mails: MailMessage[] = [];
  if (party.candidate) {
    mails.push(
      message(party.candidate, `Your interview for ${title} ${verb}`, `${party.site}/candidate/dashboard`, calendar, method, change),
    );
  }
  const applicationLink = `${party.site}/company/application/${interview.application_id}`;
  for (const person of current) {
    mails.push(
      message(person, `The interview with ${candidateName} for ${title} ${verb}`, applicationLink, calendar, method, change),
    );
  }
  for (const person of removed) {
    mails.push(
      message(
        person,
        `You are no longer an interviewer of ${candidateName} for ${title}.`,
        applicationLink,
        invite('CANCEL', [person]),
        'CANCEL',
        'cancelled',
      ),
    );
  }
  return mails;
}
