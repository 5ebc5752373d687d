// A checkbox with a rich label (links allowed) and an inline error.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type TCheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: ReactNode; error?: string };

export function CheckboxField({ label, error, ...input }: TCheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm/6 text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
