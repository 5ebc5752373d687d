// Bands, possible range, alerts, instruments: unit tests and properties (fast-check) — docs/scores.md.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeScore } from './rules';
import {
  alertAnswers,
  completionScores,
  crisisAnswered,
  bandCoverage,
  bandOf,
  instrumentChanges,
  instrumentVersion,
  isPositiveScreen,
  keepsInstrument,
  possibleScoreRange,
  VALIDATED_INSTRUMENT_KEYS,
  VALIDATED_INSTRUMENTS,
  ZScoreBands,
  type TInstrumentCandidate,
  type TInstrumentChange,
  type TScoreBand,
  type TValidatedInstrumentKey,
} from './scores';
import { ZTemplateInput } from './templates';
import { mapFields, walkFields, type TAnswers, type TField } from './template-fields';
import type { TLocale } from './constants';

const radio = (id: string, points: number[], children: Record<number, TField[]> = {}, alertFrom?: number): TField => ({
  id,
  type: 'radio',
  title: id,
  required: false,
  practitionerOnly: false,
  options: points.map((p, i) => ({
    id: `${id}o${i}`,
    label: `o${i}`,
    points: p,
    ...(alertFrom !== undefined && i >= alertFrom ? { alert: true } : {}),
    children: children[i] ?? [],
  })),
});
const checkbox = (id: string, points: number[], children: Record<number, TField[]> = {}): TField => ({
  ...radio(id, points, children),
  type: 'checkbox',
});
const text = (id: string): TField => ({ id, type: 'text', title: id, required: false, practitionerOnly: false });
const b = (min: number, max: number, level: TScoreBand['level'] = 'custom'): TScoreBand => ({ min, max, label: `${min}-${max}`, level });

describe('possibleScoreRange', () => {
  it('adds the min and max of radio/select options, and the negative / positive points of checkboxes', () => {
    expect(possibleScoreRange([])).toEqual({ min: 0, max: 0 });
    expect(possibleScoreRange([text('t'), radio('a', [0, 1, 2, 3]), radio('b', [1, 5])])).toEqual({ min: 1, max: 8 });
    expect(possibleScoreRange([checkbox('c', [2, -1, 3, 0, -4])])).toEqual({ min: -5, max: 5 });
    expect(possibleScoreRange([{ ...radio('s', [-2, 4]), type: 'select' }])).toEqual({ min: -2, max: 4 });
  });

  it('counts conditional children in the best and worst case of the option revealing them', () => {
    // a: option 0 (0 points) reveals b (0..10); option 1 (5 points) reveals nothing. Best 10, worst 0.
    const fields = [radio('a', [0, 5], { 0: [radio('b', [0, 10])] })];
    expect(possibleScoreRange(fields)).toEqual({ min: 0, max: 10 });
    // a checkbox option worth 1 revealing a field worth -5..2: choosing it ranges -4..3.
    expect(possibleScoreRange([checkbox('c', [1, 2], { 0: [radio('d', [-5, 2])] })])).toEqual({ min: -4, max: 5 });
  });
});

