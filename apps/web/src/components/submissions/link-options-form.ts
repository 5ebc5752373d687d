// The options form of a new link (send dialog, waiting-room page) and the resend form's expiry, on the form kit: the
// server's rules (ZId, ZInstructions, ZExpiryDate, ZLocale), the expiry also from today to a year ahead.
import { useMemo, useState } from 'react';
import { LINK_DEFAULT_DAYS, ZExpiryDate, ZId, ZIdInput, ZInstructions, ZLocale, type TLocale } from '@praxiform/domain';
import { useZodForm } from '../forms/form-kit';
import { dayAfter } from '../../lib/format';
import { defaultLinkOptions, expiryBoundCode } from '../../lib/link-options';

/** The expiry day: a real day (DATE_INVALID), not before today (EXPIRY_IN_PAST), at most a year ahead (EXPIRY_TOO_FAR). */
function expirySchema(today: Date) {
  return ZExpiryDate.refine((day) => expiryBoundCode(day, today) !== 'EXPIRY_IN_PAST', 'EXPIRY_IN_PAST').refine(
    (day) => expiryBoundCode(day, today) !== 'EXPIRY_TOO_FAR',
    'EXPIRY_TOO_FAR',
  );
}

/** An object schema built from the domain's (the SPA imports no zod): the link's options as submissions.send takes them. */
const ZNoFields = ZIdInput.omit({ id: true });

function linkOptionsSchema(today: Date) {
  return ZNoFields.extend({ templateId: ZId, instructions: ZInstructions, expiresOn: expirySchema(today), language: ZLocale });
}

function expiryOnlySchema(today: Date) {
  return ZNoFields.extend({ expiresOn: expirySchema(today) });
}

export function useLinkOptionsForm(language: TLocale) {
  const [today] = useState(() => new Date());
  const schema = useMemo(() => linkOptionsSchema(today), [today]);
  return { today, ...useZodForm(schema, defaultLinkOptions(language, today)) };
}
export type TLinkOptionsForm = ReturnType<typeof useLinkOptionsForm>;

/** The resend dialog's one field: a new expiry day, by default in LINK_DEFAULT_DAYS days. */
export function useExpiryForm() {
  const [today] = useState(() => new Date());
  const schema = useMemo(() => expiryOnlySchema(today), [today]);
  return { today, ...useZodForm(schema, { expiresOn: dayAfter(today, LINK_DEFAULT_DAYS) }) };
}
