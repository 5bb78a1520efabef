// Mail catcher: an SMTP server that keeps every message, plus a web page and JSON API.
import http from 'node:http';
import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const MAX_MESSAGES = 1000;

export async function startMailCatcher({ smtpPort, httpPort, host = '127.0.0.1' }) {
  const messages = [];

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // every client is on this machine: looking its address up in DNS only delays the greeting
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, session, cb) {
      cb(null, { user: auth.username || 'local' });
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const headerTo = (mail.to ? [].concat(mail.to) : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
          messages.unshift({
            id: crypto.randomUUID(),
            from: mail.from?.text ?? session.envelope.mailFrom?.address ?? '',
            to: [...new Set([...headerTo, ...envelopeTo].filter(Boolean))],
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: (mail.date ?? new Date()).toISOString(),
            // Text attachments (calendar invitations) keep their content so tests and the page can read them.
            attachments: (mail.attachments ?? []).map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              size: a.size,
              content: /^text\/|^application\/ics/.test(a.contentType) ? a.content.toString('utf8') : null,
            })),
          });
          if (messages.length > MAX_MESSAGES) messages.length = MAX_MESSAGES;
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  smtp.on('error', () => {});

  const web = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, DELETE, OPTIONS',
        'access-control-allow-headers': '*',
      });
      return res.end();
    }
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return json(200, to ? messages.filter((m) => m.to.includes(to)) : messages);
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return json(200, { deleted: true });
    }
    const one = /^\/api\/messages\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const msg = messages.find((m) => m.id === one[1]);
      return msg ? json(200, msg) : json(404, { message: 'Message not found' });
    }
    if (one && req.method === 'DELETE') {
      const i = messages.findIndex((m) => m.id === one[1]);
      if (i >= 0) messages.splice(i, 1);
      return json(i >= 0 ? 200 : 404, { deleted: i >= 0 });
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(renderPage(messages, url.searchParams.get('id')));
    }
    json(404, { message: 'Not found' });
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(httpPort, host, resolve);
  });

  return {
    smtpPort: smtp.server.address().port,
    httpPort: web.address().port,
    messages,
    async stop() {
      await new Promise((r) => smtp.close(r));
      await new Promise((r) => {
        web.close(r);
        web.closeAllConnections?.();
      });
    },
  };
}

const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function renderPage(messages, selectedId) {
  const selected = messages.find((m) => m.id === selectedId) ?? messages[0];
  const rows = messages
    .map(
      (m) =>
        `<li class="${m === selected ? 'sel' : ''}"><a href="/?id=${esc(m.id)}"><b>${esc(m.subject)}</b><br>` +
        `<small>${esc(m.to.join(', '))} &middot; ${esc(new Date(m.date).toLocaleString())}</small></a></li>`,
    )
    .join('');
  // The HTML body is shown in a sandboxed iframe so a message can never script this page.
  const body = selected
    ? `<h2>${esc(selected.subject)}</h2><p><small>From ${esc(selected.from)} to ${esc(selected.to.join(', '))}</small></p>` +
      (selected.html
        ? `<iframe sandbox="" srcdoc="${esc(selected.html)}"></iframe>`
        : `<pre>${esc(selected.text)}</pre>`) +
      (selected.html && selected.text ? `<details><summary>Plain text</summary><pre>${esc(selected.text)}</pre></details>` : '') +
      (selected.attachments ?? [])
        .map((a) => `<details><summary>Attachment ${esc(a.filename ?? a.contentType)}</summary><pre>${esc(a.content ?? `${a.size} bytes`)}</pre></details>`)
        .join('')
    : '<p>No messages yet.</p>';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Mail catcher</title>
<meta http-equiv="refresh" content="10">
<style>body{font:14px system-ui,sans-serif;margin:0;display:flex;height:100vh}
ul{list-style:none;margin:0;padding:0;width:340px;overflow:auto;border-right:1px solid #ddd}
li a{display:block;padding:10px;color:inherit;text-decoration:none;border-bottom:1px solid #eee}
li.sel a{background:#eef4ff}main{flex:1;padding:16px;overflow:auto}
iframe{width:100%;height:70vh;border:1px solid #ddd}pre{white-space:pre-wrap}</style></head>
<body><ul>${rows}</ul><main><form method="post" onsubmit="fetch('/api/messages',{method:'DELETE'}).then(()=>location.href='/');return false">
<button>Delete all</button></form>${body}</main></body></html>`;
}
