// Live checklist of the password rule (PASSWORD_RULES, the same tests the server runs), ticked as the user types. The
// three forms that set a password (register, reset, the profile's change) list the same five rules; only the wording
// differs, the sign-up texts or the profile's sentences (docs/product.md, "Password").
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, type TPasswordRule } from '@praxiform/domain';
import { cn } from '../ui';

/** The wordings: the sign-up texts of auth.json (register, reset), or the profile's sentences of errors.json. */
const WORDINGS = {
  account: {
    title: 'auth:passwordRules.title',
    rule: (rule: TPasswordRule) => `auth:passwordRules.${rule.key}`,
    met: 'auth:passwordRules.met',
    unmet: 'auth:passwordRules.unmet',
    parenthesize: true,
  },
  profile: {
    title: 'profile:password.rulesTitle',
    rule: (rule: TPasswordRule) => `errors:validation.${rule.message}`,
    met: 'profile:password.ruleMet',
    unmet: 'profile:password.ruleNotMet',
    parenthesize: false,
  },
} as const;

export type TPasswordChecklistWording = keyof typeof WORDINGS;

export function PasswordChecklist({ id, password, wording = 'account' }: { id: string; password: string; wording?: TPasswordChecklistWording }) {
  const { t } = useTranslation();
  const set = WORDINGS[wording];
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50/70 px-3.5 py-3">
      <p className="text-xs font-medium text-slate-700">{t(set.title)}</p>
      <ul className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          const state = t(met ? set.met : set.unmet);
          return (
            <li
              key={rule.key}
              data-rule={rule.key}
              data-met={met}
              className={cn('flex items-center gap-2 text-xs transition-colors', met ? 'text-emerald-700' : 'text-slate-600')}
            >
              {met ? (
                <span className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
                  <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                </span>
              ) : (
                <Circle className="size-4 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              <span>{t(set.rule(rule))}</span>
              <span className="sr-only">{set.parenthesize ? `(${state})` : state}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
