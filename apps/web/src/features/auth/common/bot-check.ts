// The bot check of login, register and forgot-password (reCAPTCHA v3, docs/auth-api.md#bot-check): Google's script is
// loaded only when the server hands out a site key, and only by these pages (never by the public form or the app);
// on submit the page asks for a token named after its action and sends it. A script that cannot load (blocked,
// offline) is a clear message, not a silent failure.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { TBotCheckAction } from '@praxiform/domain';
import { ApiError } from '../../../lib/http';
import { getGuestApi } from './guest-api';

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 15_000;

type TGrecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    grecaptcha?: TGrecaptcha;
  }
}

/** The sign-in options the server offers, read once per page load. */
export const providersQuery = {
  queryKey: ['auth', 'providers'] as const,
  queryFn: () => getGuestApi().auth.providers.query(),
  staleTime: Infinity,
  retry: false,
};

let loading: Promise<TGrecaptcha> | null = null;

/** Adds Google's script once and waits until it is ready; a failure lets the next call try again. */
export function loadBotCheck(siteKey: string): Promise<TGrecaptcha> {
  loading ??= new Promise<TGrecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new ApiError(0, 'BOT_CHECK_UNAVAILABLE', 'reCAPTCHA could not load', null));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onerror = fail;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return fail();
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** For tests: forget the loaded script. */
export function resetBotCheck(): void {
  loading = null;
}

/**
 * The page's bot check: `token()` answers the token to send (undefined when the check is off) or throws an ApiError
 * BOT_CHECK_UNAVAILABLE; `enabled` says whether to show Google's notice.
 */
export function useBotCheck(action: TBotCheckAction) {
  const queryClient = useQueryClient();
  const providers = useQuery(providersQuery);
  const siteKey = providers.data?.recaptchaSiteKey ?? null;
  const [unavailable, setUnavailable] = useState(false);

  // Loaded as soon as the page knows it needs it, so that the submit does not wait for it.
  useEffect(() => {
    if (siteKey) loadBotCheck(siteKey).catch(() => setUnavailable(true));
  }, [siteKey]);

  const token = useCallback(async (): Promise<string | undefined> => {
    // The providers may not be known yet on a fast submit: ask (once, cached); unknown (offline) means no token.
    const key = (await queryClient.fetchQuery(providersQuery).catch(() => null))?.recaptchaSiteKey ?? null;
    if (!key) return undefined;
    try {
      const grecaptcha = await loadBotCheck(key);
      const value = await grecaptcha.execute(key, { action });
      setUnavailable(false);
      return value;
    } catch (error) {
      setUnavailable(true);
      throw error instanceof ApiError ? error : new ApiError(0, 'BOT_CHECK_UNAVAILABLE', 'reCAPTCHA failed', null);
    }
  }, [queryClient, action]);

  return { enabled: siteKey !== null, unavailable, token };
}
