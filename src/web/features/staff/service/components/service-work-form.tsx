import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { placeServerErrors } from '~/lib/use-api-form';
import {
  canMoveServiceRequest,
  serviceRequestStatuses,
  serviceStatusText,
  type ServiceRequestStatus,
} from '#shared/service-requests';
import {
  updateServiceRequestSchema,
  type StaffServiceRequest,
  type UpdateServiceRequestInput,
} from '#shared/staff/service';
import { ActionOutcome } from '../../shared/action-outcome';
import { useStaffMembers } from '../../shared/staff-members';
import { useUpdateServiceRequest } from '../api/service';
import { savedMessage } from '../lib/saved-message';

/** The longest note the server takes (the shared schema's limit). */
const NOTE_MAX_LENGTH = 2000;

interface WorkValues {
  status: ServiceRequestStatus;
  /** A staff member's id, or '' for nobody. */
  assigneeId: string;
  note: string;
  internalNote: string;
}

const fields = ['status', 'assigneeId', 'note', 'internalNote'] as const;
const isField = (key: unknown): key is (typeof fields)[number] =>
  (fields as readonly unknown[]).includes(key);

/** Only what changed: a status or assignee left as they are, and blank notes, are not sent. */
function changesOf(values: WorkValues, request: StaffServiceRequest): UpdateServiceRequestInput {
  const changes: UpdateServiceRequestInput = {};
  if (values.status !== request.status) changes.status = values.status;
  const assigneeId = values.assigneeId || null;
  if (assigneeId !== (request.assignee?.id ?? null)) changes.assigneeId = assigneeId;
  const note = values.note.trim();
  if (note) changes.note = note;
  const internalNote = values.internalNote.trim();
  if (internalNote) changes.internalNote = internalNote;
  return changes;
}

const valuesOf = (request: StaffServiceRequest): WorkValues => ({
  status: request.status,
  assigneeId: request.assignee?.id ?? '',
  note: '',
  internalNote: '',
});

/**
 * Working a request: its next status (only the moves the queue allows), who works it, a note the
 * client is e-mailed and one only staff read; one Save sends what changed. The outcome is said in
 * a region that stays in place, and focus goes to it.
 */
export function ServiceWorkForm({
  request,
  headingId,
}: {
  request: StaffServiceRequest;
  headingId: string;
}) {
  const update = useUpdateServiceRequest(request.id);
  const members = useStaffMembers();
  const [done, setDone] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const outcome = React.useRef<HTMLDivElement>(null);
  const form = useForm<WorkValues>({ defaultValues: valuesOf(request) });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = form;

  // Someone else's change read again (after a refusal): the selects show where the request now
  // is, and the notes being written stay.
  const currentStatus = request.status;
  const currentAssignee = request.assignee?.id ?? '';
  React.useEffect(() => {
    reset({
      status: currentStatus,
      assigneeId: currentAssignee,
      note: getValues('note'),
      internalNote: getValues('internalNote'),
    });
  }, [currentStatus, currentAssignee, reset, getValues]);

  const closed = request.status === 'completed';
  const moves = serviceRequestStatuses.filter((to) => canMoveServiceRequest(request.status, to));
  const memberOptions = members.data ?? [];
  // Someone no longer active still shows as the assignee until the request is reassigned.
  const people = [
    ...(request.assignee && !memberOptions.some((m) => m.id === request.assignee!.id)
      ? [request.assignee]
      : []),
    ...memberOptions,
  ];
  const label = (status: ServiceRequestStatus) => serviceStatusText(status, request.kind).label;

  const save = (values: WorkValues) => {
    if (update.isPending) return;
    setDone(null);
    setRefusal(null);
    const changes = changesOf(values, request);
    const checked = updateServiceRequestSchema.safeParse(changes);
    if (!checked.success) {
      let placed = false;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) {
          setError(field, { type: 'check', message: issue.message }, { shouldFocus: !placed });
          placed = true;
        } else {
          setRefusal(issue.message);
        }
      }
      if (!placed) outcome.current?.focus();
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        setDone(savedMessage(changes, saved));
        outcome.current?.focus();
      },
      // A field's message goes by its field; anything else is said in the outcome region.
      onError: (error) => {
        if (!placeServerErrors(form, error)) outcome.current?.focus();
      },
    });
  };

  const failure =
    refusal ??
    (update.isError && !isUnauthorized(update.error)
      ? userMessage(update.error, 'The request could not be saved. Please try again.')
      : null);

  return (
    <div className="space-y-4">
      <ActionOutcome ref={outcome} done={done} failure={failure} />
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {closed ? (
            <p className="text-sm text-slate-700 sm:col-span-2">
              This request is completed; its status no longer changes. You can still reassign it or
              write a note.
            </p>
          ) : (
            <FormField
              label="Status"
              hint="A new status is e-mailed to the client."
              error={errors.status?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...register('status')}>
                  <option value={request.status}>{label(request.status)} (current)</option>
                  {moves.map((status) => (
                    <option key={status} value={status}>
                      {label(status)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <FormField
            label="Assignee"
            hint="Who works this request."
            error={errors.assigneeId?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...register('assigneeId')}>
                <option value="">Unassigned</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          label="Note to the client (e-mailed)"
          hint="E-mailed to the client and shown with the request in their portal."
          error={errors.note?.message}
        >
          {(control) => (
            <Textarea {...control} rows={3} maxLength={NOTE_MAX_LENGTH} {...register('note')} />
          )}
        </FormField>
        <FormField
          label="Internal note"
          hint="Only staff see it, in this request's timeline."
          error={errors.internalNote?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              {...register('internalNote')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
