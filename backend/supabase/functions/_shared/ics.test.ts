import { assert, assertEquals } from './test-assert.ts';
import { buildInvite, escapeText, foldLine, icsDateTime } from './ics.ts';

const base = {
  uid: 'interview-1b2c@talentbridge',
  start: new Date('2026-12-01T14:00:00Z'),
  durationMinutes: 45,
  summary: 'Interview: Backend Engineer, Acme Corp',
  description: 'Tuesday, December 1, 2026 at 15:00 (Europe/Berlin)\nInterviewers: Max Manager',
  location: 'HQ, room 4; 2nd floor',
  url: 'https://meet.example.com/abc',
  organizer: { name: 'Acme Corp', email: 'no-reply@example.com' },
  attendees: [{ name: 'Jordan Lee', email: 'candidate@example.com' }, { email: 'manager@example.com' }],
  stamp: new Date('2026-11-25T10:00:00Z'),
};

function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

Deno.test('a request carries the method, stable uid, sequence and UTC times', () => {
  const lines = unfold(buildInvite({ ...base, method: 'REQUEST', sequence: 0 }));
  for (const line of [
    'METHOD:REQUEST',
    'UID:interview-1b2c@talentbridge',
    'SEQUENCE:0',
    'DTSTART:20261201T140000Z',
    'DTEND:20261201T144500Z',
    'DTSTAMP:20261125T100000Z',
    'STATUS:CONFIRMED',
    'LOCATION:HQ\\, room 4\\; 2nd floor',
    'URL:https://meet.example.com/abc',
    'ORGANIZER;CN="Acme Corp":mailto:no-reply@example.com',
  ]) {
    assertEquals(lines.includes(line), true, `missing ${line}`);
  }
  assertEquals(lines.filter((l) => l.startsWith('ATTENDEE')).length, 2);
  assert(/ATTENDEE;CN="Jordan Lee";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:candidate@example.com/.test(lines.join('\n')));
  assertEquals(lines.at(-1), '');
  assertEquals(lines.at(-2), 'END:VCALENDAR');
});

Deno.test('a cancellation keeps the uid, carries the new sequence and marks the event cancelled', () => {
  const text = buildInvite({ ...base, method: 'CANCEL', sequence: 2 });
  const lines = unfold(text);
  assertEquals(lines.includes('METHOD:CANCEL'), true);
  assertEquals(lines.includes('UID:interview-1b2c@talentbridge'), true);
  assertEquals(lines.includes('SEQUENCE:2'), true);
  assertEquals(lines.includes('STATUS:CANCELLED'), true);
  assert(!/RSVP=TRUE/.test(text));
});

Deno.test('every line ends with CRLF and none is longer than 75 octets', () => {
  const text = buildInvite({ ...base, method: 'REQUEST', sequence: 1, description: 'é'.repeat(200) });
  assert(!/\n/.test(text.replace(/\r\n/g, '')));
  for (const line of text.split('\r\n')) {
    assertEquals(new TextEncoder().encode(line).length <= 75, true, line);
  }
  assertEquals(unfold(text).includes(`DESCRIPTION:${'é'.repeat(200)}`), true);
});

Deno.test('text values escape backslashes, separators and line breaks', () => {
  assertEquals(escapeText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf');
});

Deno.test('folding splits long lines and leaves short ones alone', () => {
  assertEquals(foldLine('SUMMARY:short'), 'SUMMARY:short');
  const folded = foldLine(`DESCRIPTION:${'x'.repeat(100)}`);
  assertEquals(folded.split('\r\n ').map((p) => p.length), [75, 37]);
});

Deno.test('date-times are written in UTC basic format', () => {
  assertEquals(icsDateTime(new Date('2027-03-28T01:30:00+02:00')), '20270327T233000Z');
});
