// The 6-digit code of an authenticator app: numeric keyboard on phones, one-time-code autofill.
import { TOTP_DIGITS } from '@praxiform/domain';
import { TextField, type TTextFieldProps } from '../../../components/ui/form-field';

export function TotpCodeField({
  value,
  onValueChange,
  ...props
}: Omit<TTextFieldProps, 'onChange' | 'value'> & { value: string; onValueChange: (code: string) => void }) {
  return (
    <TextField
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TOTP_DIGITS}
      inputClassName="max-w-48 font-mono tracking-[0.3em]"
      {...props}
    />
  );
}
