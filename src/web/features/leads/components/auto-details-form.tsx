import * as React from 'react';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton, RemoveRowButton, useRowRemoval } from '~/components/ui/row-list-buttons';
import { autoDetailsSchema } from '#shared/leads';
import { TextField } from '~/components/ui/text-field';
import { DetailsForm, type DetailsFormProps, useDetailsForm } from './details-form-parts';

/** autoDetailsSchema accepts up to six vehicles; a larger fleet is a conversation with the agent. */
const MAX_VEHICLES = 6;

const emptyVehicle = { year: '', make: '', model: '' };
const vehicleNames = [
  { name: 'make', label: 'Make', placeholder: 'e.g. Ford' },
  { name: 'model', label: 'Model', placeholder: 'e.g. F-150' },
] as const;

export function AutoDetailsForm({ save, onSkip }: DetailsFormProps) {
  const details = useDetailsForm(autoDetailsSchema, save, {
    kind: 'auto',
    vehicles: [emptyVehicle],
    drivers: '',
    currentCarrier: '',
  });
  const { form } = details;
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'vehicles' });
  const { addButton, removeRow } = useRowRemoval(remove);
  const full = fields.length >= MAX_VEHICLES;

  return (
    <DetailsForm label="Vehicle details" details={details} onSkip={onSkip}>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-300 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Vehicle {index + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-[7rem_1fr_1fr]">
            <TextField
              form={form}
              name={`vehicles.${index}.year`}
              figure
              label="Year"
              required
              maxLength={4}
              placeholder="e.g. 2021"
            />
            {vehicleNames.map(({ name, ...field }) => (
              <TextField
                key={name}
                form={form}
                name={`vehicles.${index}.${name}`}
                required
                {...field}
              />
            ))}
          </div>
          {fields.length > 1 && (
            <RemoveRowButton className="mt-3" onClick={() => removeRow(index)}>
              Remove<span className="sr-only"> vehicle {index + 1}</span>
            </RemoveRowButton>
          )}
        </fieldset>
      ))}
      {errors.vehicles?.root?.message && (
        <p className="text-sm font-medium text-red-700">{errors.vehicles.root.message}</p>
      )}
      <AddRowButton
        ref={addButton}
        full={full}
        fullText={<>That&rsquo;s the most this form takes; tell your agent about any others.</>}
        onAdd={() => append(emptyVehicle, { focusName: `vehicles.${fields.length}.year` })}
      >
        Add another vehicle
      </AddRowButton>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="drivers"
          figure
          label="Number of drivers"
          required
          type="number"
          min={1}
          max={10}
        />
        <TextField
          form={form}
          name="currentCarrier"
          label="Current insurance company"
          hint="Leave blank if you have none right now."
        />
      </div>
    </DetailsForm>
  );
}
