// Password field with a show/hide toggle (a real button, announced with aria-pressed).
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type TFieldProps } from './field';

export function PasswordField(props: Omit<TFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const label = t(visible ? 'fields.hidePassword' : 'fields.showPassword');
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={label}
          title={label}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      }
    />
  );
}
