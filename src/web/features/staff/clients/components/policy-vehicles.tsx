import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError, userMessage } from '~/lib/api';
import { formatCalendarDate } from '#shared/format';
import { vehicleName } from '#shared/id-cards';
import {
  driverInputSchema,
  vehicleInputSchema,
  type ClientDetail,
  type DriverInput,
  type StaffPolicy,
  type VehicleInput,
} from '#shared/staff/clients';
import { usePolicyChild } from '../api/policies';

const isAuto = (policy: StaffPolicy, client: ClientDetail) =>
  /auto|motor|vehicle|car/i.test(policy.policyType) ||
  client.vehicles.some((v) => v.policyId === policy.id);

/**
 * The vehicles and drivers of the client's auto policies: listed, added (a VIN's check digit is
 * checked) and removed. The portal's proof of insurance shows each vehicle.
 */
export function PolicyVehicles({ client }: { client: ClientDetail }) {
  const policies = client.policies.filter((p) => isAuto(p, client));
  if (policies.length === 0) return null;
  return (
    <section aria-labelledby="policy-vehicles" className="space-y-4">
      <h2 id="policy-vehicles" className="text-xl font-semibold text-ink">
        Vehicles and drivers
      </h2>
      {policies.map((policy) => (
        <details key={policy.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-ink">
            {policy.policyType} {policy.policyNumber}:{' '}
            {client.vehicles.filter((v) => v.policyId === policy.id).length} vehicles,{' '}
            {client.drivers.filter((d) => d.policyId === policy.id).length} drivers
          </summary>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <Vehicles policy={policy} client={client} />
            <Drivers policy={policy} client={client} />
          </div>
        </details>
      ))}
    </section>
  );
}

/** Field errors of a form: the schema's first, then the server's. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  return Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
}

function useChildForm(kind: 'vehicles' | 'drivers', policyId: number) {
  const { add, remove } = usePolicyChild(kind);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as unknown as VehicleInput & DriverInput;
    const schema = kind === 'vehicles' ? vehicleInputSchema : driverInputSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    add.mutate(
      { policyId, values },
      {
        onSuccess: () => form.reset(),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.errors.length
              ? Object.fromEntries(error.errors.map((e) => [e.path, e.message]))
              : { form: userMessage(error, 'It could not be added. Please try again.') },
          ),
      },
    );
  };
  return { add, remove, errors, submit };
}

function Vehicles({ policy, client }: { policy: StaffPolicy; client: ClientDetail }) {
  const { add, remove, errors, submit } = useChildForm('vehicles', policy.id);
  const vehicles = client.vehicles.filter((v) => v.policyId === policy.id);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Vehicles</h3>
      <ul className="space-y-2">
        {vehicles.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {vehicleName(v)} <span className="text-sm text-slate-700">VIN {v.vin}</span>
            </span>
            <Button
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ policyId: policy.id, id: v.id })}
            >
              Remove {vehicleName(v)}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-label={`Add a vehicle to ${policy.policyNumber}`}
      >
        {errors.form && <p role="alert">{errors.form}</p>}
        <FormField label="VIN" required error={errors.vin}>
          {(c) => <Input {...c} name="vin" autoComplete="off" maxLength={24} />}
        </FormField>
        <div className="grid grid-cols-3 gap-3">
          <FormField label="Year" error={errors.year}>
            {(c) => <Input {...c} name="year" inputMode="numeric" maxLength={4} />}
          </FormField>
          <FormField label="Make" error={errors.make}>
            {(c) => <Input {...c} name="make" maxLength={60} />}
          </FormField>
          <FormField label="Model" error={errors.model}>
            {(c) => <Input {...c} name="model" maxLength={60} />}
          </FormField>
        </div>
        <Button type="submit" disabled={add.isPending}>
          Add vehicle
        </Button>
      </form>
    </div>
  );
}

function Drivers({ policy, client }: { policy: StaffPolicy; client: ClientDetail }) {
  const { add, remove, errors, submit } = useChildForm('drivers', policy.id);
  const drivers = client.drivers.filter((d) => d.policyId === policy.id);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Drivers</h3>
      <ul className="space-y-2">
        {drivers.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {d.firstName} {d.lastName}
              {d.dateOfBirth && (
                <span className="text-sm text-slate-700">
                  {' '}
                  born {formatCalendarDate(d.dateOfBirth)}
                </span>
              )}
            </span>
            <Button
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ policyId: policy.id, id: d.id })}
            >
              Remove {d.firstName} {d.lastName}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-label={`Add a driver to ${policy.policyNumber}`}
      >
        {errors.form && <p role="alert">{errors.form}</p>}
        <div className="grid grid-cols-2 gap-3">
          <FormField label="First name" required error={errors.firstName}>
            {(c) => <Input {...c} name="firstName" maxLength={100} />}
          </FormField>
          <FormField label="Last name" required error={errors.lastName}>
            {(c) => <Input {...c} name="lastName" maxLength={100} />}
          </FormField>
          <FormField label="Date of birth" error={errors.dateOfBirth}>
            {(c) => <Input {...c} name="dateOfBirth" type="date" />}
          </FormField>
          <FormField label="Licence state" error={errors.licenseState}>
            {(c) => <Input {...c} name="licenseState" maxLength={2} />}
          </FormField>
        </div>
        <Button type="submit" disabled={add.isPending}>
          Add driver
        </Button>
      </form>
    </div>
  );
}
