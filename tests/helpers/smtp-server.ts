// Test support only (imports the smtp-server dev dependency): a real SMTP server in the test
// process that keeps what it receives, and can be taken down, brought back on the same port,
// or told to answer with a temporary failure.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string[]>;
  subject: string;
  messageId: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

export type SmtpFault = { stage: 'rcpt' | 'data'; code: number; message?: string } | null;

export interface SmtpTestServer {
  port: number;
  url: string;
  /** Everything accepted so far, across restarts. */
  messages: ReceivedMail[];
  /** Message-IDs of messages that were answered with a fault at the end of DATA. */
  refused: string[];
  /** TCP connections made so far (delivery attempts), across restarts. */
  connections: () => number;
  /** Messages whose DATA has begun to arrive, across restarts. */
  dataStarted: () => number;
  running: () => boolean;
  /** Answer later transactions with this temporary or permanent failure (null: accept). */
  fault(value: SmtpFault): void;
  /** Hold every DATA for this long before answering; Infinity never answers. */
  delayData(ms: number): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/**
 * An SMTP server on `port` (0: any free port, fixed at the first start). Not started: call
 * `start()`; until then the port refuses connections, like a mail server that is down.
 */
export function smtpTestServer(port = 0): SmtpTestServer {
  const messages: ReceivedMail[] = [];
  const refused: string[] = [];
  let connections = 0;
  let dataStarted = 0;
  let currentFault: SmtpFault = null;
  let dataDelay = 0;
  let server: SMTPServer | null = null;

  const failure = (fault: NonNullable<SmtpFault>) =>
    Object.assign(new Error(fault.message ?? 'Temporary failure, try again later'), {
      responseCode: fault.code,
    });

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onRcptTo(_address, _session, callback) {
        if (currentFault?.stage === 'rcpt') return callback(failure(currentFault));
        callback();
      },
      onData(stream, session, callback) {
        dataStarted++;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const answer = () => {
            const mail = parseMail(raw, session.envelope);
            if (currentFault?.stage === 'data') {
              refused.push(mail.messageId);
              return callback(failure(currentFault));
            }
            messages.push(mail);
            callback();
          };
          if (dataDelay === Infinity) return;
          if (dataDelay > 0) setTimeout(answer, dataDelay);
          else answer();
        });
      },
    });

  const api: SmtpTestServer = {
    port,
    get url() {
      return `smtp://127.0.0.1:${api.port}`;
    },
    messages,
    refused,
    connections: () => connections,
    dataStarted: () => dataStarted,
    running: () => server !== null,
    fault: (value) => void (currentFault = value),
    delayData: (ms) => void (dataDelay = ms),
    async start() {
      if (server) return;
      const instance = create();
      await new Promise<void>((resolve, reject) => {
        instance.server.once('error', reject);
        instance.listen(api.port, '127.0.0.1', () => {
          instance.server.off('error', reject);
          resolve();
        });
      });
      api.port = (instance.server.address() as { port: number }).port;
      server = instance;
    },
    async stop() {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} e-mails within ${timeoutMs} ms, got ${messages.length}`,
          );
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
  };
  return api;
}

// --- A small MIME reader: enough for what nodemailer writes (multipart, QP, base64, encoded words).

function parseMail(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  collectParts(headers, body, parts);
  const header = (name: string) => headers.get(name)?.[0] ?? '';
  return {
    rcptTo: envelope.rcptTo.map((r) => r.address),
    mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
    raw,
    headers,
    subject: header('subject'),
    messageId: header('message-id'),
    from: header('from'),
    to: header('to'),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

function splitEntity(entity: string) {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headers, body };
}

function collectParts(
  headers: Map<string, string[]>,
  body: string,
  out: { type: string; content: string }[],
) {
  const contentType = headers.get('content-type')?.[0] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitEntity(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(body);
  else bytes = Buffer.from(body, 'utf8');
  out.push({ type, content: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') });
}

function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?[^?]+\?[QB]\?)/gi, '$1')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_all, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}
