import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { documentMessages } from '#shared/documents';
import { MAX_UPLOAD_BYTES, type DocumentMimeType } from '#shared/documents';
import { HttpError } from '../../plugins/errors';

export const fileTooLarge = () =>
  new HttpError(413, `${documentMessages.fileTooLargeTitle}: ${documentMessages.fileTooLarge}`);
export const invalidFileType = () =>
  new HttpError(415, `${documentMessages.invalidTypeTitle}: ${documentMessages.invalidType}`);
export const noFile = () => new HttpError(400, documentMessages.noFile);

/**
 * How much of the start of a file the type detection reads. Magic numbers sit in the first few
 * bytes; a DOCX is told from other zip files by its first entries ([Content_Types].xml, word/…),
 * which Word and LibreOffice write first.
 */
const HEAD_BYTES = 64 * 1024;

/** What an upload turned out to be, once all of its bytes went through. */
export interface Inspection {
  size: number;
  sha256: string;
  mimeType: DocumentMimeType;
}

// The compound file (OLE2) container of .doc files; .xls, .ppt and .msi use the same one.
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const CFB_ENTRY_BYTES = 128;
// A Word document's directory entry (MS-CFB 2.6): the UTF-16 name "WordDocument" and its null,
// then at byte 64 the name's length in bytes (26) and the object type "stream" (2).
const WORD_ENTRY_NAME = Buffer.from('WordDocument\0', 'utf16le');
const WORD_ENTRY_TAIL = Buffer.from([26, 0, 2]);

const detectedTypes: Record<string, DocumentMimeType> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png', // an animated PNG is a PNG file
  'image/gif': 'image/gif',
  'image/heic': 'image/heic',
  'image/heif': 'image/heif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// Text a browser could take for a web page (WHATWG MIME sniffing looks at the start; the tags
// below anywhere in the first bytes are refused too): stored as text/plain it would be harmless
// behind nosniff, but no client needs to send us markup.
const MARKUP_START = /^<[!?/a-z]/i;
const MARKUP_TAG = /<(script|html|head|body|iframe|frame|svg|object|embed|meta|link|style)\b/i;

/** True when a byte may appear in plain text: not NUL nor another control besides TAB, LF, FF, CR. */
const textByte = (b: number) =>
  (b >= 0x20 && b !== 0x7f) || b === 9 || b === 10 || b === 12 || b === 13;

/**
 * A pass-through for an upload on its way to storage: counts the bytes (more than the limit is
 * 413), hashes them, and at the end decides the type from the bytes themselves (magic numbers,
 * or valid UTF-8 text), never from the file's name or declared type. A file that is empty or of
 * another type ends the stream with an error (400 or 415), so storage keeps nothing.
 */
export class UploadInspector extends Transform {
  #size = 0;
  readonly #hash = createHash('sha256');
  readonly #head: Buffer[] = [];
  #headLength = 0;
  // Plain text: every byte allowed so far, and valid UTF-8 so far.
  #text = true;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  // Compound files: 128-byte directory slots still to look at, and whether a Word stream showed up.
  #cfb: 'unknown' | 'yes' | 'no' = 'unknown';
  #cfbPending: Buffer = Buffer.alloc(0);
  #wordDocument = false;
  #result: Inspection | undefined;

  constructor(readonly limit = MAX_UPLOAD_BYTES) {
    super();
  }

  /** The outcome; only after the stream finished without error. */
  get result(): Inspection {
    if (!this.#result) throw new Error('the upload has not been inspected');
    return this.#result;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#size += chunk.length;
    if (this.#size > this.limit) return callback(fileTooLarge());
    this.#hash.update(chunk);
    if (this.#headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.#headLength);
      this.#head.push(part);
      this.#headLength += part.length;
    }
    if (this.#text) this.#checkText(chunk);
    if (this.#cfb !== 'no' && !this.#wordDocument) this.#scanCompoundFile(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    this.#decide().then(
      (mimeType) => {
        this.#result = { size: this.#size, sha256: this.#hash.digest('hex'), mimeType };
        callback();
      },
      (error: unknown) => callback(error as Error),
    );
  }

  async #decide(): Promise<DocumentMimeType> {
    if (this.#size === 0) throw noFile();
    const head = Buffer.concat(this.#head);
    const detected = await fileTypeFromBuffer(head);
    if (detected?.mime === 'application/x-cfb') {
      if (this.#wordDocument) return 'application/msword';
    } else if (detected && detectedTypes[detected.mime]) {
      return detectedTypes[detected.mime]!;
    }
    if (this.#isPlainText(head)) return 'text/plain';
    throw invalidFileType();
  }

  #checkText(chunk: Buffer) {
    for (const byte of chunk) {
      if (!textByte(byte)) {
        this.#text = false;
        return;
      }
    }
    try {
      // C1 controls (U+0080–U+009F) only show up once decoded.
      if (/[\u0080-\u009f]/.test(this.#decoder.decode(chunk, { stream: true }))) this.#text = false;
    } catch {
      this.#text = false;
    }
  }

  #isPlainText(head: Buffer): boolean {
    if (!this.#text) return false;
    try {
      this.#decoder.decode(); // a sequence cut off at the end is not UTF-8
    } catch {
      return false;
    }
    const start = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return !MARKUP_START.test(start) && !MARKUP_TAG.test(start);
  }

  /** Looks at each 128-byte slot for the directory entry of a Word document's main stream. */
  #scanCompoundFile(chunk: Buffer) {
    let pending = Buffer.concat([this.#cfbPending, chunk]);
    if (this.#cfb === 'unknown') {
      if (pending.length < CFB_MAGIC.length) {
        this.#cfbPending = pending;
        return;
      }
      this.#cfb = pending.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC) ? 'yes' : 'no';
      if (this.#cfb === 'no') {
        this.#cfbPending = Buffer.alloc(0);
        return;
      }
    }
    let offset = 0;
    for (; pending.length - offset >= CFB_ENTRY_BYTES; offset += CFB_ENTRY_BYTES) {
      const entry = pending.subarray(offset, offset + CFB_ENTRY_BYTES);
      if (
        entry.subarray(0, WORD_ENTRY_NAME.length).equals(WORD_ENTRY_NAME) &&
        entry.subarray(64, 67).equals(WORD_ENTRY_TAIL)
      ) {
        this.#wordDocument = true;
        pending = Buffer.alloc(0);
        break;
      }
    }
    this.#cfbPending = pending.subarray(offset);
  }
}
