import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { commercialDetailsSchema, entityTypes } from '#shared/leads';
import {
  blankToUndefined,
  DetailsActions,
  type DetailsFormProps,
  NumberField,
  useDetailsForm,
} from './details-form-parts';

export function CommercialDetailsForm({ save, onSkip }: DetailsFormProps) {
  const { form, onSubmit, pending, formError } = useDetailsForm(commercialDetailsSchema, save, {
    kind: 'commercial',
    entityType: '',
  });
  const { errors } = form.formState;
  const { register } = form;
  const number = { setValueAs: blankToUndefined };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Business details" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Business entity type" required error={errors.entityType?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('entityType')}>
              <option value="">Choose one</option>
              {entityTypes.map((entity) => (
                <option key={entity.id} value={entity.id}>
                  {entity.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <NumberField
          label="Years in business"
          required
          error={errors.yearsInBusiness?.message}
          type="number"
          min={0}
          {...register('yearsInBusiness', number)}
        />
        <NumberField
          label="Number of employees"
          required
          hint="Full- and part-time."
          error={errors.employees?.message}
          type="number"
          min={0}
          {...register('employees', number)}
        />
        <NumberField
          label="Annual revenue ($)"
          required
          hint="A rough figure for the last 12 months is fine."
          error={errors.annualRevenue?.message}
          placeholder="e.g. 750,000"
          {...register('annualRevenue', number)}
        />
      </div>
      <DetailsActions pending={pending} onSkip={onSkip} formError={formError} />
    </form>
  );
}
