// Outgoing mail from the auth service, delivered over SMTP to the mail catcher.
import nodemailer from 'nodemailer';

export function createMailer({ host = '127.0.0.1', port, from = 'Portal <no-reply@portal.local>' }) {
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true });
  return {
    async send({ to, subject, html, text }) {
      await transport.sendMail({ from, to, subject, html, text });
    },
    close() {
      transport.close();
    },
  };
}
