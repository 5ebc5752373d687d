// "Continue with Google": asks the server for Google's URL (state and PKCE cookies are set then) and leaves for it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { errorMessageKey } from '../../../lib/errors';
import { googleRedirectUrl } from '../../../lib/google-sign-in';
import { useLocale } from '../../../lib/locale';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.53 5.53 0 0 1-2.4 3.63v3h3.88c2.27-2.09 3.55-5.17 3.55-8.87Z" />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.87-3c-1.08.72-2.45 1.16-4.06 1.16-3.12 0-5.77-2.11-6.72-4.95H1.28v3.09A11.99 11.99 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.28 14.3a7.2 7.2 0 0 1 0-4.6V6.61h-4a12 12 0 0 0 0 10.78l4-3.09Z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 11.99 11.99 0 0 0 1.28 6.61l4 3.09C6.23 6.86 8.88 4.75 12 4.75Z"
      />
    </svg>
  );
}

export function GoogleButton({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    onError(null);
    try {
      const url = await googleRedirectUrl(locale);
      if (!url) {
        onError(t('auth:google.noRedirect'));
        setPending(false);
        return;
      }
      // Stays "pending" while the browser leaves for Google.
      window.location.assign(url);
    } catch (error) {
      onError(t(errorMessageKey(error)));
      setPending(false);
    }
  };

  return (
    <Button variant="outline" size="lg" className="w-full" loading={pending} onClick={() => void start()}>
      {!pending && <GoogleLogo />}
      {t('auth:google.continue')}
    </Button>
  );
}
