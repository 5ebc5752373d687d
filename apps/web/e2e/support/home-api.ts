// Data for the home overview's browser test (features/home): links sent to a patient with a chosen expiry, and
// waiting-room links, through tRPC as the SPA makes them (docs/forms-api.md, "Home overview").
import type { APIRequestContext } from '@playwright/test';
import { trpcCall } from './auth-accounts';

type TLink = { id: number; url: string };

/** The UTC calendar day `days` from now, as submissions.send takes it (an expiry is the end of that day in UTC). */
export function utcDayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** submissions.send with delivery 'link': the submission id and the patient's URL. */
export async function sendLinkTo(
  request: APIRequestContext,
  token: string,
  input: { patientId: number; templateId: number; expiresOn?: string },
): Promise<TLink> {
  const result = await trpcCall<{ submission: { id: number }; url: string }>(
    request,
    'submissions.send',
    { ...input, language: 'fr', delivery: 'link' },
    token,
  );
  return { id: result.submission.id, url: result.url };
}

/** submissions.createAnonymous: a waiting-room link without a patient. */
export async function waitingRoomLink(request: APIRequestContext, token: string, templateId: number): Promise<TLink> {
  const result = await trpcCall<{ submission: { id: number }; url: string }>(
    request,
    'submissions.createAnonymous',
    { templateId, language: 'fr' },
    token,
  );
  return { id: result.submission.id, url: result.url };
}
