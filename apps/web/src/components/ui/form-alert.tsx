// Form-level messages: errors are announced at once (role="alert"), successes politely (role="status").
import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import { cn } from './cn';

export type TFormAlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<TFormAlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

const icons = { error: AlertTriangle, success: CheckCircle2, info: Info, warning: AlertTriangle } as const;

export function FormAlert({
  tone = 'error',
  children,
  action,
  trailing,
  className,
}: {
  tone?: TFormAlertTone;
  children: ReactNode;
  /** A follow-up under the text (a link, a retry button). */
  action?: ReactNode;
  /** A control at the end of the first line (a dismiss button). */
  trailing?: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm leading-6', tones[tone], className)}
    >
      <Icon className="mt-1 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <div>{children}</div>
        {action}
      </div>
      {trailing && <div className="shrink-0">{trailing}</div>}
    </div>
  );
}

/** An always-present polite live region, so short confirmations ("Copié") are announced. */
export function LiveStatus({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn('text-sm', className)}>
      {children}
    </p>
  );
}

/** The button at the end of a FormAlert's first line that puts the message away (its `trailing`); `label` names it. */
export function AlertDismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-my-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5"
      aria-label={label}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
