// Google asks sites using reCAPTCHA to say so near the form; shown only when the bot check is on.
import { useTranslation } from 'react-i18next';

export function BotCheckNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  if (!enabled) return null;
  return <p className="text-xs text-slate-500">{t('botCheck.notice')}</p>;
}
