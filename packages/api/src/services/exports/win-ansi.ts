// Text for the PDF's built-in Helvetica, which only encodes WinAnsi (Latin-1 and a few signs such as € œ “ ” –):
// any other character would print as garbage, so it is approximated (ł → l) or replaced by "?".

const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)));
/** Spaces Intl and word processors produce (the French thousands separator is U+202F). */
const WIDE_SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const DASHES = /[\u2010-\u2012\u2212]/g;
/** Joiners, variation selectors and emoji skin tones: invisible on their own, dropped. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/gu;
/** Control characters except the line feed; tabs become spaces before this runs. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

function isWinAnsi(codePoint: number): boolean {
  return codePoint === 0x0a || (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.has(codePoint);
}

/** Latin letters with a stroke have no decomposition to strip. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i' };

function approximate(char: string): string {
  const base = (STROKED[char] ?? char).normalize('NFKD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? base : '?';
}

/** The text with line breaks kept, every character printable with a standard PDF font. */
export function toWinAnsi(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(WIDE_SPACES, ' ')
    .replace(DASHES, '-')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '');
  let out = '';
  for (const char of cleaned) out += isWinAnsi(char.codePointAt(0) ?? 0) ? char : approximate(char);
  return out;
}
