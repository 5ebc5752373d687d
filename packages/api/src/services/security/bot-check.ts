// Google reCAPTCHA verification on the server; off (always passes) when no secret is configured.
import { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';

const ZSiteVerifyAnswer = z.object({ success: z.boolean() });
const VERIFY_TIMEOUT_MS = 5000;

/** Throws BOT_CHECK_FAILED unless Google confirms the token (or the check is off). A missing token fails too. */
export async function verifyBotCheck(deps: Pick<Context, 'auth' | 'logger' | 'ip'>, token: string | undefined): Promise<void> {
  const { ip } = deps;
  const secret = deps.auth.recaptchaSecret;
  if (!secret) return;
  if (!token) throw new AppError('BOT_CHECK_FAILED');
  const body = new URLSearchParams({ secret, response: token });
  if (ip) body.set('remoteip', ip);
  let success = false;
  try {
    const response = await fetch(deps.auth.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const parsed = ZSiteVerifyAnswer.safeParse(await response.json());
    success = response.ok && parsed.success && parsed.data.success;
  } catch (error) {
    // An unreachable verifier must not let bots through: the check fails closed.
    deps.logger.warn({ err: error }, 'reCAPTCHA verification unreachable');
  }
  if (!success) throw new AppError('BOT_CHECK_FAILED');
}
