// The bot check on login, register and forgot-password: Google reCAPTCHA v3 verified on the server (docs/auth-api.md#bot-check).
// Off (always passes) when not configured. v3 answers a score (0 = bot … 1 = human) and the action the page named when it
// asked for the token: both are checked, so a token made for another page or another site cannot be replayed here.
import { z } from 'zod';
import { BOT_CHECK_ACTIONS, type TBotCheckAction } from '@praxiform/domain';
import type { Context } from '../../context';
import { AppError } from '../../errors';

export { BOT_CHECK_ACTIONS, type TBotCheckAction };

const ZSiteVerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
const VERIFY_TIMEOUT_MS = 5000;

/** Throws BOT_CHECK_FAILED unless Google confirms the token for this action with a high enough score (or the check is off). */
export async function verifyBotCheck(
  deps: Pick<Context, 'auth' | 'logger' | 'ip'>,
  token: string | undefined,
  action: TBotCheckAction,
): Promise<void> {
  const config = deps.auth.recaptcha;
  if (!config) return;
  if (!token) throw new AppError('BOT_CHECK_FAILED');
  const body = new URLSearchParams({ secret: config.secret, response: token });
  if (deps.ip) body.set('remoteip', deps.ip);
  let refusal: Record<string, unknown> | null = { reason: 'unreachable' };
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const parsed = ZSiteVerifyAnswer.safeParse(await response.json());
    if (!response.ok || !parsed.success) refusal = { reason: 'bad answer', status: response.status };
    else if (!parsed.data.success) refusal = { reason: 'rejected', errors: parsed.data['error-codes'] };
    else if (parsed.data.action !== action) refusal = { reason: 'action', expected: action, got: parsed.data.action };
    else if ((parsed.data.score ?? 0) < config.minScore) refusal = { reason: 'score', score: parsed.data.score, minScore: config.minScore };
    else refusal = null;
  } catch (error) {
    // An unreachable verifier must not let bots through: the check fails closed.
    deps.logger.warn({ err: error }, 'reCAPTCHA verification unreachable');
  }
  if (refusal) {
    // Never the token itself: the reason is enough to tune the threshold.
    deps.logger.info({ botCheck: { action, ...refusal } }, 'bot check refused');
    throw new AppError('BOT_CHECK_FAILED');
  }
}
