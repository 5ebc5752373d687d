// The five rules of a new profile password (the register four plus a special character), ticked live as the user types.
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, SPECIAL_CHARACTER_RULE } from '@praxiform/domain';
import { cn } from '../../components/ui';

export const PROFILE_PASSWORD_RULES = [...PASSWORD_RULES, SPECIAL_CHARACTER_RULE] as const;

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('profile');
  return (
    <div id={id} className="rounded-xl bg-slate-50 px-4 py-3">
      <p className="text-xs font-medium text-slate-600">{t('password.rulesTitle')}</p>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {PROFILE_PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} data-rule={rule.key} data-met={met} className={cn('flex items-center gap-2 text-sm', met ? 'text-emerald-700' : 'text-slate-600')}>
              {met ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <Circle className="size-4 shrink-0 text-slate-300" aria-hidden="true" />}
              <span>{t(`errors:validation.${rule.message}`)}</span>
              <span className="sr-only">{t(met ? 'password.ruleMet' : 'password.ruleNotMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
