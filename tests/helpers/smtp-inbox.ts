// A real SMTP server (the smtp-server package) on a free local port, keeping what it receives: the password
// reset tests point the app's SMTP settings at it and read the mail as a member's inbox would show it.
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  /** Who logged in to send it (null: no AUTH). */
  user: string | null;
};

export type SmtpInbox = {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next mail to `address` not yet taken (waits for it). */
  next: (address: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export const SMTP_USER = 'fitforme-mailer';
export const SMTP_PASS = 'mail-secret-1234';

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The leaf parts of a MIME message: content type (without parameters) → decoded body. */
function leafParts(raw: string, into: Map<string, string>): void {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      leafParts(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''), into);
    }
    return;
  }
  into.set(type.split(';')[0]!.trim().toLowerCase(), decodeBody(body, headers['content-transfer-encoding']));
}

function parseMail(raw: string, envelope: { from: string; to: string[]; user: string | null }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const parts = new Map<string, string>();
  leafParts(raw, parts);
  return { ...envelope, subject: decodeWords(headers.subject ?? ''), text: parts.get('text/plain') ?? '', html: parts.get('text/html') ?? '' };
}

/** Starts the server; it accepts only SMTP_USER / SMTP_PASS (AUTH over plain TCP, as on a local relay). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
        };
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  async function next(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((m) => !taken.has(m) && m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms (received: ${received.map((m) => m.to.join(',')).join(' | ') || 'none'})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    received,
    next,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a mail's text (the one line starting with http). */
export function resetLinkOf(mail: ReceivedMail): string {
  const link = mail.text.split('\n').find((line) => /^https?:\/\//.test(line.trim()));
  if (!link) throw new Error(`no link in the mail:\n${mail.text}`);
  return link.trim();
}
