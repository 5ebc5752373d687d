// "Send by email" or "Create a link only": two large radio cards, usable with the keyboard (arrow keys inside the group).
import { Link2, Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui';
import type { TDelivery } from '../../lib/api-types';

export function DeliveryChoice({ value, onChange, email }: { value: TDelivery; onChange: (delivery: TDelivery) => void; email: string }) {
  const { t } = useTranslation('submissions');
  const name = useId();
  const options = [
    { value: 'email' as const, icon: Mail, title: t('send.delivery.email'), hint: t('send.delivery.emailHint', { email }) },
    { value: 'link' as const, icon: Link2, title: t('send.delivery.link'), hint: t('send.delivery.linkHint') },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('send.delivery.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const Icon = option.icon;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-300 bg-white hover:border-slate-400',
              )}
            >
              <input type="radio" name={name} value={option.value} checked={checked} onChange={() => onChange(option.value)} className="sr-only" />
              <Icon className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-brand-600' : 'text-slate-400')} aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-slate-900">{option.title}</span>
                <span className="text-xs leading-5 break-words text-slate-600">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
