import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { propertyDetailsSchema } from '#shared/leads';
import {
  blankToUndefined,
  DetailsActions,
  type DetailsFormProps,
  useDetailsSubmit,
} from './details-form-parts';
import { KansasZipNote } from './kansas-zip-note';

type Values = z.input<typeof propertyDetailsSchema>;
type Output = z.output<typeof propertyDetailsSchema>;

/** Home: where, how old, roof and value. Renters: only where; the rest is the landlord's building. */
export function PropertyDetailsForm({
  kind,
  zip,
  save,
  onSkip,
}: DetailsFormProps & { kind: 'home' | 'renters'; zip?: string | null }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(propertyDetailsSchema),
    defaultValues: { kind, zip: zip && /^\d{5}$/.test(zip) ? zip : '' },
  });
  const { formError, submit } = useDetailsSubmit(save, setError);
  const typedZip = useWatch({ control, name: 'zip' });
  const home = kind === 'home';
  const number = { setValueAs: blankToUndefined };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
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
            <FormField label="Year built" error={errors.yearBuilt?.message}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder="e.g. 1998"
                  {...register('yearBuilt', number)}
                />
              )}
            </FormField>
            <FormField
              label="Roof age (years)"
              hint="Many Kansas carriers set hail and wind terms by roof age."
              error={errors.roofAge?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  {...register('roofAge', number)}
                />
              )}
            </FormField>
            <FormField
              label="Estimated dwelling value ($)"
              hint="What it would cost to rebuild, if you know it."
              error={errors.dwellingValue?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  placeholder="e.g. 350,000"
                  {...register('dwellingValue', number)}
                />
              )}
            </FormField>
          </>
        )}
      </div>
      <KansasZipNote zip={typedZip} />
      <DetailsActions pending={isSubmitting} onSkip={onSkip} formError={formError} />
    </form>
  );
}
