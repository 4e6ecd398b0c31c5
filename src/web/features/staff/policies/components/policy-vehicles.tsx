import * as React from 'react';
import {
  driverInputSchema,
  vehicleInputSchema,
  type DriverInput,
  type VehicleInput,
} from '#shared/vehicles';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError, userMessage } from '~/lib/api';
import { formatCalendarDate } from '#shared/format';
import { vehicleName } from '#shared/id-cards';
import { type ClientDetail } from '#shared/staff/clients';
import { type StaffPolicy } from '#shared/staff/policies';
import { usePolicyChild, useUploadCarrierCard } from '../api/policies';

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

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
            {counted(client.vehicles.filter((v) => v.policyId === policy.id).length, 'vehicle')},{' '}
            {counted(client.drivers.filter((d) => d.policyId === policy.id).length, 'driver')}
          </summary>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            {[vehicleList, driverList].map((list) => (
              <PolicyChildren key={list.kind} list={list} policy={policy} client={client} />
            ))}
          </div>
          <CarrierCard policy={policy} />
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

/**
 * A policy's vehicles or drivers: the list, each with its Remove button, and the form that adds
 * one (its `fields`, given the errors to show).
 */
function PolicyChildren({
  list: { kind, noun, rowsOf, fields },
  policy,
  client,
}: {
  list: ChildList;
  policy: StaffPolicy;
  client: ClientDetail;
}) {
  const { add, remove, errors, submit } = useChildForm(kind, policy.id);
  const rows = rowsOf(client, policy.id);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">{kind === 'vehicles' ? 'Vehicles' : 'Drivers'}</h3>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {row.name}
              {row.details}
            </span>
            <Button
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ policyId: policy.id, id: row.id })}
            >
              Remove {row.name}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-label={`Add a ${noun} to ${policy.policyNumber}`}
      >
        {errors.form && <p role="alert">{errors.form}</p>}
        {fields(errors)}
        <Button type="submit" disabled={add.isPending}>
          Add {noun}
        </Button>
      </form>
    </div>
  );
}

/** The carrier's card for the policy's current term: the portal offers it instead of its own. */
function CarrierCard({ policy }: { policy: StaffPolicy }) {
  const upload = useUploadCarrierCard();
  const [said, setSaid] = React.useState<string | null>(null);
  const id = React.useId();
  return (
    <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <label htmlFor={id} className="block font-semibold text-ink">
        The carrier&apos;s ID card for this term (PDF)
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={upload.isPending}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setSaid(null);
          upload.mutate(
            { policyId: policy.id, file },
            {
              onSuccess: () =>
                setSaid(
                  `${file.name} is now the proof of insurance the client sees for ${policy.policyNumber}.`,
                ),
              onError: (error) =>
                setSaid(userMessage(error, 'The card could not be uploaded. Please try again.')),
              onSettled: () => {
                event.target.value = '';
              },
            },
          );
        }}
      />
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {said}
      </p>
    </div>
  );
}

type ChildRow = { id: number; name: string; details?: React.ReactNode };

/** What a policy's list of vehicles or of drivers shows, and the fields of the form adding one. */
interface ChildList {
  kind: 'vehicles' | 'drivers';
  noun: 'vehicle' | 'driver';
  rowsOf(client: ClientDetail, policyId: number): ChildRow[];
  fields(errors: Record<string, string>): React.ReactNode;
}

const vehicleList: ChildList = {
  kind: 'vehicles',
  noun: 'vehicle',
  rowsOf: (client, policyId) =>
    client.vehicles
      .filter((v) => v.policyId === policyId)
      .map((v) => ({
        id: v.id,
        name: vehicleName(v),
        details: (
          <>
            {' '}
            <span className="text-sm text-slate-700">VIN {v.vin}</span>
          </>
        ),
      })),
  fields: (errors) => (
    <>
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
    </>
  ),
};

const driverList: ChildList = {
  kind: 'drivers',
  noun: 'driver',
  rowsOf: (client, policyId) =>
    client.drivers
      .filter((d) => d.policyId === policyId)
      .map((d) => ({
        id: d.id,
        name: `${d.firstName} ${d.lastName}`,
        details: d.dateOfBirth && (
          <span className="text-sm text-slate-700"> born {formatCalendarDate(d.dateOfBirth)}</span>
        ),
      })),
  fields: (errors) => (
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
  ),
};
