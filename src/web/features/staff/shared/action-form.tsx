import type * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { ActionOutcome } from './action-outcome';
import type { ActionOutcomeState } from './use-action-outcome';
import { SelectField as FormSelect } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';

interface Person {
  id: string;
  name: string;
}

/** The longest note the server takes on a claim, a service request or a renewal. */
const NOTE_MAX_LENGTH = 2000;

/**
 * The frame of a record's action form (a claim's status, a service request's work, a renewal):
 * the outcome region above the form, which stays in place so a screen reader hears it, then the
 * form, named by its panel's heading, and its submit button if it has one.
 */
export function ActionForm({
  outcome: { region, done },
  failure,
  headingId,
  onSubmit,
  submitLabel,
  pending = false,
  above,
  closed,
  children,
}: {
  outcome: ActionOutcomeState;
  /** The refusal said; the outcome's own, or the form's. */
  failure: string | null;
  headingId: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The submit button's words; none where the form's own buttons act (a claim's moves). */
  submitLabel?: string;
  /** While saving: the submit button is off and says so. */
  pending?: boolean;
  /** Between the outcome and the form (a Reload after a conflict). */
  above?: React.ReactNode;
  /** Said instead of the form once the record no longer changes. */
  closed?: React.ReactElement;
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <ActionOutcome ref={region} done={done} failure={failure} />
      {above}
      {closed ?? (
        <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="space-y-4">
          {children}
          {submitLabel && (
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : submitLabel}
            </Button>
          )}
        </form>
      )}
    </div>
  );
}

/** A field of an action form, registered by name; its error is the form's for that name. */
interface FieldProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: string;
  hint?: string;
}

/** A note of an action form, for the client or for staff. */
export function NoteField<TInput extends FieldValues, TOutput>(field: FieldProps<TInput, TOutput>) {
  return <TextareaField {...field} rows={3} maxLength={NOTE_MAX_LENGTH} />;
}

interface ActionSelectProps<TInput extends FieldValues, TOutput> extends FieldProps<
  TInput,
  TOutput
> {
  options: { value: string; label: string }[];
  /** The option chosen as the select is built. */
  defaultValue?: string;
}

/** A choice of an action form (a status, a reason, an assignee): the form's select, no placeholder. */
export function SelectField<TInput extends FieldValues, TOutput>({
  options,
  ...field
}: ActionSelectProps<TInput, TOutput>) {
  return <FormSelect {...field} choices={options} />;
}

/**
 * Who works the record, from the active staff; someone no longer active stays first while still
 * assigned. `nobody` is the choice of no one.
 */
export function AssigneeField<TInput extends FieldValues, TOutput>({
  nobody,
  assignee,
  members,
  ...field
}: Omit<ActionSelectProps<TInput, TOutput>, 'options'> & {
  nobody: string;
  assignee: Person | null;
  members: Person[];
}) {
  const people =
    assignee && !members.some((member) => member.id === assignee.id)
      ? [assignee, ...members]
      : members;
  const options = people.map((person) => ({ value: person.id, label: person.name }));
  return <SelectField {...field} options={[{ value: '', label: nobody }, ...options]} />;
}
