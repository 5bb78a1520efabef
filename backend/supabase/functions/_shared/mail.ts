import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A calendar invitation: sent as a text/calendar alternative that calendars act on, and attached. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  headers?: Record<string, string>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export function smtpSettingsFromEnv(
  env: (name: string) => string | undefined = (n) => Deno.env.get(n),
): SmtpSettings {
  const port = Number(env('SMTP_PORT') || 587);
  const secure = env('SMTP_SECURE') ? env('SMTP_SECURE') === 'true' : port === 465;
  return {
    host: env('SMTP_HOST') || 'localhost',
    port,
    secure,
    user: env('SMTP_USER') || undefined,
    pass: env('SMTP_PASS') || undefined,
    from: env('SMTP_FROM') || 'Recruitment Portal <no-reply@localhost>',
  };
}

/** Sends one e-mail; returns an error message instead of throwing, since callers keep going. */
export async function sendMail(
  message: MailMessage,
  settings = smtpSettingsFromEnv(),
): Promise<string | null> {
  try {
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      // Fail fast so the caller still gets its invitation link when the mail server is down.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    });
    await transport.sendMail({ from: settings.from, ...message });
    return null;
  } catch (err) {
    console.error('Failed to send e-mail', err);
    return err instanceof Error ? err.message : String(err);
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
