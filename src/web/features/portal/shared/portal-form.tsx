import type * as React from 'react';
import type { FieldValues } from 'react-hook-form';
import { RequiredFieldsNote } from '~/components/ui/required-fields-note';
import { SelectField, type SelectFieldProps } from '~/components/ui/select-field';
import { cn } from '~/lib/cn';

/** A request form of the portal (a claim, a change, a certificate) on its card: what is required first. */
export function PortalForm({ className, children, ...props }: React.ComponentProps<'form'>) {
  return (
    <form
      noValidate
      className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
      {...props}
    >
      <RequiredFieldsNote />
      {children}
    </form>
  );
}

/** The policy a request is about, chosen first among those it can be about. */
export function PolicyField<TInput extends FieldValues, TOutput>(
  props: Omit<SelectFieldProps<TInput, TOutput>, 'label' | 'required' | 'placeholder'>,
) {
  return <SelectField {...props} label="Policy" required placeholder="Select a policy" />;
}

/** The last words of a request to the agent, the same field on each form that asks for them. */
export const agentNoteField = {
  label: 'Anything else your agent should know?',
  hint: 'Optional.',
  rows: 3,
} as const;
