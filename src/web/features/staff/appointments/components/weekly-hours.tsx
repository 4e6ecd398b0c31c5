import * as React from 'react';
import { useController, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { AddRowButton, RemoveRowButton, useRowRemoval } from '~/components/ui/row-list-buttons';
import { FieldError, FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { fieldError } from '~/components/ui/text-field';
import { useApiForm } from '~/lib/use-api-form';
import {
  availabilitySchema,
  weekdayLabels,
  type Availability,
  type AvailabilityWindow,
} from '#shared/staff/appointments';
import { ActionOutcome } from '../../shared/action-outcome';
import { LoadStatus } from '../../shared/load-status';
import { Panel } from '../../shared/panel';
import { useAvailability, useSaveAvailability } from '../api/appointments';

/** The most times one week takes (the shared schema's limit). */
const MAX_WINDOWS = 28;
/** A new row: Monday morning. */
const newWindow: AvailabilityWindow = { weekday: 1, start: '09:00', end: '12:00' };

type HoursForm = UseFormReturn<Availability, unknown, Availability>;

/**
 * "Your weekly hours": the times of the week the signed-in staff member can be booked, as rows of
 * a day, a start and an end on the agency's clock; saved as a whole week, replacing the last.
 */
export function WeeklyHours() {
  const availability = useAvailability();
  return (
    <Panel title="Your weekly hours">
      {(headingId) => (
        <>
          <p className="-mt-2 mb-4 max-w-3xl text-slate-700">
            Clients and visitors can book 15- or 30-minute calls and visits in these hours, in
            Kansas time, from two hours ahead.
          </p>
          {availability.isSuccess ? (
            <HoursForm week={availability.data} headingId={headingId} />
          ) : (
            <LoadStatus
              query={availability}
              loading="Loading your weekly hours..."
              what="weekly hours"
            />
          )}
        </>
      )}
    </Panel>
  );
}

/** The week as loaded, edited row by row; a 400's messages land by their fields. */
function HoursForm({ week, headingId }: { week: Availability; headingId: string }) {
  const save = useSaveAvailability();
  const [saved, setSaved] = React.useState<string | null>(null);
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: availabilitySchema,
    defaultValues: week,
    send: (values: Availability) => {
      setSaved(null);
      return save.mutateAsync(values);
    },
    onSent: (savedWeek) => {
      form.reset(savedWeek);
      setSaved('Saved. Clients and visitors can book these hours.');
    },
    fallback: 'Your hours could not be saved. Please try again.',
  });

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="space-y-4">
      <WindowRows form={form} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save hours'}
      </Button>
      <ActionOutcome done={saved} failure={formError} />
    </form>
  );
}

/**
 * The week's rows and "Add hours". A row added takes the focus on its day; a row removed leaves
 * it on "Add hours".
 */
function WindowRows({ form }: { form: HoursForm }) {
  const errorId = React.useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'windows' });
  const { addButton, removeRow } = useRowRemoval(remove);
  const { windows: errors } = form.formState.errors;
  const listError = errors?.root?.message ?? errors?.message;
  const full = fields.length >= MAX_WINDOWS;

  return (
    <div className="space-y-3">
      {fields.length === 0 ? (
        <p className="text-slate-700">
          No hours yet: nobody can book an appointment with you until you add some.
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((row, index) => (
            <WindowRow key={row.id} form={form} index={index} onRemove={() => removeRow(index)} />
          ))}
        </ol>
      )}
      <FieldError id={errorId} message={listError} />
      <AddRowButton
        ref={addButton}
        full={full}
        fullText="That is the most one week takes."
        onAdd={() => append(newWindow, { focusName: `windows.${fields.length}.weekday` })}
      >
        Add hours
      </AddRowButton>
    </div>
  );
}

/** One row: its day, start and end in a group named by its place, and its Remove button. */
function WindowRow({
  form,
  index,
  onRemove,
}: {
  form: HoursForm;
  index: number;
  onRemove: () => void;
}) {
  const current = useWatch({ control: form.control, name: `windows.${index}` });
  const day = weekdayLabels[(current?.weekday ?? 0) - 1] ?? '';
  return (
    <li>
      <fieldset className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[12rem_9rem_9rem_auto] sm:items-start">
        <legend className="sr-only">Hours {index + 1}</legend>
        <WeekdayField form={form} index={index} />
        <FormField label="Start" error={fieldError(form, `windows.${index}.start`)}>
          {(control) => (
            <Input
              {...control}
              type="time"
              step={900}
              {...form.register(`windows.${index}.start`)}
            />
          )}
        </FormField>
        <FormField label="End" error={fieldError(form, `windows.${index}.end`)}>
          {(control) => (
            <Input {...control} type="time" step={900} {...form.register(`windows.${index}.end`)} />
          )}
        </FormField>
        <RemoveRowButton className="justify-self-start sm:mt-7" onClick={onRemove}>
          Remove
          <span className="sr-only">
            {' '}
            {day} {current?.start}–{current?.end}
          </span>
        </RemoveRowButton>
      </fieldset>
    </li>
  );
}

/** A row's day: Monday to Sunday, held by the form as its ISO number (1 is Monday). */
function WeekdayField({ form, index }: { form: HoursForm; index: number }) {
  const { field, fieldState } = useController({
    control: form.control,
    name: `windows.${index}.weekday`,
  });
  return (
    <FormField label="Day" error={fieldState.error?.message}>
      {(control) => (
        <NativeSelect
          {...control}
          ref={field.ref}
          name={field.name}
          value={String(field.value)}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
        >
          {weekdayLabels.map((label, day) => (
            <option key={label} value={day + 1}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
