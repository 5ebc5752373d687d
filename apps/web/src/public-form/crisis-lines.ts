// The listening lines the thank-you page gives a patient whose answers call for it (the submit answer's
// showCrisisMessage: PHQ-9 item 9 above 0, docs/scores.md#crisis-message), by the page's language. Free, confidential,
// day and night; checked on the services' own sites:
// - France: 3114, numéro national de prévention du suicide (Ministère de la Santé), https://3114.fr
// - Belgium, in French: 0800 32 123, Centre de Prévention du Suicide, https://www.preventionsuicide.be
// - Belgium, in Dutch: 1813, Zelfmoordlijn (Centrum ter Preventie van Zelfmoord), https://www.zelfmoord1813.be
// - The Netherlands: 113 Zelfmoordpreventie, 113 or free 0800-0113, https://www.113.nl
// - Everywhere in the European Union: 112 for an emergency.
// Short numbers work only from the country's own network: each line names its country.
import type { TLocale } from '@praxiform/domain';

export type TCrisisCountry = 'FR' | 'BE' | 'NL';

export type TCrisisNumber = {
  /** As the service writes it. */
  shown: string;
  /** As dialled (the tel: link). */
  dial: string;
};

export type TCrisisLine = {
  id: string;
  country: TCrisisCountry;
  /** The service's own name (a name: not translated). */
  service: string;
  /** The language the line answers in: the page says it when it is not the page's. */
  speaks: 'fr' | 'nl';
  numbers: readonly TCrisisNumber[];
};

const FRANCE_3114: TCrisisLine = {
  id: 'fr-3114',
  country: 'FR',
  service: 'Numéro national de prévention du suicide',
  speaks: 'fr',
  numbers: [{ shown: '3114', dial: '3114' }],
};
const BELGIUM_CPS: TCrisisLine = {
  id: 'be-cps',
  country: 'BE',
  service: 'Centre de Prévention du Suicide',
  speaks: 'fr',
  numbers: [{ shown: '0800 32 123', dial: '080032123' }],
};
const BELGIUM_1813: TCrisisLine = {
  id: 'be-1813',
  country: 'BE',
  service: 'Zelfmoordlijn',
  speaks: 'nl',
  numbers: [{ shown: '1813', dial: '1813' }],
};
const NETHERLANDS_113: TCrisisLine = {
  id: 'nl-113',
  country: 'NL',
  service: '113 Zelfmoordpreventie',
  speaks: 'nl',
  numbers: [
    { shown: '113', dial: '113' },
    { shown: '0800-0113', dial: '08000113' },
  ],
};

/**
 * The lines of each page language. French: France and French-speaking Belgium (the Dutch-speaking 1813 is left out: a
 * French reader is better served by the Centre de Prévention du Suicide). Dutch: the Netherlands and Flanders. English:
 * all of them, each with the language it answers in.
 */
export const CRISIS_LINES: Readonly<Record<TLocale, readonly TCrisisLine[]>> = {
  fr: [FRANCE_3114, BELGIUM_CPS],
  nl: [NETHERLANDS_113, BELGIUM_1813],
  en: [FRANCE_3114, BELGIUM_1813, BELGIUM_CPS, NETHERLANDS_113],
};

/** The European emergency number. */
export const EMERGENCY_NUMBER = '112';
