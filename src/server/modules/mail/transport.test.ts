import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailFileTransport, MAIL_KIND_HEADER } from './transport';

const dir = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the mail file transport (development without SMTP_URL)', () => {
  it('writes each e-mail whole as <outbox id>-<kind>.json', async () => {
    const transport = createMailFileTransport(path.join(dir, 'mail'));
    await transport.sendMail({
      from: 'agency@example.com',
      to: 'client@example.com',
      subject: 'Choose a new password',
      text: 'Open https://site.example/reset-password#token=abc',
      html: '<p>Open</p>',
      messageId: '<outbox-42.lx3@site.example>',
      headers: { [MAIL_KIND_HEADER]: 'password-reset' },
    });
    expect(readdirSync(path.join(dir, 'mail'))).toEqual(['000042-password-reset.json']);
    const mail = JSON.parse(
      readFileSync(path.join(dir, 'mail/000042-password-reset.json'), 'utf8'),
    );
    expect(mail).toEqual({
      id: 42,
      kind: 'password-reset',
      to: 'client@example.com',
      subject: 'Choose a new password',
      text: 'Open https://site.example/reset-password#token=abc',
      html: '<p>Open</p>',
    });
  });
});
