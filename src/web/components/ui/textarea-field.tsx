import type * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { fieldError } from './text-field';
import { Textarea } from './textarea';

/**
 * A labelled textarea of a react-hook-form form, registered by name; its error is the form's for
 * that name. The remaining props (rows) go to the textarea.
 */
export function TextareaField<TInput extends FieldValues, TOutput>({
  form,
  name,
  label,
  required,
  hint,
  ...textarea
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
} & Omit<React.ComponentProps<'textarea'>, 'required' | 'name' | 'form'>) {
  return (
    <FormField label={label} required={required} hint={hint} error={fieldError(form, name)}>
      {(control) => <Textarea {...control} {...textarea} {...form.register(name)} />}
    </FormField>
  );
}
