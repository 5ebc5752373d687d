// Live checklist of the four password rules of PASSWORD_RULES (the same tests the server runs).
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@praxiform/domain';
import { cn } from '../../../components/ui';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50/70 px-3.5 py-3">
      <p className="text-xs font-medium text-slate-700">{t('passwordRules.title')}</p>
      <ul className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} data-rule={rule.key} data-met={met} className={cn('flex items-center gap-2 text-xs transition-colors', met ? 'text-emerald-700' : 'text-slate-600')}>
              {met ? (
                <span className="inline-flex size-4 items-center justify-center rounded-full bg-emerald-600 text-white">
                  <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                </span>
              ) : (
                <Circle className="size-4 text-slate-300" aria-hidden="true" />
              )}
              <span>{t(`passwordRules.${rule.key}`)}</span>
              <span className="sr-only">{`(${t(met ? 'passwordRules.met' : 'passwordRules.unmet')})`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
