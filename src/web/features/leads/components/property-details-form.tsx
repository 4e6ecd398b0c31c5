import { useWatch } from 'react-hook-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { propertyDetailsSchema } from '#shared/leads';
import {
  blankToUndefined,
  DetailsActions,
  type DetailsFormProps,
  NumberField,
  useDetailsForm,
} from './details-form-parts';
import { KansasZipNote } from './kansas-zip-note';

/** Home: where, how old, roof and value. Renters: only where; the rest is the landlord's building. */
export function PropertyDetailsForm({
  kind,
  zip,
  save,
  onSkip,
}: DetailsFormProps & { kind: 'home' | 'renters'; zip?: string | null }) {
  const { form, onSubmit, pending, formError } = useDetailsForm(propertyDetailsSchema, save, {
    kind,
    zip: zip && /^\d{5}$/.test(zip) ? zip : '',
  });
  const { errors } = form.formState;
  const { control, register } = form;
  const typedZip = useWatch({ control, name: 'zip' });
  const home = kind === 'home';
  const number = { setValueAs: blankToUndefined };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={home ? 'Home details' : 'Rental details'}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={home ? 'ZIP code of the home' : 'ZIP code of your rental'}
          required
          error={errors.zip?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...register('zip')}
            />
          )}
        </FormField>
        {home && (
          <>
            <NumberField
              label="Year built"
              error={errors.yearBuilt?.message}
              maxLength={4}
              placeholder="e.g. 1998"
              {...register('yearBuilt', number)}
            />
            <NumberField
              label="Roof age (years)"
              hint="Many Kansas carriers set hail and wind terms by roof age."
              error={errors.roofAge?.message}
              type="number"
              min={0}
              max={100}
              {...register('roofAge', number)}
            />
            <NumberField
              label="Estimated dwelling value ($)"
              hint="What it would cost to rebuild, if you know it."
              error={errors.dwellingValue?.message}
              placeholder="e.g. 350,000"
              {...register('dwellingValue', number)}
            />
          </>
        )}
      </div>
      <KansasZipNote zip={typedZip} />
      <DetailsActions pending={pending} onSkip={onSkip} formError={formError} />
    </form>
  );
}