describe('bandCoverage', () => {
  const range = { min: 0, max: 27 };
  it('is ok for bands covering the range exactly once, and for no bands', () => {
    expect(bandCoverage([b(0, 4), b(5, 9), b(10, 14), b(15, 19), b(20, 27)], range)).toEqual({ ok: true, problems: [] });
    expect(bandCoverage([b(20, 27), b(0, 19)], range).ok).toBe(true);
    expect(bandCoverage([], range)).toEqual({ ok: true, problems: [] });
  });

  it('names gaps, overlaps, parts outside the range and reversed bands', () => {
    expect(bandCoverage([b(0, 4), b(6, 27)], range).problems).toEqual([{ kind: 'gap', from: 5, to: 5 }]);
    expect(bandCoverage([b(2, 27)], range).problems).toEqual([{ kind: 'gap', from: 0, to: 1 }]);
    expect(bandCoverage([b(0, 20)], range).problems).toEqual([{ kind: 'gap', from: 21, to: 27 }]);
    expect(bandCoverage([b(0, 10), b(8, 27)], range).problems).toEqual([{ kind: 'overlap', from: 8, to: 10 }]);
    expect(bandCoverage([b(-3, 10), b(11, 30)], range).problems).toEqual([
      { kind: 'outside', from: -3, to: -1 },
      { kind: 'outside', from: 28, to: 30 },
    ]);
    expect(bandCoverage([b(0, 27), b(9, 3)], range).problems).toEqual([{ kind: 'order', from: 9, to: 3 }]);
    expect(bandCoverage([b(30, 40)], range).problems).toEqual([
      { kind: 'outside', from: 30, to: 40 },
      { kind: 'gap', from: 0, to: 27 },
    ]);
  });

  it('ok exactly when every integer of the range is in exactly one band and none lies outside (property)', () => {
    const bandArb = fc.tuple(fc.integer({ min: -5, max: 25 }), fc.integer({ min: -5, max: 25 })).map(([x, y]) => b(x, y));
    const rangeArb = fc.tuple(fc.integer({ min: -3, max: 10 }), fc.integer({ min: 0, max: 15 })).map(([min, len]) => ({ min, max: min + len }));
    fc.assert(
      fc.property(fc.array(bandArb, { minLength: 1, maxLength: 6 }), rangeArb, (bands, r) => {
        const counts = new Map<number, number>();
        let outside = false;
        let reversed = false;
        for (const band of bands) {
          if (band.min > band.max) reversed = true;
          for (let i = band.min; i <= band.max; i += 1) {
            if (i < r.min || i > r.max) outside = true;
            counts.set(i, (counts.get(i) ?? 0) + 1);
          }
        }
        let exact = true;
        for (let i = r.min; i <= r.max; i += 1) if (counts.get(i) !== 1) exact = false;
        expect(bandCoverage(bands, r).ok).toBe(exact && !outside && !reversed);
      }),
    );
  });

  it('a gap problem lists integers no band holds; an overlap one integers two bands hold (property)', () => {
    const bandArb = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 8 })).map(([x, len]) => b(x, x + len));
    fc.assert(
      fc.property(fc.array(bandArb, { minLength: 1, maxLength: 6 }), (bands) => {
        const held = (i: number) => bands.filter((band) => band.min <= i && i <= band.max).length;
        for (const problem of bandCoverage(bands, { min: 0, max: 20 }).problems) {
          for (let i = problem.from; i <= problem.to; i += 1) {
            if (problem.kind === 'gap') expect(held(i)).toBe(0);
            if (problem.kind === 'overlap') expect(held(i)).toBeGreaterThanOrEqual(2);
            if (problem.kind === 'outside') expect(i < 0 || i > 20).toBe(true);
          }
        }
      }),
    );
  });
});

describe('bandOf', () => {
  it('finds the band holding the score, or null', () => {
    const bands = [b(0, 4, 'none'), b(5, 9, 'mild')];
    expect(bandOf(bands, 0)?.level).toBe('none');
    expect(bandOf(bands, 4)?.level).toBe('none');
    expect(bandOf(bands, 5)?.level).toBe('mild');
    expect(bandOf(bands, 10)).toBeNull();
    expect(bandOf(bands, null)).toBeNull();
    expect(bandOf([], 3)).toBeNull();
  });
});

describe('ZScoreBands', () => {
  it('sorts the bands by min, and refuses more than 10 or a long label', () => {
    expect(ZScoreBands.parse([b(5, 9), b(0, 4)]).map((x) => x.min)).toEqual([0, 5]);
    expect(ZScoreBands.safeParse(Array.from({ length: 11 }, (_, i) => b(i, i))).success).toBe(false);
    expect(ZScoreBands.safeParse([{ ...b(0, 1), label: 'x'.repeat(81) }]).success).toBe(false);
  });
});

