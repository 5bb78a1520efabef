import {
  deliverInvitation,
  invitationExpiry,
  invitationUrl,
  renderInvitationEmail,
} from './invitations.ts';
import { escapeHtml, smtpSettingsFromEnv } from './mail.ts';
import { assert, assertEquals } from './test-assert.ts';

Deno.test('invitation links point at each landing page under SITE_URL', () => {
  const base = 'https://portal.example.com';
  assertEquals(
    [
      invitationUrl('admin', 't1', base),
      invitationUrl('company', 't2', base),
      invitationUrl('employee', 't3', base),
      invitationUrl('candidate', 't4', base),
    ],
    [
      'https://portal.example.com/admin-invitation/t1',
      'https://portal.example.com/company-invitation/t2',
      'https://portal.example.com/employee-invitation/t3',
      'https://portal.example.com/invitation/t4',
    ],
  );
});

Deno.test('SITE_URL defaults to localhost:3000 and loses a trailing slash', () => {
  const previous = Deno.env.get('SITE_URL');
  try {
    Deno.env.delete('SITE_URL');
    assertEquals(invitationUrl('admin', 'x'), 'http://localhost:3000/admin-invitation/x');
    Deno.env.set('SITE_URL', 'https://jobs.example.org/');
    assertEquals(invitationUrl('candidate', 'x'), 'https://jobs.example.org/invitation/x');
  } finally {
    if (previous === undefined) Deno.env.delete('SITE_URL');
    else Deno.env.set('SITE_URL', previous);
  }
});

Deno.test('invitations expire seven days after creation', () => {
  assertEquals(invitationExpiry(new Date('2026-01-01T10:00:00Z')), '2026-01-08T10:00:00.000Z');
});

Deno.test('e-mail bodies carry the link and escape user text in HTML', () => {
  const mail = renderInvitationEmail('a@example.com', 'Subject', {
    heading: 'Hello <b>Ann</b>,',
    intro: 'Join us',
    message: 'See you & welcome',
    actionLabel: 'Accept',
    url: 'http://localhost:3000/admin-invitation/tok',
  });
  assert(mail.text.includes('Accept: http://localhost:3000/admin-invitation/tok'));
  assert(mail.text.includes('Message: See you & welcome'));
  assert(mail.html.includes('href="http://localhost:3000/admin-invitation/tok"'));
  assert(mail.html.includes('Hello &lt;b&gt;Ann&lt;/b&gt;,'));
  assert(mail.html.includes('See you &amp; welcome'));
  assert(mail.text.includes('expires in 7 days'));
  assertEquals(escapeHtml(`"'`), '&quot;&#39;');
});

Deno.test('a failed e-mail still reports success with the link to share', async () => {
  const invitation = { id: 'i', token: 't', expires_at: '2026-01-08T00:00:00.000Z' };
  const mail = { to: 'a@example.com', subject: 's', text: 't', html: 'h' };
  const failed = await deliverInvitation(
    mail,
    invitation,
    'http://x/admin-invitation/t',
    'Admin',
    () => Promise.resolve('connect ECONNREFUSED'),
  );
  assertEquals(failed, {
    success: true,
    message:
      'Admin invitation created but email could not be sent. Please share the link manually.',
    emailSent: false,
    emailError: 'connect ECONNREFUSED',
    invitationUrl: 'http://x/admin-invitation/t',
    expiresAt: '2026-01-08T00:00:00.000Z',
  });
  const sent = await deliverInvitation(
    mail,
    invitation,
    'http://x/company-invitation/t',
    'Company',
    () => Promise.resolve(null),
  );
  assertEquals(
    [sent.message, sent.emailError, sent.emailSent],
    ['Company invitation sent successfully!', null, true],
  );
});

Deno.test('SMTP settings come from the environment', () => {
  const env: Record<string, string> = {
    SMTP_HOST: 'mail',
    SMTP_PORT: '465',
    SMTP_USER: 'u',
    SMTP_PASS: 'p',
    SMTP_FROM: 'Portal <p@x>',
  };
  assertEquals(
    smtpSettingsFromEnv((n) => env[n]),
    {
      host: 'mail',
      port: 465,
      secure: true,
      user: 'u',
      pass: 'p',
      from: 'Portal <p@x>',
    },
  );
  const plain = smtpSettingsFromEnv(
    (n) => (({ SMTP_HOST: 'localhost', SMTP_PORT: '2525' }) as Record<string, string>)[n],
  );
  assertEquals([plain.port, plain.secure, plain.user], [2525, false, undefined]);
});
