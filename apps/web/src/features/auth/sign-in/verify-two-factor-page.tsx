// /verify-two-factor: second step of a login with 2FA, a 6-digit code or a backup code; no pending login sends back to login.
import { useMutation } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ZBackupCode, ZTotpCode, ZTwoFactorLoginInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button } from '../../../components/ui';
import { localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { Field } from '../common/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { TwoFactorCodeInput } from './two-factor-code-input';
import { clearPendingTwoFactor, readPendingTwoFactor } from './auth-storage';
import { serverFailure } from '../common/server-failure';
import { getGuestApi } from '../common/guest-api';
import { useCompleteSignIn } from './use-complete-sign-in';

type TMode = 'totp' | 'backup';

/** The code as the chosen mode writes it: six digits, or a backup code XXXXX-XXXXX. */
const CODE_OF: Record<TMode, typeof ZTotpCode | typeof ZBackupCode> = { totp: ZTotpCode, backup: ZBackupCode };
const FORMAT_OF: Record<TMode, string> = { totp: 'TWO_FACTOR_CODE_FORMAT', backup: 'BACKUP_CODE_FORMAT' };

export function VerifyTwoFactorPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const codeRef = useRef<HTMLInputElement>(null);
  const [pending] = useState(readPendingTwoFactor);
  const [mode, setMode] = useState<TMode>('totp');
  const { form, formId, setField, submit } = useZodForm(ZTwoFactorLoginInput.pick({ code: true }).extend({ code: CODE_OF[mode] }), { code: '' });
  const completeSignIn = useCompleteSignIn();

  const verify = useMutation({
    mutationFn: (input: { pendingToken: string; code: string }) => getGuestApi().auth.verifyTwoFactor.mutate(input),
    onSuccess: (result) => completeSignIn(result),
    onError: (error) => {
      if (serverFailure(error).code !== 'TWO_FACTOR_LOGIN_EXPIRED') {
        form.reset({ code: '' });
        window.requestAnimationFrame(() => codeRef.current?.focus());
        return;
      }
      clearPendingTwoFactor();
      void navigate(localizedPath(locale, '/login'), {
        replace: true,
        state: { notice: 'twoFactorExpired', email: pending?.email, from: (location.state as { from?: unknown } | null)?.from },
      });
    },
  });

  if (!pending) return <Navigate to={localizedPath(locale, '/login')} replace state={{ notice: 'twoFactorMissing' }} />;

  const switchMode = () => {
    setMode((current) => (current === 'totp' ? 'backup' : 'totp'));
    form.reset({ code: '' });
    verify.reset();
  };

  // The code is sent as typed (trimmed): the server reads a backup code with or without its dash.
  const onSubmit = submit(() => verify.mutate({ pendingToken: pending.pendingToken, code: form.getValues('code').trim() }));
  const code = form.watch('code');
  // A missing code is a code of the wrong format: the field says which format it wants.
  const formatError = form.formState.errors.code ? t(`errors:validation.${FORMAT_OF[mode]}`) : undefined;

  const failure = verify.isError ? serverFailure(verify.error) : null;
  const attemptsLeft = typeof failure?.details.attemptsLeft === 'number' ? failure.details.attemptsLeft : null;
  const serverError =
    failure?.code === 'TWO_FACTOR_CODE_INVALID'
      ? [t('auth:twoFactor.invalid'), attemptsLeft !== null ? t('auth:twoFactor.attemptsLeft', { count: attemptsLeft }) : ''].join(' ').trim()
      : failure && failure.code !== 'TWO_FACTOR_LOGIN_EXPIRED'
        ? t(`errors:codes.${failure.code}`)
        : null;

  return (
    <AuthCard
      icon={mode === 'totp' ? <ShieldCheck /> : <KeyRound />}
      title={t('common:pages.VerifyTwoFactor')}
      subtitle={
        <>
          <p>{t(mode === 'totp' ? 'auth:twoFactor.subtitle' : 'auth:twoFactor.subtitleBackup')}</p>
          {pending.email && (
            <p className="mt-3 inline-block max-w-full rounded-lg bg-slate-100 px-3 py-1.5 text-xs font-medium [overflow-wrap:anywhere] text-slate-700">
              {t('auth:twoFactor.signedInAs', { email: pending.email })}
            </p>
          )}
        </>
      }
      footer={
        <TextLink to="/login" onClick={() => clearPendingTwoFactor()}>
          {t('auth:twoFactor.cancel')}
        </TextLink>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        {mode === 'totp' ? (
          <TwoFactorCodeInput
            key="totp"
            inputRef={codeRef}
            label={t('auth:twoFactor.codeLabel')}
            value={code}
            onChange={(value) => setField('code', value)}
            error={formatError}
            autoFocus
          />
        ) : (
          <Field
            key="backup"
            ref={codeRef}
            label={t('auth:twoFactor.backupLabel')}
            name="backupCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            placeholder={t('auth:twoFactor.backupPlaceholder')}
            value={code}
            onChange={(event) => setField('code', event.target.value.toUpperCase())}
            error={formatError}
            inputSize="backup"
          />
        )}
        <SubmitButton pending={verify.isPending}>{t('auth:twoFactor.submit')}</SubmitButton>
        <Button variant="ghost" className="w-full" onClick={switchMode}>
          {t(mode === 'totp' ? 'auth:twoFactor.useBackup' : 'auth:twoFactor.useApp')}
        </Button>
      </form>
    </AuthCard>
  );
}