describe('alertAnswers', () => {
  it('lists the visible fields whose chosen options include an alert one', () => {
    const fields = [radio('a', [0, 1, 2], { 1: [radio('hidden', [0, 1], {}, 1)] }, 2), checkbox('c', [0, 0]), radio('z', [0, 1], {}, 1)];
    fields[1]!.options![1]!.alert = true;
    expect(alertAnswers(fields, {})).toEqual([]);
    expect(alertAnswers(fields, { a: 'ao2', c: ['co0', 'co1'], z: 'zo0' })).toEqual(['a', 'c']);
    // hidden is answered with an alert option but not visible (a's option 0 is chosen).
    expect(alertAnswers(fields, { a: 'ao0', hidden: 'hiddeno1' })).toEqual([]);
    expect(alertAnswers(fields, { a: 'ao1', hidden: 'hiddeno1', z: 'zo1' })).toEqual(['hidden', 'z']);
  });
});

const answerAll = (fields: TField[], points: number[]): TAnswers =>
  Object.fromEntries(points.map((p, i) => [fields[i]!.id, `${fields[i]!.id}_${p}`]));

const versionOf = (key: TValidatedInstrumentKey, language: TLocale) => {
  const version = instrumentVersion(key, language);
  if (!version) throw new Error(`${key} is not offered in ${language}`);
  return version;
};
const OFFERED: [TValidatedInstrumentKey, TLocale][] = VALIDATED_INSTRUMENT_KEYS.flatMap((key) =>
  VALIDATED_INSTRUMENTS[key].languages.map((language) => [key, language] as [TValidatedInstrumentKey, TLocale]),
);
/** A copy of the instrument as the builder saves it. */
const copyOf = (key: TValidatedInstrumentKey, language: TLocale) => {
  const version = versionOf(key, language);
  const copy: TInstrumentCandidate = { language, fields: version.fields, scoreBands: version.bands, patientInstructions: version.instructions };
  return copy;
};

