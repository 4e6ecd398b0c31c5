import type * as React from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

/** Empty optional number fields mean "not given", not 0. Commas and $ are fine to type. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : cleaned;
}

/** The error react-hook-form holds for a field, by its dotted name (`vehicles.0.year` too). */
export function fieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'formState'>,
  name: Path<T>,
): string | undefined {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

/**
 * A labelled text input of a react-hook-form form, registered by name; its error is the form's
 * for that name. A `figure` (years, counts, dollars) asks a phone for its number pad and reads a
 * blank as "not given". The remaining props go to the input.
 */
export function TextField<TInput extends FieldValues, TOutput>({
  form,
  name,
  figure,
  label,
  required,
  hint,
  ...input
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  figure?: boolean;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
} & Omit<React.ComponentProps<'input'>, 'required' | 'name' | 'form'>) {
  const registration = form.register(name, figure ? { setValueAs: blankToUndefined } : undefined);
  return (
    <FormField label={label} required={required} hint={hint} error={fieldError(form, name)}>
      {(control) => (
        <Input
          {...control}
          inputMode={figure ? 'numeric' : undefined}
          {...input}
          {...registration}
        />
      )}
    </FormField>
  );
}
