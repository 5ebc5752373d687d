// After registering: ask the user to open the verification mail, with the address and a resend button.
import { MailCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard } from '../common/auth-card';
import { ResendButton } from './resend-button';
import { TextLink } from '../common/text-link';

export function RegisterSuccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      icon={<MailCheck />}
      tone="success"
      title={t('register.successTitle')}
      subtitle={
        <p>
          <Trans
            t={t}
            i18nKey="register.successText"
            values={{ email }}
            components={{ strong: <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" /> }}
          />
        </p>
      }
      footer={<TextLink to="/login">{t('links.backToLogin')}</TextLink>}
    >
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-center text-sm/6 text-slate-600">{t('register.successHint')}</p>
      <div className="mt-6 flex flex-col gap-2">
        <p className="text-center text-sm font-medium text-slate-700">{t('register.notReceived')}</p>
        <ResendButton email={email} />
      </div>
    </AuthCard>
  );
}
