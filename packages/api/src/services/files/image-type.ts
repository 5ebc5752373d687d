// The type of an uploaded picture, read from its first bytes: the declared Content-Type is never trusted.
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { UPLOAD_IMAGE_TYPES } from '@praxiform/domain';
import { AppError } from '../../errors';

export type TImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Markup that makes a picture a polyglot (an image header followed by HTML or a script, which a browser or a viewer
 * that sniffs would run). Tags are looked for where sniffers look, the first 1,445 bytes (the WHATWG MIME sniffing
 * resource header); a script tag anywhere. Patterns of 5 characters or more: random image bytes match them with a
 * negligible probability. Found by the security battery (issue 16): "GIF89a<script>…" passed the magic-byte check.
 */
const MARKUP_IN_HEADER = /<(?:script|html|body|head|svg|iframe|object|embed|!doctype|\?xml|\?php)[\s>/]|javascript:/i;
const SCRIPT_ANYWHERE = /<script[\s>/]/i;
const SNIFF_WINDOW = 1445;

export function hasMarkup(bytes: Uint8Array): boolean {
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SNIFF_WINDOW)).toString('latin1');
  if (MARKUP_IN_HEADER.test(header)) return true;
  return SCRIPT_ANYWHERE.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'));
}

/** JPEG, PNG, GIF or WebP by magic bytes; null for anything else (SVG included: it can carry scripts) and polyglots. */
export function detectImageType(bytes: Uint8Array): TImageType | null {
  if (hasMarkup(bytes)) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** What an inspected upload turned out to be, known once its stream ended. */
export type TInspectedImage = { mimeType: TImageType; size: number; sha256: string };

/**
 * A pass-through that checks a picture while it streams to storage (nothing is held but the first 1,445 bytes): the
 * type from the magic bytes, markup in the sniffed header or a script tag anywhere (a window carried across chunks),
 * and `maxBytes`. It fails the stream with FILE_TYPE_NOT_ALLOWED or PAYLOAD_TOO_LARGE, so the store writes nothing;
 * `result()` answers once the stream ended well.
 */
export function createImageInspector(maxBytes: number): { stream: Transform; result: () => TInspectedImage } {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  let mimeType: TImageType | null = null;
  let carry = '';
  const checkHead = (bytes: Buffer): Error | null => {
    if (MARKUP_IN_HEADER.test(bytes.toString('latin1'))) return new AppError('FILE_TYPE_NOT_ALLOWED');
    mimeType = detectImageType(bytes);
    return mimeType ? null : new AppError('FILE_TYPE_NOT_ALLOWED');
  };
  const scan = (chunk: Buffer): boolean => {
    const text = carry + chunk.toString('latin1');
    carry = text.slice(-8);
    return SCRIPT_ANYWHERE.test(text);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError('PAYLOAD_TOO_LARGE'));
      hash.update(chunk);
      if (scan(chunk)) return done(new AppError('FILE_TYPE_NOT_ALLOWED'));
      if (head === null) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_WINDOW) return done();
      const refused = checkHead(head);
      const bytes = head;
      head = null;
      return refused ? done(refused) : done(null, bytes);
    },
    flush(done) {
      if (head === null) return done();
      const refused = checkHead(head);
      const bytes = head;
      head = null;
      if (refused) return done(refused);
      this.push(bytes);
      return done();
    },
  });
  return {
    stream,
    result: () => {
      if (!mimeType || head !== null) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      return { mimeType, size, sha256: hash.digest('hex') };
    },
  };
}
