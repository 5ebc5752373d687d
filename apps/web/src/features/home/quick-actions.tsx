// The four things a practitioner starts most often: a new patient, a form to send, a new template, a waiting-room form.
import { FilePlus2, Hourglass, Send, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/locale';
import { PRICING_PATH } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';

type TAction = {
  key: 'newPatient' | 'sendForm' | 'newTemplate' | 'waitingRoomForm';
  to: string;
  icon: LucideIcon;
  state?: unknown;
  /** Creates something a subscription is needed for: leads to the plans once access has ended (docs/billing-api.md#states). */
  needsSubscription?: boolean;
};

/** The patient list opens its "new patient" dialog when it is reached with this state (features/patients). */
const ACTIONS: readonly TAction[] = [
  { key: 'newPatient', to: '/dashboard', icon: UserPlus, state: { createPatient: true } },
  // A form is sent from a patient's row or page: the list is where the patient is chosen.
  { key: 'sendForm', to: '/dashboard', icon: Send },
  { key: 'newTemplate', to: '/templates/create', icon: FilePlus2, needsSubscription: true },
  { key: 'waitingRoomForm', to: '/forms/pending/new', icon: Hourglass, needsSubscription: true },
];

export function QuickActions() {
  const { t } = useTranslation('home');
  const entitled = useEntitled();
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="sr-only">
        {t('quick.label')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ACTIONS.map(({ key, to, icon: Icon, state, needsSubscription }) => (
          <li key={key} className="flex">
            <LocalizedLink
              to={needsSubscription && !entitled ? PRICING_PATH : to}
              state={state}
              className="group flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-px hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center"
            >
              <span
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600"
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-slate-900">{t(`quick.${key}`)}</span>
                <span className="text-xs leading-5 text-slate-500">{t(`quick.${key}Hint`)}</span>
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
