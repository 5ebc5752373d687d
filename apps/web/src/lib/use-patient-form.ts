// State of a patient form: values, field errors (cleared as the user types), the client-side check before a call.
import { useCallback, useId, useState } from 'react';
import { focusFirstInvalid, withoutChanged, type TFieldErrors } from './field-errors';
import { checkPatientValues, type TPatientFormValues } from './patient-form-values';

export function usePatientForm(initial: () => TPatientFormValues) {
  const formId = useId();
  const [values, setValues] = useState<TPatientFormValues>(initial);
  const [errors, setErrorsState] = useState<TFieldErrors>({});

  const update = useCallback((next: Partial<TPatientFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrorsState((current) => withoutChanged(current, next));
  }, []);

  const setErrors = useCallback(
    (next: TFieldErrors) => {
      setErrorsState(next);
      focusFirstInvalid(formId);
    },
    [formId],
  );

  /** The parsed input, or null after showing the errors. */
  const check = useCallback(() => {
    const result = checkPatientValues(values);
    if (result.ok) return result.input;
    setErrors(result.errors);
    return null;
  }, [values, setErrors]);

  return { formId, values, errors, update, setErrors, check };
}
