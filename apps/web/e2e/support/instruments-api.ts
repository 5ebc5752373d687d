// The validated instruments in the browser tests: a practitioner's copy of a public original (market.duplicate, as the
// market's button does), sent as a link; and the PHQ-9 answered on the public form page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { instrumentVersion, type TValidatedInstrumentKey } from '@praxiform/domain';
import { trpcCall } from './auth-accounts';
import { text } from './i18n';

type TMarketItem = { id: number; name: string; language: string; validatedInstrument: string | null };

/** A tRPC query over HTTP: GET with the input in the URL (trpcCall posts, which only mutations accept). */
export async function trpcQuery<T>(request: APIRequestContext, procedure: string, input: unknown, token: string): Promise<T> {
  const answer = await request.get(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

/** The market's public originals of `key` in `language` (none when the instrument is not offered in it). */
export async function instrumentOriginals(
  request: APIRequestContext,
  token: string,
  key: TValidatedInstrumentKey,
  language: 'fr' | 'en' | 'nl',
): Promise<TMarketItem[]> {
  const search = key === 'phq9' ? 'PHQ-9' : 'GAD-7';
  const { items } = await trpcQuery<{ items: TMarketItem[] }>(request, 'market.list', { search, language }, token);
  return items.filter((item) => item.validatedInstrument === key && item.language === language);
}

/** My copy of the instrument's public original in `language`: its template id. */
export async function instrumentCopy(
  request: APIRequestContext,
  token: string,
  key: TValidatedInstrumentKey,
  language: 'fr' | 'en',
): Promise<number> {
  const [original] = await instrumentOriginals(request, token, key, language);
  if (!original) throw new Error(`no public ${key} in ${language}`);
  expect(original.name).toBe(instrumentVersion(key, language)?.name);
  const { template } = await trpcCall<{ template: { id: number; validatedInstrument: string | null } }>(
    request,
    'market.duplicate',
    { id: original.id },
    token,
  );
  expect(template.validatedInstrument, 'the unchanged copy keeps the flag').toBe(key);
  return template.id;
}

/** submissions.send as a link, with the practitioner's own message: the patient's URL. */
export async function sendAsLink(
  request: APIRequestContext,
  token: string,
  input: { patientId: number; templateId: number; language: 'fr' | 'en' | 'nl'; instructions?: string },
): Promise<string> {
  const { url } = await trpcCall<{ url: string }>(request, 'submissions.send', { ...input, delivery: 'link' }, token);
  return url;
}

/**
 * Answers the PHQ-9 on the open public form page: `choices[i]` is the option (0-3) of item i + 1; the closing question
 * on daily difficulty is left blank (optional). Ticks the consent and sends.
 */
export async function answerPhq9(page: Page, choices: readonly number[], language: 'fr' | 'en' = 'fr'): Promise<void> {
  const version = instrumentVersion('phq9', language)!;
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(version.fields.length);
  for (const [index, choice] of choices.entries()) {
    const field = version.fields[index]!;
    const label = field.options?.[choice]?.label ?? '';
    await groups.nth(index).getByRole('radio', { name: label, exact: true }).check();
  }
  await page.getByRole('checkbox', { name: new RegExp(`^${text(language, 'publicForm', 'form.consent').slice(0, 20)}`) }).check();
  await page.getByRole('button', { name: text(language, 'publicForm', 'form.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'publicForm', 'states.submittedTitle') })).toBeFocused();
}
