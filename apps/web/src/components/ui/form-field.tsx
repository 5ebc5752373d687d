// Labelled inputs with hint and field-level error, wired for screen readers (aria-invalid, aria-describedby).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export const inputClassName =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs transition-colors sm:min-h-10 sm:text-sm ' +
  'placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

type TFieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and error; the control gets the ids to reference. */
function FieldFrame({ id, label, hint, error, optional, className, children }: TFieldFrameProps) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium text-slate-800">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-slate-500">{t('form.optional')}</span>}
      </label>
      {children(describedBy)}
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

export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Classes for the input itself (`className` styles the whole field). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, optional, className, inputClassName: inputClasses, ref, ...input }: TTextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          className={cn(inputClassName, inputClasses)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={!optional}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export type TTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  /** Classes of the textarea itself (className goes to the field around it). */
  textareaClassName?: string;
};

export function TextAreaField({ label, hint, error, optional, className, textareaClassName, ...textarea }: TTextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={3}
          className={cn(inputClassName, 'resize-y', textareaClassName)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={!optional}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

export type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, hint, error, className, children, ...select }: TSelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select id={id} className={cn(inputClassName, 'pr-8')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle; `describedBy` adds ids (e.g. a rule checklist). */
export function PasswordField({
  label,
  hint,
  error,
  className,
  describedBy: extra,
  inputClassName: _unused,
  ...input
}: TTextFieldProps & { describedBy?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className={cn(inputClassName, 'pr-12')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, extra].filter(Boolean).join(' ') || undefined}
            required
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
          >
            {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
