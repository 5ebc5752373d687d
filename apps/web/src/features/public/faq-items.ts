// Order and grouping of the FAQ entries; their text lives in the `faq` namespace under items.<id>.
export const FAQ_GROUPS = [
  { id: 'billing', items: ['trial', 'plans', 'cancel', 'priceChange'] },
  { id: 'forms', items: ['patientAccount', 'builder', 'waitingRoom', 'export', 'languages'] },
  { id: 'sharing', items: ['market', 'cabinets'] },
  { id: 'security', items: ['hosting', 'roles', 'gdpr', 'twoFactor'] },
  { id: 'help', items: ['support'] },
] as const;

export type TFaqItemId = (typeof FAQ_GROUPS)[number]['items'][number];

/** The questions shown on the landing and pricing pages before the link to the full FAQ. */
export const FAQ_TEASER_ITEMS: readonly TFaqItemId[] = ['trial', 'cancel', 'patientAccount', 'hosting'];
