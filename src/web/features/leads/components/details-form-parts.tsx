import * as React from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import type { LeadDetails } from '#shared/leads';
import { serverFieldErrors } from '../lib/server-errors';

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

/** Saves details; a refusal becomes field messages plus one line above the buttons. */
export function useDetailsSubmit<T extends FieldValues>(
  save: SaveDetails,
  setError: UseFormSetError<T>,
) {
  const [formError, setFormError] = React.useState<string | null>(null);
  const submit = async (details: LeadDetails) => {
    setFormError(null);
    try {
      await save(details);
    } catch (error) {
      for (const { path, message } of serverFieldErrors(error, () => true, 'details.')) {
        setError(path as Path<T>, { type: 'server', message });
      }
      setFormError(
        userMessage(
          error,
          'We could not save these details. Your quote request itself has been received.',
        ),
      );
    }
  };
  return { formError, submit };
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
