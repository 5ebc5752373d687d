// A labelled native select (keyboard and mobile pickers for free), styled like the text fields.
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../components/ui';
import { inputClassName } from '../common/field';

type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: ReactNode; hint?: ReactNode };

export function SelectField({ label, hint, className, children, ...select }: TSelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cn(inputClassName, 'appearance-none border-slate-300 py-2.5 pr-10 text-base hover:border-slate-400 sm:text-sm', className)}
          {...select}
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs/5 text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
