import type * as React from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';
import { fieldError } from './text-field';

export type SelectFieldProps<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  rules?: RegisterOptions<TInput, Path<TInput>>;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string;
  /** The first, empty option, saying what to pick; none when every choice is a fine start. */
  placeholder?: string;
  choices: readonly { value: string; label: string }[];
} & Omit<React.ComponentProps<'select'>, 'required' | 'name' | 'form' | 'children'>;

/**
 * A labelled select of a react-hook-form form, registered by name (with `rules`, when given): a
 * first empty option says what to pick (`placeholder`), then the `choices`. Its error is the
 * form's for that name unless `error` says otherwise. The remaining props go to the select.
 */
export function SelectField<TInput extends FieldValues, TOutput>({
  form,
  name,
  rules,
  label,
  required,
  hint,
  error,
  placeholder,
  choices,
  ...select
}: SelectFieldProps<TInput, TOutput>) {
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={error ?? fieldError(form, name)}
    >
      {(control) => (
        <NativeSelect {...control} {...select} {...form.register(name, rules)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
