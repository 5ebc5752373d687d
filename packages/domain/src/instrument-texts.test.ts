// Every instrument text against the official wording transcribed from its source (docs/scores.md#sources).
import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { OFFICIAL_TEXTS } from './instrument-texts.fixture';
import { VALIDATED_INSTRUMENT_KEYS, VALIDATED_INSTRUMENTS } from './instruments';

describe('instrument texts are the official ones', () => {
  for (const key of VALIDATED_INSTRUMENT_KEYS) {
    it(`${key}: offered exactly in the languages with an official text`, () => {
      expect(VALIDATED_INSTRUMENTS[key].languages).toEqual(LOCALES.filter((language) => OFFICIAL_TEXTS[key][language]));
    });
    for (const [language, official] of Object.entries(OFFICIAL_TEXTS[key])) {
      it(`${key} in ${language}: stem, items, answers, functional question and attribution as in ${official.source}`, () => {
        const version = VALIDATED_INSTRUMENTS[key].versions[language as keyof typeof OFFICIAL_TEXTS.phq9]!;
        const items = version.fields.slice(0, -1);
        const functional = version.fields.at(-1)!;
        expect(version.instructions).toBe(official.stem);
        expect(items.map((field) => field.title)).toEqual(official.items);
        for (const field of items) {
          expect(field.options!.map((option) => option.label)).toEqual(official.answers);
          expect(field.options!.map((option) => option.points)).toEqual([0, 1, 2, 3]);
        }
        // The functional question is not scored, as in the original.
        expect(functional.title).toBe(official.functional);
        expect(functional.options!.map((option) => option.label)).toEqual(official.functionalAnswers);
        expect(functional.options!.every((option) => option.points === undefined)).toBe(true);
        expect(version.description).toContain(official.attribution);
      });
    }
  }
});
