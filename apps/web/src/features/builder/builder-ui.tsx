// Small building blocks of the builder's panels: a titled panel, an icon button with a label, a labelled select.
import { useId, type ButtonHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui';
import { inputClassName } from '../profile/form-field';

export function Panel({ title, icon: Icon, actions, children, className, id }: { title: string; icon?: LucideIcon; actions?: ReactNode; children: ReactNode; className?: string; id?: string }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        {Icon && <Icon className="size-4 text-brand-600" aria-hidden="true" />}
        <h2 id={headingId} className="flex-1 text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}

export type TIconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { icon: LucideIcon; label: string; tone?: 'default' | 'danger' };

/** A square icon button; the label is its accessible name and tooltip. */
export function IconButton({ icon: Icon, label, tone = 'default', className, ...props }: TIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'disabled:pointer-events-none disabled:opacity-35',
        tone === 'danger' && 'hover:bg-red-50 hover:text-red-700',
        className,
      )}
      {...props}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

export type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; hint?: ReactNode; error?: string };

export function SelectField({ label, hint, error, className, children, ...select }: TSelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={cn(inputClassName, 'pr-8')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={hintId} className="text-xs leading-5 text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A switch with its label and an optional hint, laid out as one row. */
export function SwitchRow({ label, hint, control }: { label: string; hint?: ReactNode; control: (ids: { labelId: string; hintId?: string }) => ReactNode }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        {hint && (
          <p id={hintId} className="mt-0.5 text-xs leading-5 text-slate-500">
            {hint}
          </p>
        )}
      </div>
      {control({ labelId, ...(hint ? { hintId } : {}) })}
    </div>
  );
}
