// A labelled form field: label, control, hint and an inline error the control points at (aria-describedby, aria-invalid).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../../components/ui';

export const inputClassName =
  'block w-full rounded-lg border bg-white px-3.5 text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ' +
  'disabled:bg-slate-50 disabled:text-slate-500';

/** 16px text on phones (no zoom on focus in iOS Safari), 14px from the sm breakpoint; `code` for one-time codes. */
const inputSizes = {
  default: 'py-2.5 text-base sm:text-sm',
  code: 'py-3 text-center indent-[0.35em] font-mono text-2xl tracking-[0.35em] placeholder:text-slate-300',
  backup: 'py-3 text-center font-mono text-lg tracking-widest',
} as const;

export type TFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  /** Translated error text; shown under the field and announced. */
  error?: string;
  hint?: ReactNode;
  /** Ids of more descriptions (e.g. the password checklist). */
  describedBy?: string;
  /** Something inside the field on the right (show/hide button). */
  trailing?: ReactNode;
  labelAside?: ReactNode;
  inputSize?: keyof typeof inputSizes;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ label, error, hint, describedBy, trailing, labelAside, inputSize = 'default', className, ref, ...input }: TFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(
            inputClassName,
            inputSizes[inputSize],
            error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
            trailing ? 'pr-12' : undefined,
            className,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs/5 text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
