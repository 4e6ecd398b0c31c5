import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { ApiError, userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { placeServerErrors } from '~/lib/use-api-form';
import {
  lostReasonLabels,
  lostReasons,
  renewalStatuses,
  renewalStatusLabels,
  renewalUpdateSchema,
  type LostReason,
  type RenewalRow,
  type RenewalStatus,
  type RenewalUpdateInput,
} from '#shared/staff/renewals';
import { ActionForm, AssigneeField, NoteField, SelectField } from '../../shared/action-form';
import { passesCheck, useActionOutcome } from '../../shared/use-action-outcome';
import { useStaffMembers } from '../../shared/staff-members';
import { useSaveRenewal } from '../api/renewals';

interface RenewalValues {
  status: RenewalStatus;
  /** '' until a reason is chosen. */
  lostReason: LostReason | '';
  note: string;
  /** A staff member's id, or '' for nobody. */
  assigneeId: string;
}

const fields = ['status', 'lostReason', 'note', 'assigneeId'] as const;

const valuesOf = (row: RenewalRow): RenewalValues => ({
  status: row.status,
  lostReason: row.lostReason ?? '',
  note: row.note ?? '',
  assigneeId: row.assignee?.id ?? '',
});

/** The body of the PUT: a reason only when lost, blanks as null, and the row's time as loaded. */
const updateOf = (values: RenewalValues, loaded: RenewalRow): RenewalUpdateInput => ({
  status: values.status,
  lostReason: values.status === 'lost' ? values.lostReason || null : null,
  note: values.note.trim() || null,
  assigneeId: values.assigneeId || null,
  expectedUpdatedAt: loaded.updatedAt,
});

/**
 * The renewal of the current term: its status, why the client left when lost, a note and who
 * works it. The save carries the row's `updatedAt` as the form was filled from it, so a save made
 * in between is refused (409) and Reload shows it. Field messages go by their fields; anything
 * else is said in the outcome region, which takes the focus.
 */
export function RenewalForm({
  row,
  headingId,
  onSaved,
  onReload,
}: {
  row: RenewalRow;
  headingId: string;
  onSaved: (saved: RenewalRow, update: RenewalUpdateInput) => void;
  onReload: () => Promise<RenewalRow | undefined>;
}) {
  const save = useSaveRenewal();
  const members = useStaffMembers();
  // The row the form was filled from: not replaced when the board is read again behind it.
  const [loaded, setLoaded] = React.useState(row);
  const outcome = useActionOutcome();
  const form = useForm<RenewalValues>({ defaultValues: valuesOf(row) });
  const { handleSubmit, reset, setError, control } = form;
  const status = useWatch({ control, name: 'status' });
  // Each select is built with its option chosen (`defaultSelected`), so React Hook Form, which
  // reads an unmarked select as already edited in some DOMs, keeps the values it was given.
  const defaults = valuesOf(loaded);

  const submit = (values: RenewalValues) => {
    if (save.isPending) return;
    outcome.clear();
    const update = updateOf(values, loaded);
    if (!passesCheck(renewalUpdateSchema, update, { fields, setError, outcome })) return;
    save.mutate(
      { policyId: row.policyId, values: update },
      {
        onSuccess: (saved) => onSaved(saved, update),
        // A field's message goes by its field; anything else is said in the outcome region.
        onError: (error) => {
          if (placeServerErrors(form, error) || isUnauthorized(error)) return;
          outcome.setRefusal(
            userMessage(error, 'The renewal could not be saved. Please try again.'),
          );
          outcome.focus();
        },
      },
    );
  };

  // After a refusal: the board read again, the form filled from the renewal as it now is.
  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    save.reset();
    outcome.setRefusal(null);
    setLoaded(fresh);
    reset(valuesOf(fresh));
    outcome.setDone('The renewal as it is now is shown. Check it and save again.');
    outcome.focus();
  };

  const conflict = save.error instanceof ApiError && save.error.status === 409;

  return (
    <ActionForm
      outcome={outcome}
      failure={outcome.refusal}
      headingId={headingId}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      submitLabel="Save renewal"
      pending={save.isPending}
      above={
        conflict && (
          <Button type="button" variant="outline" onClick={() => void reload()}>
            Reload
          </Button>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="status"
          label="Status"
          hint="Renewed rolls the policy to its next term."
          options={renewalStatuses.map((value) => ({
            value,
            label: renewalStatusLabels[value],
          }))}
          defaultValue={defaults.status}
        />
        {status === 'lost' && (
          <SelectField
            form={form}
            name="lostReason"
            label="Reason"
            hint="Why the client left."
            options={[
              { value: '', label: 'Choose a reason' },
              ...lostReasons.map((reason) => ({ value: reason, label: lostReasonLabels[reason] })),
            ]}
            defaultValue={defaults.lostReason}
          />
        )}
        <AssigneeField
          form={form}
          name="assigneeId"
          label="Assigned to"
          nobody="Nobody"
          assignee={loaded.assignee}
          members={members.data ?? []}
          defaultValue={defaults.assigneeId}
        />
      </div>
      <NoteField form={form} name="note" label="Note (optional)" />
    </ActionForm>
  );
}
