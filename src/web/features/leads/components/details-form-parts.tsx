import type * as React from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { type ApiForm, useApiForm } from '~/lib/use-api-form';
import type { LeadDetails } from '#shared/leads';

export type SaveDetails = (details: LeadDetails) => Promise<void>;

export interface DetailsFormProps {
  save: SaveDetails;
  onSkip: () => void;
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

/** The details form's frame: its fields, then the refusal line and the Save and Skip buttons. */
export function DetailsForm({
  label,
  details,
  onSkip,
  children,
}: {
  label: string;
  details: Pick<ApiForm<FieldValues, unknown>, 'onSubmit' | 'pending' | 'formError'>;
  onSkip: () => void;
  children: React.ReactNode;
}) {
  return (
    <form noValidate onSubmit={details.onSubmit} aria-label={label} className="space-y-5">
      {children}
      <DetailsActions pending={details.pending} onSkip={onSkip} formError={details.formError} />
    </form>
  );
}

function DetailsActions({
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
