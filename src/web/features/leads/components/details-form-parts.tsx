import type * as React from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiForm } from '~/lib/use-api-form';
import type { LeadDetails } from '#shared/leads';

export type SaveDetails = (details: LeadDetails) => Promise<void>;

export interface DetailsFormProps {
  save: SaveDetails;
  onSkip: () => void;
}

/** Empty optional number fields mean "not given", not 0. Commas and $ are fine to type. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : cleaned;
}

/**
 * A field for a figure (years, counts, dollars): the phone shows its number pad. The rest of the
 * props go to the input, so `type="number"`, bounds and `register(name, { setValueAs:
 * blankToUndefined })` are given where it is used.
 */
export function NumberField({
  label,
  required,
  hint,
  error,
  ...input
}: {
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string;
} & Omit<React.ComponentProps<'input'>, 'required'>) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(control) => <Input {...control} inputMode="numeric" {...input} />}
    </FormField>
  );
}

/**
 * A details form: its schema checks it, `save` sends it, and a refusal is said by the fields it
 * names (the server's paths start with `details.`) or in one line above the buttons.
 */
export function useDetailsForm<TInput extends FieldValues, TOutput extends LeadDetails>(
  schema: z.ZodType<TOutput, TInput>,
  save: SaveDetails,
  defaultValues: DefaultValues<TInput>,
) {
  return useApiForm({
    schema,
    defaultValues,
    send: save,
    serverPath: 'details.',
    fallback: 'We could not save these details. Your quote request itself has been received.',
  });
}

export function DetailsActions({
  pending,
  onSkip,
  formError,
}: {
  pending: boolean;
  onSkip: () => void;
  formError: string | null;
}) {
  return (
    <div className="space-y-3">
      <div aria-live="assertive">
        {formError && (
          <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-disabled={pending || undefined}
        >
          {pending ? 'Saving...' : 'Save Details'}
        </Button>
        <Button type="button" variant="outline" onClick={onSkip}>
          Skip
        </Button>
      </div>
    </div>
  );
}
