// Live checklist of the password rules (the same tests the server runs), ticked as the user types: the four rules of
// an account password (register, reset) or those plus a special character (a new password in the profile).
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, SPECIAL_CHARACTER_RULE } from '@praxiform/domain';
import { cn } from '../ui';

type TRule = (typeof PASSWORD_RULES)[number] | typeof SPECIAL_CHARACTER_RULE;

/** Each rule set with its wording: the sign-up texts of auth.json, or the profile's sentences of errors.json. */
const RULE_SETS = {
  account: {
    rules: PASSWORD_RULES,
    title: 'auth:passwordRules.title',
    rule: (rule: TRule) => `auth:passwordRules.${rule.key}`,
    met: 'auth:passwordRules.met',
    unmet: 'auth:passwordRules.unmet',
    parenthesize: true,
  },
  strong: {
    rules: [...PASSWORD_RULES, SPECIAL_CHARACTER_RULE],
    title: 'profile:password.rulesTitle',
    rule: (rule: TRule) => `errors:validation.${rule.message}`,
    met: 'profile:password.ruleMet',
    unmet: 'profile:password.ruleNotMet',
    parenthesize: false,
  },
} as const;

export type TPasswordRuleSet = keyof typeof RULE_SETS;

export function PasswordChecklist({ id, password, rules = 'account' }: { id: string; password: string; rules?: TPasswordRuleSet }) {
  const { t } = useTranslation();
  const set = RULE_SETS[rules];
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50/70 px-3.5 py-3">
      <p className="text-xs font-medium text-slate-700">{t(set.title)}</p>
      <ul className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {set.rules.map((rule) => {
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
                <span className="inline-flex size-4 items-center justify-center rounded-full bg-emerald-600 text-white">
                  <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                </span>
              ) : (
                <Circle className="size-4 text-slate-300" aria-hidden="true" />
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
