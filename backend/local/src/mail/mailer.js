// Outgoing mail from the auth service, delivered over SMTP to the mail catcher on pooled
// connections: opening one costs more than the message (the catcher greets a new client after
// 100 ms).
import net from 'node:net';
import nodemailer from 'nodemailer';

// Nodemailer leaves Nagle's algorithm on, so the end of every message would wait for the
// catcher's delayed acknowledgement of the part before it (about 40 ms a message).
function connectWithoutDelay(options, callback) {
  const socket = net.connect({ host: options.host, port: options.port, noDelay: true });
  const fail = (err) => {
    socket.destroy();
    callback(err);
  };
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

export function createMailer({ host = '127.0.0.1', port, from = 'Portal <no-reply@portal.local>' }) {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    maxRequeues: 1,
    host,
    port,
    secure: false,
    ignoreTLS: true,
    getSocket: connectWithoutDelay,
  });
  return {
    async send({ to, subject, html, text }) {
      await transport.sendMail({ from, to, subject, html, text });
    },
    close() {
      transport.close();
    },
  };
}
