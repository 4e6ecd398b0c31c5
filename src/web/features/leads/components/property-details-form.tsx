import { useWatch } from 'react-hook-form';
import { propertyDetailsSchema } from '#shared/leads';
import { TextField } from '~/components/ui/text-field';
import { DetailsForm, type DetailsFormProps, useDetailsForm } from './details-form-parts';
import { KansasZipNote } from './kansas-zip-note';

/** Home: where, how old, roof and value. Renters: only where; the rest is the landlord's building. */
export function PropertyDetailsForm({
  kind,
  zip,
  save,
  onSkip,
}: DetailsFormProps & { kind: 'home' | 'renters'; zip?: string | null }) {
  const details = useDetailsForm(propertyDetailsSchema, save, {
    kind,
    zip: zip && /^\d{5}$/.test(zip) ? zip : '',
  });
  const { form } = details;
  const typedZip = useWatch({ control: form.control, name: 'zip' });
  const home = kind === 'home';

  return (
    <DetailsForm label={home ? 'Home details' : 'Rental details'} details={details} onSkip={onSkip}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="zip"
          label={home ? 'ZIP code of the home' : 'ZIP code of your rental'}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        {home && (
          <>
            <TextField
              form={form}
              name="yearBuilt"
              figure
              label="Year built"
              maxLength={4}
              placeholder="e.g. 1998"
            />
            <TextField
              form={form}
              name="roofAge"
              figure
              label="Roof age (years)"
              hint="Many Kansas carriers set hail and wind terms by roof age."
              type="number"
              min={0}
              max={100}
            />
            <TextField
              form={form}
              name="dwellingValue"
              figure
              label="Estimated dwelling value ($)"
              hint="What it would cost to rebuild, if you know it."
              placeholder="e.g. 350,000"
            />
          </>
        )}
      </div>
      <KansasZipNote zip={typedZip} />
    </DetailsForm>
  );
}
