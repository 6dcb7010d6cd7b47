import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the stand-in SMTP server took, decoded enough to read: envelope, subject, headers, text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A loopback SMTP server (smtp-server) that keeps every mail; it wants the user and password it was given. */
export interface SmtpStandIn {
  /** smtp://user:pass@127.0.0.1:<port> */
  url: string;
  mails: ReceivedMail[];
  /** Refuse the next n mails with a temporary error (451). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtpStandIn(user = 'alerts', pass = 'secret word'): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  let failing = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === pass) cb(null, { user });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          cb(err);
          return;
        }
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          ...parsed,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    mails,
    failNext: (n) => void (failing = n),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(s: string): string {
  return s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'user'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(0, split) + '\r\n\r\n' + body];
  for (const part of parts) {
    const p = part.replace(/^\r\n/, '');
    const at = p.indexOf('\r\n\r\n');
    const h = boundary ? headersOf(p.slice(0, at)) : headers;
    const content = decodeBody((boundary ? p.slice(at + 4) : body).replace(/\r\n$/, ''), h['content-transfer-encoding']);
    if (/text\/plain/i.test(h['content-type'] ?? 'text/plain')) text = content.replace(/\r\n/g, '\n');
    else if (/text\/html/i.test(h['content-type'] ?? '')) html = content;
  }
  return { subject: decodeWords(headers.subject ?? ''), headers, text, html };
}
