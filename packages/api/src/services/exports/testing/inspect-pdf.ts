// Reads back a PDF written by pdfkit, for tests: checks its structure (header, cross-reference table, trailer),
// inflates the page content streams and extracts their text, counts pages and drawn pictures.
import { inflateSync } from 'node:zlib';

export type TPdfInspection = {
  /** Every text run of the content streams, one per line, in drawing order. */
  text: string;
  pages: number;
  /** Images drawn on the pages (one `Do` operator each). */
  pictures: number;
};

/** Bytes 0x80-0x9f of WinAnsiEncoding; the other bytes are Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

function decodeLiteral(literal: string): Buffer {
  const unescaped = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, esc: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return simple[esc] ?? String.fromCharCode(parseInt(esc, 8));
  });
  return Buffer.from(unescaped, 'latin1');
}

function textOfContent(content: string): string[] {
  const lines: string[] = [];
  // pdfkit writes each line as `[<hex> kerning <hex> ...] TJ`; literal strings `( ... ) Tj` are read too.
  for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|\s|-?[\d.]+)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
    const operands = match[1] ?? match[2] ?? '';
    let line = '';
    for (const part of operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
      line += decodeWinAnsi(part[1] !== undefined ? Buffer.from(part[1], 'hex') : decodeLiteral(part[2] ?? ''));
    }
    lines.push(line);
  }
  return lines;
}

export function inspectPdf(pdf: Buffer): TPdfInspection {
  const raw = pdf.toString('latin1');
  if (!raw.startsWith('%PDF-1.')) throw new Error('not a PDF: no %PDF header');
  if (!/%%EOF\s*$/.test(raw)) throw new Error('truncated PDF: no %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  if (!startxref || !raw.startsWith('xref', Number(startxref[1]))) throw new Error('broken PDF: startxref does not point at the xref table');
  const table = /^xref\s+0\s+(\d+)\s+([\s\S]*?)trailer/.exec(raw.slice(Number(startxref[1])));
  if (!table) throw new Error('broken PDF: unreadable xref table');
  const entries = [...(table[2] ?? '').matchAll(/(\d{10}) (\d{5}) ([nf])/g)];
  if (entries.length !== Number(table[1])) throw new Error('broken PDF: xref entry count');
  entries.forEach((entry, objectNumber) => {
    if (entry[3] === 'n' && !raw.startsWith(`${objectNumber} 0 obj`, Number(entry[1])))
      throw new Error(`broken PDF: object ${objectNumber} is not at its offset`);
  });

  const lines: string[] = [];
  let pictures = 0;
  for (const match of raw.matchAll(/\d+ 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? '';
    if (/\/Subtype\s*\/Image/.test(dictionary)) continue;
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    let bytes = pdf.subarray(start, start + length);
    if (/\/Filter\s*\/FlateDecode/.test(dictionary)) bytes = inflateSync(bytes);
    const content = bytes.toString('latin1');
    lines.push(...textOfContent(content));
    pictures += [...content.matchAll(/\/I\d+\s+Do\b/g)].length;
  }
  const pages = [...raw.matchAll(/\/Type\s*\/Page(?![a-zA-Z])/g)].length;
  return { text: lines.join('\n'), pages, pictures };
}
