/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps every message it accepts, and a
 * small MIME reader for the messages nodemailer writes (headers, quoted-printable or base64 parts).
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts a server on `port` (0: a free one), without TLS or authentication. `accept`, when given, is
 * asked about each message once its data arrived and before the server answers: false refuses it (not
 * kept), so that a test can act while a client waits for its answer (e.g. kill the sender mid-send).
 */
export async function startSmtpServer(port = 0, options: { accept?: (mail: ReceivedMail) => Promise<boolean> } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        const mail = {
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        };
        void (options.accept?.(mail) ?? Promise.resolve(true)).then((accepted) => {
          if (!accepted) return callback(new Error('refused by the test'));
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable: soft line breaks joined, each run of `=XX` one byte each, every other character itself in UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const parts: Buffer[] = [];
  let plainFrom = 0;
  for (const run of text.matchAll(/(?:=[0-9A-F]{2})+/gi)) {
    parts.push(Buffer.from(text.slice(plainFrom, run.index), 'utf8'), Buffer.from(run[0].replaceAll('=', ''), 'hex'));
    plainFrom = run.index + run[0].length;
  }
  parts.push(Buffer.from(text.slice(plainFrom), 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as nodemailer writes them in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A file a message carries (not a text or calendar part): its type, name and bytes. */
export interface MailAttachment {
  type: string;
  filename: string;
  content: Buffer;
}

/** Headers, decoded subject, decoded text and HTML parts and attached files of a raw message (also of an .eml file). */
export function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> & { calendar: string; attachments: MailAttachment[] } {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  const attachments: MailAttachment[] = [];
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHeaders(chunk.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    if (!/^text\//i.test(type)) {
      const filename = /filename="?([^";\r\n]+)"?/i.exec(`${partHeaders['content-disposition'] ?? ''};${type}`)?.[1] ?? '';
      const content = partHeaders['content-transfer-encoding']?.toLowerCase() === 'base64' ? Buffer.from(partBody.replace(/\s+/g, ''), 'base64') : Buffer.from(partBody);
      attachments.push({ type: type.split(';')[0]?.trim().toLowerCase() ?? '', filename, content });
      return;
    }
    const kind = type.toLowerCase().startsWith('text/html') ? 'html' : type.toLowerCase().startsWith('text/calendar') ? 'calendar' : 'text';
    parts[kind] = decodeTransfer(partBody, partHeaders['content-transfer-encoding']);
  };
  collect(headers, body);
  return { headers, subject: decodeWords(headers.subject ?? ''), text: parts.text ?? '', html: parts.html ?? '', calendar: parts.calendar ?? '', attachments };
}
