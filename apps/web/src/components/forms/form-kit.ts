// The one form kit of the SPA (docs/architecture.md, "Forms"): react-hook-form with the zod resolver on the shared
// @praxiform/domain schemas, so a dialog checks what the server will check, with the same codes. Every dialog and page
// form takes its state from `useZodForm`; the server's refusals land on the fields through `showServerErrors`, the
// same way everywhere. The public form page keeps its own lightweight runtime (src/form-fill).
import { useCallback, useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { serverIssues } from '../../lib/field-errors';
import { useFieldMessage } from '../../lib/use-messages';

/**
 * A zod 4 schema of @praxiform/domain, kept structural (the SPA does not import zod). The form's values may be looser
 * than the schema's input (an unchosen select is '' where the schema wants one of its values): the schema judges them.
 */
export type TZodSchema<TOutput> = { _zod: { output: TOutput } };

/**
 * A schema loaded when its form is first used: the sign-in pages keep zod out of their first load (docs/architecture.md,
 * "The guest pages"). `lazySchema(() => import('./schemas').then((module) => module.ZLoginInput))`.
 */
export type TLazySchema<TOutput> = { load: () => Promise<TZodSchema<TOutput>> };

export function lazySchema<TOutput>(load: () => Promise<TZodSchema<TOutput>>): TLazySchema<TOutput> {
  return { load };
}

type TSchemaSource<TOutput> = TZodSchema<TOutput> | TLazySchema<TOutput>;
type TBaseResolver = (values: FieldValues, context: unknown, options: Parameters<Resolver>[2]) => Promise<{ values: unknown; errors: FieldErrors }>;

/**
 * The zod resolver of a schema, its library and a lazy schema loaded on first need (a validation, or focus entering the
 * form), once per schema.
 */
const baseResolvers = new WeakMap<object, Promise<TBaseResolver>>();

function baseResolverOf(source: TSchemaSource<unknown>): Promise<TBaseResolver> {
  let pending = baseResolvers.get(source);
  if (!pending) {
    pending = Promise.all([import('@hookform/resolvers/zod'), 'load' in source ? source.load() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as TBaseResolver,
    );
    // A failed load (the network dropped) is tried again next time.
    pending.catch(() => baseResolvers.delete(source));
    baseResolvers.set(source, pending);
  }
  return pending;
}

export type TServerErrorOptions = {
  /** Keep only the issues under this key of the request, its prefix removed (`{ id, newPatient: {...} }`). */
  under?: string;
};

export type TFormKit<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The <form> element's id: focus moves to its first invalid control. */
  formId: string;
  /** Props for TextField, TextAreaField, SelectField, PasswordField: the registration, and the error as a sentence. */
  field: <TName extends FieldPath<TInput>>(name: TName) => ReturnType<UseFormReturn<TInput>['register']> & { error: string | undefined };
  /** The translated error of a field drawn by a custom control. */
  errorOf: (name: FieldPath<TInput>) => string | undefined;
  /** Sets a custom control's value and clears its error, as typing in an input does. */
  setField: <TName extends FieldPath<TInput>>(name: TName, value: FieldPathValue<TInput, TName>) => void;
  /** Sets errors by hand (a rule the schema cannot see), codes per field, and moves focus to the first. */
  setErrors: (errors: Partial<Record<FieldPath<TInput>, string>>) => void;
  /** onSubmit for the <form>: the schema's output to `onValid`, or the errors shown and the first invalid field focused. */
  submit: (onValid: (data: TOutput) => unknown, onInvalid?: () => void) => (event?: BaseSyntheticEvent) => void;
  /** Puts a failed call's VALIDATION_FAILED issues on the form's fields; false when none is about a field of this form. */
  showServerErrors: (error: unknown, options?: TServerErrorOptions) => boolean;
  /** Some field shows an error (the form's "fix the fields" banner). */
  hasFieldErrors: boolean;
  /**
   * The failure for the form's alert: `error` itself, or null when there is none or `showServerErrors` put it on the
   * fields (it stays off the alert once the user has fixed them).
   */
  formLevelError: (error: unknown) => unknown;
};

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The schema's verdict, where an empty field says "required" rather than the rule it breaks (an empty name is not
 * "too short") unless the schema has its own `*_REQUIRED` code for it, only top-level fields being reported (one message per field, as the server's issues are read).
 */
function resolverOf<TInput extends FieldValues, TOutput>(schema: TSchemaSource<TOutput>): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const base = await baseResolverOf(schema);
    const result = (await base(values, context, options as Parameters<Resolver>[2])) as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, error] of Object.entries(result.errors as FieldErrors)) {
      const message = firstMessage(error);
      if (message === undefined) continue;
      // The schema's own "required" code stays (CUSTOM_PROFESSION_REQUIRED says which field, PASSWORD_REQUIRED asks for it).
      const required = isEmpty((values as Record<string, unknown>)[name]) && !message.endsWith('_REQUIRED');
      errors[name] = { type: 'validation', message: required ? 'REQUIRED' : message };
    }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors: errors as FieldErrors<TInput> };
  };
}

