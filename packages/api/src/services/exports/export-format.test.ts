// Pure parts of the PDF exports: text the built-in font can print, file names, dates, and the printed answers.
import { describe, expect, it } from 'vitest';
import type { TField } from '@praxiform/domain';
import { answerRows } from './answer-rows';
import { exportLabels } from './labels';
import { pdfFilename } from './render-pdf';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps French and Dutch letters, œ, € and typographic quotes, and line breaks', () => {
    expect(toWinAnsi('Éloïse, cœur, “ça va” – 12 € ; Noël, Ĳssel? geërfd\nligne 2')).toBe(
      'Éloïse, cœur, “ça va” – 12 € ; Noël, IJssel? geërfd\nligne 2',
    );
  });

  it('approximates letters outside WinAnsi and replaces what cannot be approximated by "?"', () => {
    expect(toWinAnsi('Łódź ğ')).toBe('Lódz g');
    expect(toWinAnsi('douleur 😀 ❤️ 👍🏽 中')).toBe('douleur ? ? ? ?');
  });

  it('turns narrow and thin spaces into spaces, drops control characters, normalises line ends', () => {
    expect(toWinAnsi('1\u202f234,5\u00a0kg\r\nfin\u0007\ttab')).toBe('1 234,5\u00a0kg\nfin    tab');
  });
});

describe('pdfFilename', () => {
  it('is ASCII only, without quotes or slashes, and never empty', () => {
    expect(pdfFilename(['Bilan d’épaule "droite"', 'Lefèvre', 'Zoé', '2026-01-05'])).toBe('Bilan-d-epaule-droite-Lefevre-Zoe-2026-01-05.pdf');
    expect(pdfFilename(['../../etc/passwd'])).toBe('etc-passwd.pdf');
    expect(pdfFilename(['😀', null])).toBe('export.pdf');
  });
});

describe('exportLabels', () => {
  it('writes days as dd/mm/yyyy in French and Dutch and like the SPA in English', () => {
    expect(exportLabels('fr').day('1980-01-05')).toBe('05/01/1980');
    expect(exportLabels('nl').day('1980-01-05')).toBe('05/01/1980');
    expect(exportLabels('en').day('1980-01-05')).toBe('Jan 5, 1980');
  });

  it('prints moments in the practices’ time zone and translates professions', () => {
    expect(exportLabels('fr').moment(new Date('2026-03-10T08:05:00Z'))).toBe('10/03/2026 09:05');
    expect(exportLabels('nl').profession('physiotherapist', null)).toBe('Fysiotherapeut');
    expect(exportLabels('en').profession('other', 'Osteopath')).toBe('Osteopath');
    expect(exportLabels('fr').profession(null, null)).toBeNull();
  });
});

describe('answerRows', () => {
  const fields: TField[] = [
    {
      id: 'pain',
      type: 'radio',
      title: 'Pain?',
      required: false,
      practitionerOnly: false,
      options: [
        { id: 'yes', label: 'Yes', children: [{ id: 'where', type: 'text', title: 'Where?', required: false, practitionerOnly: false }] },
        { id: 'no', label: 'No', children: [{ id: 'why', type: 'text', title: 'Why not?', required: false, practitionerOnly: false }] },
      ],
    },
    {
      id: 'sports',
      type: 'checkbox',
      title: 'Sports',
      required: false,
      practitionerOnly: false,
      options: [
        { id: 'run', label: 'Running', children: [] },
        { id: 'swim', label: 'Swimming', children: [] },
        { id: 'bike', label: 'Cycling', children: [] },
      ],
    },
    { id: 'stars', type: 'rating', title: 'Mood', required: false, practitionerOnly: false, max: 10 },
    { id: 'weight', type: 'number', title: 'Weight', required: false, practitionerOnly: false },
    { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: false },
    { id: 'chart', type: 'image', title: 'Body chart', required: false, practitionerOnly: false, imageUrl: '/api/files/x' },
    { id: 'note', type: 'textarea', title: 'Assessment', required: false, practitionerOnly: true },
  ];

  it('prints visible fields in form order, children one level deeper, labels instead of ids', () => {
    const rows = answerRows(
      fields,
      {
        pain: 'yes',
        where: 'Knee',
        why: 'stale answer of a hidden field',
        sports: ['bike', 'run'],
        stars: 7,
        weight: 1234.5,
        photo: '0b4c1d53-8a8c-4d0e-9a55-1f0c2b0f3a77',
      },
      exportLabels('fr'),
    );
    expect(rows.map((r) => [r.fieldId, r.depth, r.answer])).toEqual([
      ['pain', 0, { kind: 'text', text: 'Yes' }],
      ['where', 1, { kind: 'text', text: 'Knee' }],
      ['sports', 0, { kind: 'text', text: 'Running, Cycling' }],
      ['stars', 0, { kind: 'text', text: '7 / 10' }],
      ['weight', 0, { kind: 'text', text: '1\u202f234,5' }],
      ['photo', 0, { kind: 'picture', fileId: '0b4c1d53-8a8c-4d0e-9a55-1f0c2b0f3a77' }],
      ['chart', 0, { kind: 'none' }],
      ['note', 0, { kind: 'unanswered' }],
    ]);
    expect(rows.find((r) => r.fieldId === 'note')?.practitionerOnly).toBe(true);
  });
});