describe('validated instruments', () => {
  it('are offered in English and French; Dutch is withdrawn until an official text is checked (docs/scores.md#sources)', () => {
    expect(VALIDATED_INSTRUMENTS.phq9.languages).toEqual(['fr', 'en']);
    expect(VALIDATED_INSTRUMENTS.gad7.languages).toEqual(['fr', 'en']);
    expect(instrumentVersion('phq9', 'nl')).toBeNull();
    expect(instrumentChanges('phq9', { ...copyOf('phq9', 'en'), language: 'nl' })).toEqual(['language']);
  });

  it("carries the attribution in the form's language and the stem as the patient instructions", () => {
    for (const [key, language] of OFFERED) {
      const version = versionOf(key, language);
      expect(version.description).toContain(language === 'fr' ? 'Élaboré par les Drs Robert L. Spitzer' : 'Developed by Drs. Robert L. Spitzer');
      if (language === 'fr') expect(version.description).not.toContain('Developed by');
      expect(version.instructions).toMatch(language === 'fr' ? /^Au cours des/ : /^Over the last 2 weeks/);
    }
  });

  it('PHQ-9: known answer sets give the official total and band, item 9 above 0 raises an alert', () => {
    for (const language of VALIDATED_INSTRUMENTS.phq9.languages) {
      const { fields, bands } = versionOf('phq9', language);
      expect(fields.filter((f) => f.options?.some((o) => (o.points ?? 0) > 0))).toHaveLength(9);
      expect(possibleScoreRange(fields)).toEqual({ min: 0, max: 27 });
      expect(bandCoverage(bands, possibleScoreRange(fields)).ok).toBe(true);

      const zero = answerAll(fields, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(computeScore(fields, zero).score).toBe(0);
      expect(bandOf(bands, 0)?.level).toBe('none');
      expect(alertAnswers(fields, zero)).toEqual([]);

      const all3 = answerAll(fields, [3, 3, 3, 3, 3, 3, 3, 3, 3]);
      expect(computeScore(fields, all3)).toEqual({ score: 27, max: 27 });
      expect(bandOf(bands, 27)?.level).toBe('severe');
      expect(alertAnswers(fields, all3)).toEqual(['phq9_9']);

      // 1+2+0+3+1+2+0+1+0 = 10: moderate, no alert; item 9 at 1 → 11, alert.
      const mixed = answerAll(fields, [1, 2, 0, 3, 1, 2, 0, 1, 0]);
      expect(computeScore(fields, mixed).score).toBe(10);
      expect(bandOf(bands, 10)?.level).toBe('moderate');
      expect(alertAnswers(fields, mixed)).toEqual([]);
      const mixedAlert = answerAll(fields, [1, 2, 0, 3, 1, 2, 0, 1, 1]);
      expect(computeScore(fields, mixedAlert).score).toBe(11);
      expect(alertAnswers(fields, mixedAlert)).toEqual(['phq9_9']);
      // 15..19 is "moderately severe": its own band, level severe.
      expect(bandOf(bands, 17)).toMatchObject({ min: 15, max: 19, level: 'severe' });
      expect(bandOf(bands, 4)?.max).toBe(4);
      expect(bandOf(bands, 9)).toMatchObject({ min: 5, max: 9, level: 'mild' });
      // A positive screen from 10 (Kroenke 2001).
      expect(isPositiveScreen(bands, 9)).toBe(false);
      expect(isPositiveScreen(bands, 10)).toBe(true);
      expect(isPositiveScreen(bands, 27)).toBe(true);
    }
  });

  it('crisisAnswered: PHQ-9 item 9 above 0 only, among the visible fields', () => {
    const { fields } = versionOf('phq9', 'fr');
    expect(crisisAnswered(fields, answerAll(fields, [3, 3, 3, 3, 3, 3, 3, 3, 0]))).toBe(false);
    expect(crisisAnswered(fields, answerAll(fields, [0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe(true);
    // The same item hidden under an option that was not chosen does not count.
    const hidden: TField[] = [radio('gate', [0, 1], { 1: [fields[8]!] })];
    expect(crisisAnswered(hidden, { gate: 'gateo0', phq9_9: 'phq9_9_3' })).toBe(false);
    expect(crisisAnswered(hidden, { gate: 'gateo1', phq9_9: 'phq9_9_3' })).toBe(true);
  });

  it('GAD-7: known answer sets give the official total and band, no alert, positive from 10', () => {
    for (const language of VALIDATED_INSTRUMENTS.gad7.languages) {
      const { fields, bands } = versionOf('gad7', language);
      expect(possibleScoreRange(fields)).toEqual({ min: 0, max: 21 });
      expect(bandCoverage(bands, possibleScoreRange(fields)).ok).toBe(true);
      expect(computeScore(fields, answerAll(fields, [0, 0, 0, 0, 0, 0, 0])).score).toBe(0);
      const all3 = answerAll(fields, [3, 3, 3, 3, 3, 3, 3]);
      expect(computeScore(fields, all3).score).toBe(21);
      expect(bandOf(bands, 21)?.level).toBe('severe');
      expect(alertAnswers(fields, all3)).toEqual([]);
      // 2+1+1+0+2+1+0 = 7: mild.
      expect(computeScore(fields, answerAll(fields, [2, 1, 1, 0, 2, 1, 0])).score).toBe(7);
      expect(bandOf(bands, 7)?.level).toBe('mild');
      expect(bandOf(bands, 14)?.level).toBe('moderate');
      expect(bandOf(bands, 15)?.level).toBe('severe');
      expect([9, 10].map((score) => isPositiveScreen(bands, score))).toEqual([false, true]);
    }
  });

  it('every offered version is a valid template that keeps its flag; the other instrument does not', () => {
    for (const [key, language] of OFFERED) {
      const version = versionOf(key, language);
      expect(instrumentChanges(key, copyOf(key, language))).toEqual([]);
      const parsed = ZTemplateInput.parse({
        name: version.name,
        type: 'bilan',
        description: version.description,
        language,
        fields: version.fields,
        scoreBands: version.bands,
        patientInstructions: version.instructions,
        validatedInstrument: key,
      });
      expect(parsed.validatedInstrument).toBe(key);
      expect(parsed.description).toContain(key === 'phq9' ? 'Kroenke' : 'Spitzer');
      expect(keepsInstrument(key === 'phq9' ? 'gad7' : 'phq9', copyOf(key, language))).toBe(false);
    }
  });

  describe('the flag is kept only while nothing a patient reads or that scores changed (one test per kind)', () => {
    const base = copyOf('phq9', 'fr');
    const rewrite = (edit: Parameters<typeof mapFields>[1]) => ({ ...base, fields: mapFields(base.fields, edit) });
    const onItem = (id: string, edit: (field: TField) => TField) => rewrite({ field: (f) => (f.id === id ? edit(f) : f) });
    const saved = (candidate: typeof base) =>
      ZTemplateInput.parse({ name: 'Copie', type: 'bilan', ...candidate, validatedInstrument: 'phq9' }).validatedInstrument;

    const cases: [string, typeof base, TInstrumentChange][] = [
      ['an item title reworded', onItem('phq9_2', (f) => ({ ...f, title: 'Être triste' })), 'items'],
      ['a help text added', onItem('phq9_2', (f) => ({ ...f, helpText: 'Précision' })), 'items'],
      ['an item no longer required', onItem('phq9_3', (f) => ({ ...f, required: false })), 'items'],
      ['two items swapped', { ...base, fields: [base.fields[1]!, base.fields[0]!, ...base.fields.slice(2)] }, 'items'],
      ['an item removed', { ...base, fields: base.fields.slice(0, -1) }, 'items'],
      ['an item added', { ...base, fields: [...base.fields, text('extra')] }, 'items'],
      ['a field type changed', onItem('phq9_4', (f) => ({ ...f, type: 'select' })), 'items'],
      ['an option label reworded', rewrite({ option: (o) => (o.id === 'phq9_1_0' ? { ...o, label: 'Pas du tout' } : o) }), 'options'],
      ['an option removed', onItem('phq9_5', (f) => ({ ...f, options: f.options!.filter((o) => o.id !== 'phq9_5_1') })), 'options'],
      ['a point changed', rewrite({ option: (o) => (o.id === 'phq9_6_1' ? { ...o, points: 2 } : o) }), 'points'],
      ['an alert removed', rewrite({ option: (o) => (o.id === 'phq9_9_2' ? { ...o, alert: false } : o) }), 'alerts'],
      ['a conditional question added', rewrite({ option: (o) => (o.id === 'phq9_9_3' ? { ...o, children: [text('since')] } : o) }), 'conditions'],
      ['the instructions changed', { ...base, patientInstructions: 'Au cours du dernier mois…' }, 'instructions'],
      ['the instructions removed', { ...base, patientInstructions: null }, 'instructions'],
      ['a band label changed', { ...base, scoreBands: base.scoreBands.map((b, i) => (i === 0 ? { ...b, label: 'Rien' } : b)) }, 'bands'],
      [
        'a band boundary moved',
        { ...base, scoreBands: base.scoreBands.map((b, i) => (i === 0 ? { ...b, max: 3 } : i === 1 ? { ...b, min: 4 } : b)) },
        'bands',
      ],
      ['the positive mark moved', { ...base, scoreBands: base.scoreBands.map((b, i) => (i === 1 ? { ...b, positive: true as const } : b)) }, 'bands'],
      ['the language changed', { ...base, language: 'nl' as const }, 'language'],
    ];
    it.each(cases)('%s: %s', (_name, candidate, kind) => {
      expect(instrumentChanges('phq9', candidate)).toContain(kind);
      expect(keepsInstrument('phq9', candidate)).toBe(false);
      expect(saved(candidate)).toBeNull();
    });

    it('the unchanged copy keeps it (the template name and description do not count)', () => {
      expect(saved(base)).toBe('phq9');
      expect(
        ZTemplateInput.parse({ name: 'PHQ-9 Mme Durand', description: 'Ma note', type: 'bilan', ...base, validatedInstrument: 'phq9' })
          .validatedInstrument,
      ).toBe('phq9');
    });

    it('any single change of points, alerts, options or items loses it (property)', () => {
      const items = [...walkFields(base.fields)].map(({ field }) => field.id);
      const change = fc.record({
        kind: fc.constantFrom('points' as const, 'alert' as const, 'drop-option' as const, 'label' as const),
        item: fc.constantFrom(...items),
        option: fc.integer({ min: 0, max: 3 }),
        delta: fc.integer({ min: 1, max: 5 }),
      });
      fc.assert(
        fc.property(change, (c) => {
          const changed = onItem(c.item, (f) => {
            const options = [...(f.options ?? [])];
            const o = options[c.option]!;
            if (c.kind === 'drop-option') options.splice(c.option, 1);
            else if (c.kind === 'points') options[c.option] = { ...o, points: (o.points ?? 0) + c.delta };
            else if (c.kind === 'label') options[c.option] = { ...o, label: `${o.label}!` };
            else options[c.option] = { ...o, alert: !o.alert };
            return { ...f, options };
          });
          expect(keepsInstrument('phq9', changed)).toBe(false);
        }),
      );
    });
  });
});

describe('ZTemplateInput with bands', () => {
  const base = { name: 'Scored', type: 'suivi' as const, language: 'fr' as const, scoringEnabled: true, fields: [radio('a', [0, 1, 2, 3])] };
  const messages = (input: unknown) => {
    const result = ZTemplateInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts bands covering the possible range and refuses gaps, overlaps and bands outside on scoreBands', () => {
    expect(messages({ ...base, scoreBands: [b(0, 1), b(2, 3)] })).toEqual([]);
    expect(messages({ ...base, scoreBands: [b(0, 1), b(3, 3)] })).toEqual(['scoreBands:SCORE_BANDS_GAP']);
    expect(messages({ ...base, scoreBands: [b(0, 2), b(2, 3)] })).toEqual(['scoreBands:SCORE_BANDS_OVERLAP']);
    expect(messages({ ...base, scoreBands: [b(0, 1), b(2, 5)] })).toEqual(['scoreBands:SCORE_BANDS_OUTSIDE']);
  });

  it('drops the bands of a template that does not score, and defaults to no bands and no instrument', () => {
    const parsed = ZTemplateInput.parse({ ...base, scoringEnabled: false, scoreBands: [b(0, 0)] });
    expect(parsed.scoreBands).toEqual([]);
    expect(ZTemplateInput.parse(base)).toMatchObject({ scoreBands: [], validatedInstrument: null });
  });
});

describe('completionScores', () => {
  it('gives the score, its band and the alert answers; no score nor band without scoring, alerts still', () => {
    const fields = [radio('a', [0, 1, 2, 3], {}, 3), radio('b', [0, 5])];
    const bands = [b(0, 3, 'none'), b(4, 8, 'severe')];
    expect(completionScores({ fields, scoringEnabled: true, bands }, { a: 'ao3', b: 'bo1' })).toEqual({
      score: 8,
      band: { label: '4-8', level: 'severe' },
      alertFieldIds: ['a'],
    });
    expect(completionScores({ fields, scoringEnabled: true, bands: [] }, { a: 'ao1' })).toEqual({ score: 1, band: null, alertFieldIds: [] });
    expect(completionScores({ fields, scoringEnabled: false, bands }, { a: 'ao3' })).toEqual({ score: null, band: null, alertFieldIds: ['a'] });
  });
});