/** The first message found in a field's error, nested ones included (an item of a list field). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstMessage(value);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: TZodSchema<TOutput> | TLazySchema<TOutput>,
  defaultValues: DefaultValues<TInput>,
): TFormKit<TInput, TOutput> {
  const formId = useId();
  // A lazy schema loads as soon as focus enters the form, so that the first submit does not wait for it.
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!element || !('load' in schema)) return;
    const warm = () => void baseResolverOf(schema).catch(() => undefined);
    element.addEventListener('focusin', warm, { once: true });
    return () => element.removeEventListener('focusin', warm);
  }, [formId, schema]);
  const fieldMessage = useFieldMessage();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: resolverOf(schema),
    defaultValues,
    // Errors appear on submit and leave as soon as their field changes (no verdict while the user is still typing).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, clearErrors, setValue, setError, formState } = form;
  // Focus moves once React has drawn the errors, in the page's order: a request waits for the first commit that shows
  // a refused control (react-hook-form publishes the errors after its onInvalid callback, and a server's answer lands
  // in a render of its own).
  const pendingFocus = useRef(false);
  const [, setFocusRequest] = useState(0);
  const requestFocus = useCallback(() => {
    pendingFocus.current = true;
    setFocusRequest((count) => count + 1);
  }, []);
  useEffect(() => {
    if (!pendingFocus.current) return;
    const refused = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!refused) return;
    pendingFocus.current = false;
    refused.focus();
  });
  const placedOnFields = useRef(new WeakSet<object>());
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  const errorOf = (name: FieldPath<TInput>) => fieldMessage(errors[name]?.message);

  const field = <TName extends FieldPath<TInput>>(name: TName) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errorOf(name),
  });

  const setField = useCallback(
    <TName extends FieldPath<TInput>>(name: TName, value: FieldPathValue<TInput, TName>) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    },
    [setValue, clearErrors],
  );

  const setErrors = useCallback(
    (next: Partial<Record<FieldPath<TInput>, string>>) => {
      for (const [name, message] of Object.entries(next) as [FieldPath<TInput>, string | undefined][]) {
        if (message) setError(name, { type: 'manual', message });
      }
      requestFocus();
    },
    [setError, requestFocus],
  );

  const showServerErrors = useCallback(
    (error: unknown, options: TServerErrorOptions = {}) => {
      const known = new Set(Object.keys(defaultValues));
      const found: Partial<Record<FieldPath<TInput>, string>> = {};
      for (const issue of serverIssues(error)) {
        const path = options.under === undefined ? issue.path : String(issue.path[0]) === options.under ? issue.path.slice(1) : [];
        const name = String(path[0] ?? '') as FieldPath<TInput>;
        if (known.has(name) && found[name] === undefined) found[name] = issue.message;
      }
      if (Object.keys(found).length === 0) return false;
      if (error && typeof error === 'object') placedOnFields.current.add(error);
      setErrors(found);
      return true;
    },
    [defaultValues, setErrors],
  );

  const submit = useCallback(
    (onValid: (data: TOutput) => unknown, onInvalid?: () => void) => (event?: BaseSyntheticEvent) => {
      pendingFocus.current = false;
      // handleSubmit's promise settles once the schema has judged the values; onValid starts the call (a mutation,
      // which reports its own failures), so nothing is left to wait for here.
      void form.handleSubmit(
        (data) => void onValid(data),
        () => {
          onInvalid?.();
          requestFocus();
        },
      )(event);
    },
    [form, requestFocus],
  );

  const formLevelError = useCallback(
    (error: unknown) => (error && !(typeof error === 'object' && placedOnFields.current.has(error)) ? error : null),
    [],
  );

  return {
    form,
    formId,
    field,
    errorOf,
    setField,
    setErrors,
    submit,
    showServerErrors,
    hasFieldErrors: Object.keys(errors).length > 0,
    formLevelError,
  };
}
