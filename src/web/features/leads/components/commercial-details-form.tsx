import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { commercialDetailsSchema, entityTypes } from '#shared/leads';
import { TextField } from '~/components/ui/text-field';
import { DetailsForm, type DetailsFormProps, useDetailsForm } from './details-form-parts';

export function CommercialDetailsForm({ save, onSkip }: DetailsFormProps) {
  const details = useDetailsForm(commercialDetailsSchema, save, {
    kind: 'commercial',
    entityType: '',
  });
  const { form } = details;

  return (
    <DetailsForm label="Business details" details={details} onSkip={onSkip}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Business entity type"
          required
          error={form.formState.errors.entityType?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('entityType')}>
              <option value="">Choose one</option>
              {entityTypes.map((entity) => (
                <option key={entity.id} value={entity.id}>
                  {entity.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <TextField
          form={form}
          name="yearsInBusiness"
          figure
          label="Years in business"
          required
          type="number"
          min={0}
        />
        <TextField
          form={form}
          name="employees"
          figure
          label="Number of employees"
          required
          hint="Full- and part-time."
          type="number"
          min={0}
        />
        <TextField
          form={form}
          name="annualRevenue"
          figure
          label="Annual revenue ($)"
          required
          hint="A rough figure for the last 12 months is fine."
          placeholder="e.g. 750,000"
        />
      </div>
    </DetailsForm>
  );
}
