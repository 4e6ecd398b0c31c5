import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { AgencyProfile } from '#shared/agency';

/**
 * Short timeouts so that an SMTP outage fails a send within seconds instead of minutes
 * (nodemailer's defaults are 2 min to connect, 30 s for the greeting, 10 min idle). A failed
 * send is simply retried later by the outbox worker. A query in SMTP_URL overrides them,
 * e.g. `smtp://host:587/?socketTimeout=30000`.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
  dnsTimeout: 5_000,
} as const;

/** The part of a nodemailer transporter the outbox worker uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ messageId?: string; response?: string }>;
}

/**
 * A nodemailer SMTP transport for `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://user:pass@host:465` (TLS from the start).
 */
export function createMailTransport(smtpUrl: string) {
  if (!/^smtps?:\/\//i.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

/** MAIL_FROM when set, otherwise the agency's name and address from the profile. */
export function mailFrom(config: { mailFrom: string | undefined; agency: AgencyProfile }) {
  return config.mailFrom ?? { name: config.agency.name, address: config.agency.email };
}

/** The header that names an outbox row's kind (`lead-notification`, `password-reset`, …). */
export const MAIL_KIND_HEADER = 'X-Mail-Kind';

/**
 * Outside production without SMTP_URL: every e-mail is written to `dir` as
 * `<6-digit outbox id>-<kind>.json` ({ id, kind, to, subject, text, html }), so the demo's
 * confirmation and reset links can be followed and tests can read them.
 */
export function createMailFileTransport(dir: string): MailTransport {
  return {
    async sendMail(message) {
      await mkdir(dir, { recursive: true });
      const id = /outbox-(\d+)\./.exec(String(message.messageId))?.[1] ?? String(Date.now());
      const headers = (message.headers ?? {}) as Record<string, string>;
      const kind = (headers[MAIL_KIND_HEADER] ?? 'mail').replace(/[^\w-]/g, '');
      const file = path.join(dir, `${id.padStart(6, '0')}-${kind}.json`);
      const body = { id: Number(id), kind, to: message.to, subject: message.subject };
      // Attachments as their names, types and sizes; their bytes stay in the outbox row.
      const attachments = (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.isBuffer(a.content) ? a.content.length : String(a.content ?? '').length,
      }));
      const json = JSON.stringify(
        {
          ...body,
          text: message.text,
          html: message.html,
          ...(attachments.length ? { attachments } : {}),
        },
        null,
        2,
      );
      // Written whole, then renamed: a reader never sees half a file.
      await writeFile(`${file}.tmp`, json);
      await rename(`${file}.tmp`, file);
      return { messageId: String(message.messageId), response: `written to ${file}` };
    },
  };
}
