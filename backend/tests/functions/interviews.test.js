// Interviews through manage-interview: the candidate and interviewers get e-mails carrying an
// .ics invitation in the mail catcher; moves and cancellations update the same calendar event.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, sleep } from './helpers.js';
import { APPLICATION, USER } from './ids.js';

let env;
before(async () => {
  env = await bootStack({ reset: true });
});
after(async () => {
  await env?.stop();
});

/** The wall-clock start `days` from now at 10:00, as the form sends it. */
function localStart(days, time = '10:00') {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

async function mailsWith(address, subject, count = 1) {
  for (let i = 0; i < 40; i += 1) {
    const mails = (await env.mailTo(address)).filter((m) => m.subject === subject);
    if (mails.length >= count) return mails;
    await sleep(250);
  }
  throw new Error(`no "${subject}" mail to ${address}`);
}

function calendarOf(mail) {
  const ics = mail.attachments.find((a) => /calendar|ics/.test(a.contentType) && a.content);
  assert.ok(ics, `no calendar attachment in ${mail.subject}`);
  return ics.content.replace(/\r\n /g, '');
}

describe('manage-interview', () => {
  let interview;

  test('the recruiter schedules an interview; candidate and interviewers get the .ics invitation', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'manage-interview', {
      action: 'schedule',
      applicationId: APPLICATION.candidateFrontend,
      localStart: localStart(10),
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      interviewerIds: [USER.recruiter, USER.manager],
      videoLink: 'https://meet.example.com/frontend',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    interview = res.body.interview;
    assert.equal(res.body.emailed, 3);
    const subject = 'Interview invitation: Senior Frontend Engineer at Acme Corp';
    const [toCandidate] = await mailsWith('candidate@example.com', subject);
    assert.match(toCandidate.text, /Your interview for Senior Frontend Engineer at Acme Corp is scheduled for .*\(Europe\/Berlin\)/);
    assert.match(toCandidate.text, /Video link: https:\/\/meet\.example\.com\/frontend/);
    const ics = calendarOf(toCandidate);
    assert.match(ics, /^METHOD:REQUEST$/m);
    assert.match(ics, new RegExp(`^UID:interview-${interview.id}@talentbridge$`, 'm'));
    assert.match(ics, /^SEQUENCE:0$/m);
    assert.match(ics, /^ATTENDEE;CN="Jordan Lee".*:mailto:candidate@example\.com$/m);
    assert.match(ics, /:mailto:manager@example\.com$/m);
    await mailsWith('manager@example.com', subject);
    await mailsWith('recruiter@example.com', subject);
  });

  test('a move keeps the UID, raises SEQUENCE and cancels for an interviewer taken off', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'manage-interview', {
      action: 'reschedule',
      interviewId: interview.id,
      sequence: 0,
      localStart: localStart(11, '14:30'),
      timeZone: 'America/New_York',
      durationMinutes: 60,
      interviewerIds: [USER.recruiter],
      location: 'Acme HQ, room 4',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.interview.sequence, 1);
    const [moved] = await mailsWith('candidate@example.com', 'Interview moved: Senior Frontend Engineer at Acme Corp');
    const ics = calendarOf(moved);
    assert.match(ics, new RegExp(`^UID:interview-${interview.id}@talentbridge$`, 'm'));
    assert.match(ics, /^SEQUENCE:1$/m);
    assert.match(ics, /^DTSTART:\d{8}T\d{4}00Z$/m);
    assert.match(moved.text, /2:30 PM \(America\/New_York\)/);
    const [off] = await mailsWith('manager@example.com', 'Interview cancelled: Senior Frontend Engineer at Acme Corp');
    assert.match(calendarOf(off), /^METHOD:CANCEL$/m);
    interview = res.body.interview;
  });

  test('a change based on an outdated version is refused with 409 and mails nothing', async () => {
    const { client } = await env.as('manager');
    const before = (await env.mailTo('candidate@example.com')).length;
    const res = await call(client, 'manage-interview', { action: 'cancel', interviewId: interview.id, sequence: 0 });
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'Someone else changed this interview meanwhile. Review it and try again.');
    await sleep(500);
    assert.equal((await env.mailTo('candidate@example.com')).length, before);
  });

  test('bad input is a 400 with the reason and changes nothing', async () => {
    const { client } = await env.as('recruiter');
    const base = {
      action: 'schedule',
      applicationId: APPLICATION.candidateFrontend,
      timeZone: 'UTC',
      durationMinutes: 30,
      interviewerIds: [USER.recruiter],
      location: 'Room 1',
    };
    const past = await call(client, 'manage-interview', { ...base, localStart: localStart(-1) });
    assert.equal(past.status, 400);
    assert.equal(past.body.error, 'The interview must start in the future');
    const outsider = await call(client, 'manage-interview', { ...base, localStart: localStart(3), interviewerIds: [USER.vendor] });
    assert.equal(outsider.status, 400);
    assert.equal(outsider.body.error, 'Interviewers must be members of your team');
    const short = await call(client, 'manage-interview', { ...base, localStart: localStart(3), durationMinutes: 5 });
    assert.equal(short.status, 400);
    assert.equal(short.body.error, 'The duration must be between 15 and 480 minutes');
    const { count } = await env.service().from('interviews').select('id', { count: 'exact', head: true });
    assert.equal(count, 1);
  });

  test('a candidate or vendor cannot schedule', async () => {
    for (const name of ['candidate', 'vendor']) {
      const { client } = await env.as(name);
      const res = await call(client, 'manage-interview', {
        action: 'schedule',
        applicationId: APPLICATION.vendorFrontend,
        localStart: localStart(3),
        timeZone: 'UTC',
        durationMinutes: 30,
        interviewerIds: [USER.recruiter],
        location: 'Room 1',
      });
      assert.equal(res.status, 403, name);
    }
  });

  test('a cancellation sends METHOD:CANCEL with the next SEQUENCE', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'manage-interview', { action: 'cancel', interviewId: interview.id, sequence: 1 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [cancelled] = await mailsWith('candidate@example.com', 'Interview cancelled: Senior Frontend Engineer at Acme Corp');
    const ics = calendarOf(cancelled);
    assert.match(ics, /^METHOD:CANCEL$/m);
    assert.match(ics, /^SEQUENCE:2$/m);
    assert.match(ics, /^STATUS:CANCELLED$/m);
    const { client: candidate } = await env.as('candidate');
    const { data } = await candidate.rpc('get_my_upcoming_interviews');
    assert.deepEqual(data, []);
  });
});
