import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { fieldError } from '~/components/ui/text-field';
import { Textarea } from '~/components/ui/textarea';
import { ActionOutcome } from './action-outcome';

interface Person {
  id: string;
  name: string;
}

/** The longest note the server takes on a claim, a service request or a renewal. */
const NOTE_MAX_LENGTH = 2000;

/**
 * What an action form says in its outcome region: a success (`done`) or a refusal found before
 * or after sending; and the region itself, which takes the focus (`focus`) when the control that
 * acted is gone or moved.
 */
export function useActionOutcome() {
  const region = React.useRef<HTMLDivElement>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  return {
    region,
    done,
    setDone,
    refusal,
    setRefusal,
    focus: () => region.current?.focus(),
    /** Before another try: nothing said. */
    clear: () => {
      setDone(null);
      setRefusal(null);
    },
  };
}

export type ActionOutcomeState = ReturnType<typeof useActionOutcome>;

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

/** A note of an action form, for the client or for staff, registered by name. */
export function NoteField<TInput extends FieldValues, TOutput>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: string;
  hint?: string;
}) {
  const registration = form.register(name);
  return (
    <FormField label={label} hint={hint} error={fieldError(form, name)}>
      {(control) => (
        <Textarea {...control} rows={3} maxLength={NOTE_MAX_LENGTH} {...registration} />
      )}
    </FormField>
  );
}

/**
 * Who works the record, from the active staff; someone no longer active stays first while still
 * assigned. `nobody` is the choice of no one.
 */
export function AssigneeField<TInput extends FieldValues, TOutput>({
  form,
  name,
  label,
  hint,
  nobody,
  assignee,
  members,
  defaultValue,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: string;
  hint?: string;
  nobody: string;
  assignee: Person | null;
  members: Person[];
  /** The option chosen as the select is built. */
  defaultValue?: string;
}) {
  const registration = form.register(name);
  const people =
    assignee && !members.some((member) => member.id === assignee.id)
      ? [assignee, ...members]
      : members;
  return (
    <FormField label={label} hint={hint} error={fieldError(form, name)}>
      {(control) => (
        <NativeSelect {...control} defaultValue={defaultValue} {...registration}>
          <option value="">{nobody}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
