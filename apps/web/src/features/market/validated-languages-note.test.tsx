// The market's note on the languages of the validated instruments: built from VALIDATED_INSTRUMENTS[key].languages,
// shown when the language filter or the interface asks for a language they lack (Dutch) or when the page lists one of
// them, in the interface's language; absent otherwise.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, VALIDATED_INSTRUMENTS, type TLocale } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { renderWithLocale } from '../../test/render-with-locale';
import { templateSummary } from '../../test/template-fixtures';
import { MarketPage } from './market-page';
import { instrumentLanguageGroups, notedInstrumentGroups, ValidatedLanguagesNote, type TInstrumentLanguages } from './validated-languages-note';

afterEach(() => vi.unstubAllGlobals());

const NOTE = {
  fr: 'PHQ-9 et GAD-7 ne sont proposés qu’en français et en anglais\u00a0: aucune traduction officielle néerlandaise n’a pu être vérifiée, et nous ne diffusons pas de traductions maison d’instruments validés.',
  en: 'PHQ-9 and GAD-7 are offered in French and English only: no official Dutch translation could be verified, and we do not ship home-made translations of validated instruments.',
  nl: 'PHQ-9 en GAD-7 worden alleen in het Frans en het Engels aangeboden: er kon geen officiële Nederlandse vertaling worden geverifieerd, en wij verspreiden geen zelfgemaakte vertalingen van gevalideerde instrumenten.',
} as const;

const noteText = () => screen.queryByTestId('validated-languages-note')?.textContent ?? null;

function serve(items = [templateSummary({ id: 7 })]) {
  return fakeTrpc({ 'market.list': () => ({ data: { items, total: items.length } }) });
}

describe('instrumentLanguageGroups and notedInstrumentGroups', () => {
  it('groups the instruments by the languages of the domain, each with the languages it lacks', () => {
    const groups = instrumentLanguageGroups();
    expect(groups).toEqual([{ keys: ['phq9', 'gad7'], offered: VALIDATED_INSTRUMENTS.phq9.languages, missing: ['nl'] }]);
    expect(VALIDATED_INSTRUMENTS.gad7.languages).toEqual(VALIDATED_INSTRUMENTS.phq9.languages);
    for (const group of groups) expect([...group.offered, ...group.missing].sort()).toEqual([...LOCALES].sort());
  });

  it('speaks of a group when the filter or the interface asks for a language it lacks, or when the page lists it', () => {
    const groups: TInstrumentLanguages[] = [
      { keys: ['gad7'], offered: ['fr', 'en'], missing: ['nl'] },
      { keys: ['phq9'], offered: ['fr', 'nl'], missing: ['en'] },
    ];
    const noted = (context: Partial<Parameters<typeof notedInstrumentGroups>[1]>) =>
      notedInstrumentGroups(groups, { filterLanguage: null, interfaceLanguage: 'fr', listed: [], ...context }).map((g) => g.keys[0]);
    expect(noted({})).toEqual([]);
    expect(noted({ listed: [null, null] })).toEqual([]);
    expect(noted({ filterLanguage: 'fr' })).toEqual([]);
    expect(noted({ filterLanguage: 'nl' })).toEqual(['gad7']);
    expect(noted({ interfaceLanguage: 'nl' })).toEqual(['gad7']);
    expect(noted({ interfaceLanguage: 'en' })).toEqual(['phq9']);
    expect(noted({ listed: [null, 'phq9'] })).toEqual(['phq9']);
    expect(noted({ filterLanguage: 'nl', listed: ['phq9'] })).toEqual(['gad7', 'phq9']);
  });
});

describe('ValidatedLanguagesNote', () => {
  const renderNote = (element: ReactElement, locale: TLocale) =>
    renderWithLocale(<MemoryRouter initialEntries={[`/${locale}/market`]}>{element}</MemoryRouter>, locale);
  const FUTURE: TInstrumentLanguages[] = [{ keys: ['gad7'], offered: ['fr', 'nl'], missing: ['en'] }];

  it('says one instrument in the singular, and names what it lacks from the languages it is given', () => {
    const { unmount } = renderNote(<ValidatedLanguagesNote filterLanguage="nl" listed={[]} groups={FUTURE} />, 'fr');
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderNote(<ValidatedLanguagesNote filterLanguage={null} listed={[]} groups={FUTURE} />, 'en');
    expect(screen.getByRole('note')).toHaveTextContent(
      'GAD-7 is offered in French and Dutch only: no official English translation could be verified, and we do not ship home-made translations of validated instruments.',
    );
  });
});

describe('MarketPage: the note on the languages of the validated instruments', () => {
  it('is absent in French with no language filter and no validated instrument listed', async () => {
    serve();
    renderAuthPage(<MarketPage />, { path: '/market' });
    expect(await screen.findByRole('heading', { name: 'Bilan lombalgie' })).toBeInTheDocument();
    expect(noteText()).toBeNull();
  });

  it('appears when the language filter is Dutch', async () => {
    serve([]);
    renderAuthPage(<MarketPage />, { path: '/market', url: '/fr/market?language=nl' });
    await waitFor(() => expect(noteText()).toBe(NOTE.fr));
    expect(screen.getByRole('note')).toHaveTextContent('aucune traduction officielle néerlandaise');
  });

  it('appears in Dutch when the interface is in Dutch', async () => {
    serve();
    renderAuthPage(<MarketPage />, { path: '/market', locale: 'nl' });
    await waitFor(() => expect(noteText()).toBe(NOTE.nl));
  });

  it('appears wherever a validated instrument is listed, in the interface’s language', async () => {
    serve([templateSummary({ id: 7 }), templateSummary({ id: 8, name: 'PHQ-9', validatedInstrument: 'phq9' })]);
    renderAuthPage(<MarketPage />, { path: '/market', locale: 'en' });
    await waitFor(() => expect(noteText()).toBe(NOTE.en));
  });
});
