import * as React from 'react';
import { dialogFormValidation } from '~/components/ui/modal-dialog';
import { TextField } from '~/components/ui/text-field';
import { useApiForm } from '~/lib/use-api-form';
import { formatCalendarDate } from '#shared/format';
import {
  nextTermSchema,
  renewalMessages,
  type NextTermInput,
  type RenewalRow,
} from '#shared/staff/renewals';
import { ActionForm } from '../../shared/action-form';
import { useActionOutcome } from '../../shared/use-action-outcome';
import { useSaveNextTerm } from '../api/renewals';

/** One year after a YYYY-MM-DD date; Feb 29 gives Feb 28. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year! + 1, month! - 1, day!));
  // Past the month's end (Feb 29 in a common year): its last day instead.
  if (date.getUTCMonth() !== month! - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** The next term as known, or a year after the current one with the premium to enter. */
const termValuesOf = (row: RenewalRow): NextTermInput => ({
  expirationDate: row.nextTerm?.expirationDate ?? oneYearAfter(row.expirationDate),
  premium: row.nextTerm?.premium ?? '',
});

/**
 * The renewal term the carrier sent: it starts when the current term ends; its expiration and
 * premium are entered here. The shared schema checks them; the server's field messages (a term
 * ending before it starts) land on their fields. The outcome is said above the form.
 */
export function NextTermForm({ row, headingId }: { row: RenewalRow; headingId: string }) {
  const save = useSaveNextTerm();
  const outcome = useActionOutcome();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: nextTermSchema,
    defaultValues: termValuesOf(row),
    send: (values) => save.mutateAsync({ policyId: row.policyId, values }),
    onSent: (saved) => {
      form.reset(termValuesOf(saved));
      outcome.setDone(renewalMessages.termSaved);
    },
    fallback: 'The renewal term could not be saved. Please try again.',
    ...dialogFormValidation,
  });

  // A refusal that is not about a field (the policy was cancelled): the focus goes to it.
  React.useEffect(() => {
    if (formError) outcome.region.current?.focus();
  }, [formError, outcome.region]);

  return (
    <ActionForm
      outcome={outcome}
      failure={formError}
      headingId={headingId}
      submitLabel="Save term"
      pending={pending}
      onSubmit={(event) => {
        outcome.setDone(null);
        onSubmit(event);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="expirationDate"
          label="New expiration date"
          hint={`The new term starts on ${formatCalendarDate(row.expirationDate)}.`}
          type="date"
        />
        <TextField
          form={form}
          name="premium"
          label="New premium"
          hint="In dollars and cents, e.g. 1284.50"
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
    </ActionForm>
  );
}
