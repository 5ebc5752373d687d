// Small building blocks of the builder's panels: a titled panel, an icon button with a label, a switch row.
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui';

export function Panel({
  title,
  icon: Icon,
  actions,
  children,
  className,
  id,
}: {
  title: string;
  icon?: LucideIcon;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
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
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors pointer-coarse:size-11',
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

/** A switch with its label and an optional hint, laid out as one row. */
export function SwitchRow({
  label,
  hint,
  control,
}: {
  label: string;
  hint?: ReactNode;
  control: (ids: { labelId: string; hintId?: string }) => ReactNode;
}) {
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
