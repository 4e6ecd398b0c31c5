import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
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
import { ActionOutcome } from '../../shared/action-outcome';
import { useStaffMembers } from '../../shared/staff-members';
import { useSaveRenewal } from '../api/renewals';

/** The longest note the server takes (the shared schema's limit). */
const NOTE_MAX_LENGTH = 2000;

interface RenewalValues {
  status: RenewalStatus;
  /** '' until a reason is chosen. */
  lostReason: LostReason | '';
  note: string;
  /** A staff member's id, or '' for nobody. */
  assigneeId: string;
}

const fields = ['status', 'lostReason', 'note', 'assigneeId'] as const;
const isField = (key: unknown): key is (typeof fields)[number] =>
  (fields as readonly unknown[]).includes(key);

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
  const [done, setDone] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const outcome = React.useRef<HTMLDivElement>(null);
  const form = useForm<RenewalValues>({ defaultValues: valuesOf(row) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = form;
  const status = useWatch({ control, name: 'status' });
  // Each select is built with its option chosen (`defaultSelected`), so React Hook Form, which
  // reads an unmarked select as already edited in some DOMs, keeps the values it was given.
  const defaults = valuesOf(loaded);

  const submit = (values: RenewalValues) => {
    if (save.isPending) return;
    setDone(null);
    setRefusal(null);
    const update = updateOf(values, loaded);
    const checked = renewalUpdateSchema.safeParse(update);
    if (!checked.success) {
      placeIssues(checked.error.issues);
      return;
    }
    save.mutate(
      { policyId: row.policyId, values: update },
      {
        onSuccess: (saved) => onSaved(saved, update),
        // A field's message goes by its field; anything else is said in the outcome region.
        onError: (error) => {
          if (placeServerErrors(form, error) || isUnauthorized(error)) return;
          setRefusal(userMessage(error, 'The renewal could not be saved. Please try again.'));
          outcome.current?.focus();
        },
      },
    );
  };

  const placeIssues = (issues: { path: PropertyKey[]; message: string }[]) => {
    let placed = false;
    for (const issue of issues) {
      const field = issue.path[0];
      if (isField(field)) {
        setError(field, { type: 'check', message: issue.message }, { shouldFocus: !placed });
        placed = true;
      } else {
        setRefusal(issue.message);
      }
    }
    if (!placed) outcome.current?.focus();
  };

  // After a refusal: the board read again, the form filled from the renewal as it now is.
  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    save.reset();
    setRefusal(null);
    setLoaded(fresh);
    reset(valuesOf(fresh));
    setDone('The renewal as it is now is shown. Check it and save again.');
    outcome.current?.focus();
  };

  const conflict = save.error instanceof ApiError && save.error.status === 409;

  return (
    <div className="space-y-4">
      <ActionOutcome ref={outcome} done={done} failure={refusal} />
      {conflict && (
        <Button type="button" variant="outline" onClick={() => void reload()}>
          Reload
        </Button>
      )}
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Status"
            hint="Renewed rolls the policy to its next term."
            error={errors.status?.message}
          >
            {(field) => (
              <NativeSelect {...field} defaultValue={defaults.status} {...register('status')}>
                {renewalStatuses.map((value) => (
                  <option key={value} value={value}>
                    {renewalStatusLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {status === 'lost' && (
            <FormField
              label="Reason"
              hint="Why the client left."
              error={errors.lostReason?.message}
            >
              {(field) => (
                <NativeSelect
                  {...field}
                  defaultValue={defaults.lostReason}
                  {...register('lostReason')}
                >
                  <option value="">Choose a reason</option>
                  {lostReasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {lostReasonLabels[reason]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <FormField label="Assigned to" error={errors.assigneeId?.message}>
            {(field) => (
              <NativeSelect
                {...field}
                defaultValue={defaults.assigneeId}
                {...register('assigneeId')}
              >
                <option value="">Nobody</option>
                {assignable(loaded, members.data ?? []).map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label="Note (optional)" error={errors.note?.message}>
          {(field) => (
            <Textarea {...field} rows={3} maxLength={NOTE_MAX_LENGTH} {...register('note')} />
          )}
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save renewal'}
        </Button>
      </form>
    </div>
  );
}

/** The staff to choose from; someone no longer active stays while still assigned. */
function assignable(row: RenewalRow, members: { id: string; name: string }[]) {
  const assignee = row.assignee;
  if (!assignee || members.some((member) => member.id === assignee.id)) return members;
  return [assignee, ...members];
}
