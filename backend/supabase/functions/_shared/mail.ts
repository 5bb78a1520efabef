import net from 'node:net';
import nodemailer from 'nodemailer';

type Transporter = ReturnType<typeof nodemailer.createTransport>;

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

interface SocketOptions {
  host: string;
  port: number;
  connectionTimeout: number;
}

// Nodemailer leaves Nagle's algorithm on: the end of every message then waits for the server's
// delayed acknowledgement of the part before it (about 40 ms a message). Its connections are made
// here instead, without that delay; TLS is started on them by nodemailer as before.
function connectWithoutDelay(
  options: SocketOptions,
  callback: (err: Error | null, socket?: { connection: net.Socket }) => void,
): void {
  const socket = net.connect({ host: options.host, port: options.port });
  socket.setNoDelay(true);
  const fail = (err: Error) => {
    socket.destroy();
    callback(err);
  };
  socket.setTimeout(options.connectionTimeout, () =>
    fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

// One pooled transport per mail server and worker: a message goes out over a connection that is
// already open (a new one costs the TCP, greeting and TLS round trips every time, over 100 ms with
// the local mail catcher), and the connection is used again by the next call.
const transports = new Map<string, Transporter>();

function transportFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify(settings);
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 5,
      // A message whose connection the server closed as it started goes out once more on a new one.
      maxRequeues: 1,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      // Fail fast so the caller still gets its invitation link when the mail server is down.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
      getSocket: connectWithoutDelay,
    });
    transports.set(key, transport);
  }
  return transport;
}

/** Sends one e-mail; returns an error message instead of throwing, since callers keep going. */
export async function sendMail(
  message: MailMessage,
  settings = smtpSettingsFromEnv(),
): Promise<string | null> {
  try {
    await transportFor(settings).sendMail({ from: settings.from, ...message });
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
