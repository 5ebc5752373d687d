// An account without a password proves itself by a recent Google sign-in: this leaves for Google and comes back to the
// profile, where the dialog opens again with the address typed (kept in sessionStorage, never in the URL).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessageKey } from '../../../lib/errors';
import { googleRedirectUrl, saveReturnAfterSignIn } from '../../../lib/google-sign-in';
import { useLocale } from '../../../lib/locale';
import { saveEmailChangeDraft } from './email-change-draft';

export function ReauthenticateWithGoogle({ newEmail }: { newEmail: string }) {
  const { t } = useTranslation(['profile', 'errors', 'auth']);
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setFailure(null);
    try {
      const url = await googleRedirectUrl(locale);
      if (!url) {
        setFailure(t('auth:google.noRedirect'));
        setPending(false);
        return;
      }
      saveReturnAfterSignIn('/profile#information');
      saveEmailChangeDraft(newEmail);
      // Stays "pending" while the browser leaves for Google.
      window.location.assign(url);
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
      setPending(false);
    }
  };

  return (
    <FormAlert
      tone="warning"
      action={
        <Button variant="outline" size="sm" loading={pending} onClick={() => void start()}>
          {t('profile:emailChange.reauthenticate')}
        </Button>
      }
    >
      <p>{t('errors:codes.REAUTHENTICATION_REQUIRED')}</p>
      <p>{t('profile:emailChange.reauthenticateHint')}</p>
      {failure && <p className="font-medium">{failure}</p>}
    </FormAlert>
  );
}
