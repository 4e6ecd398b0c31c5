import type { FastifyReply } from 'fastify';
import { allowedDocumentTypes, type DocumentMimeType } from '#shared/documents';

/** The `fileName` column is varchar(255): PostgreSQL counts characters (code points). */
export const MAX_FILE_NAME_LENGTH = 255;

const allExtensions = new Set<string>(Object.values(allowedDocumentTypes).flat());
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

// Controls, and the bidirectional marks that make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// Not allowed in a Windows file name: the name must be usable when the file is saved.
const RESERVED = /[<>:"|?*]/g;

/**
 * The original name of an upload as display text only (it never names a file on disk): without
 * folders, controls or bidirectional marks, at most 255 characters, Unicode letters kept. The
 * extension always matches the type decided from the bytes, so a PDF sent as `setup.exe` is
 * offered back as `setup.exe.pdf` and a PNG sent as `scan.jpg` as `scan.png`.
 */
export function displayFileName(original: string, mimeType: DocumentMimeType): string {
  const name = (original.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const extensions: readonly string[] = allowedDocumentTypes[mimeType];
  const current = /\.[^.\s]{1,10}$/u.exec(name)?.[0].toLowerCase() ?? '';
  let base = name;
  let extension = extensions[0]!;
  if (extensions.includes(current)) {
    extension = name.slice(-current.length);
    base = name.slice(0, -current.length);
  } else if (allExtensions.has(current)) {
    base = name.slice(0, -current.length); // another allowed type's extension: replaced
  }
  base = truncate(base.replace(/[\s.]+$/u, ''), MAX_FILE_NAME_LENGTH - extension.length);
  return `${base || 'document'}${extension}`;
}

/**
 * A file name as a browser's FormData sends it: the HTML standard escapes only LF, CR and the
 * double quote, as `%0A`, `%0D` and `%22`; the multipart parser leaves them escaped.
 */
export const formDataFileName = (raw: string) =>
  raw.replace(/%(0A|0D|22)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** At most `max` code points, cut between graphemes (never inside an emoji or an accent). */
function truncate(text: string, max: number): string {
  if ([...text].length <= max) return text;
  let out = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (length + size > max) break;
    out += segment;
    length += size;
  }
  return out;
}

// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" /
// "|" / "~"; encodeURIComponent also leaves ' ( ) * alone, which must be escaped.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII `filename` for old
 * clients (accents dropped, anything else non-ASCII, quotes, backslashes and percent signs
 * replaced) and the exact name as UTF-8 in `filename*`, which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * Sends a person's file as a download: under its own name, never cached on the way, and never
 * read by the browser as anything but the type it is.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; type: string; body: unknown; size?: number },
) {
  reply.header('content-type', file.type);
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
