// The 6-digit code field: digits only (pasted spaces or dashes dropped), numeric keypad, one-time-code autofill.
import type { Ref } from 'react';
import { TOTP_DIGITS } from '@praxiform/domain';
import { Field } from '../common/field';

/** Keeps the digits of what was typed or pasted, at most 6. */
export function normalizeTotpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, TOTP_DIGITS);
}

type TTwoFactorCodeInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function TwoFactorCodeInput({ label, value, onChange, error, autoFocus, inputRef }: TTwoFactorCodeInputProps) {
  return (
    <Field
      ref={inputRef}
      label={label}
      error={error}
      value={value}
      onChange={(event) => onChange(normalizeTotpInput(event.target.value))}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TOTP_DIGITS}
      autoFocus={autoFocus}
      placeholder="000000"
      inputSize="code"
    />
  );
}
