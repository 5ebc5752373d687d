// A message block inside a form: errors are announced at once (role="alert"), notices and confirmations politely.
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui';

export type TFormAlertTone = 'error' | 'success' | 'info';

const tones: Record<TFormAlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

export function FormAlert({ tone = 'error', children, action, className }: { tone?: TFormAlertTone; children: ReactNode; action?: ReactNode; className?: string }) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border px-3.5 py-3 text-sm/6', tones[tone], className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <div>{children}</div>
        {action}
      </div>
    </div>
  );
}
