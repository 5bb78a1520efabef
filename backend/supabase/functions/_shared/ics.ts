// iCalendar (RFC 5545) invitations for interviews: one VEVENT per interview with a stable UID, so
// calendars update the same entry when SEQUENCE grows and remove it on METHOD:CANCEL.

export interface CalendarPerson {
  name?: string | null;
  email: string;
}

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string | null;
  url?: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When the invitation was made (DTSTAMP); now unless given. */
  stamp?: Date;
}

/** UTC date-time in the basic format, e.g. 20261201T140000Z. */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Quotes a parameter value (CN) and drops the characters a parameter cannot hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Folds a content line at 75 octets, continuing with CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function person(property: string, p: CalendarPerson, extra = ''): string {
  const cn = p.name?.trim() ? `;CN=${paramValue(p.name.trim())}` : '';
  return `${property}${cn}${extra}:mailto:${p.email}`;
}

/** The whole VCALENDAR text, CRLF line endings, ready to attach as text/calendar. */
export function buildInvite(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.durationMinutes * 60_000);
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//TalentBridge//Interviews//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsDateTime(invite.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(invite.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.url ? [`URL:${invite.url}`] : []),
    person('ORGANIZER', invite.organizer),
    ...invite.attendees.map((a) =>
      person('ATTENDEE', a, `;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}`),
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
