import { LogInPrompt } from '~/components/log-in-prompt';
import '~/lib/zod-jitless';
import { ArrowLeft, Phone } from 'lucide-react';
import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { href, Link, useLocation, useSearchParams } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { FieldError } from '~/components/ui/form-field';
import { FormSubmit } from '~/components/ui/form-submit';
import { RequiredMark } from '~/components/ui/label';
import { SelectField } from '~/components/ui/select-field';
import { fieldError, TextField } from '~/components/ui/text-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { agency } from '~/lib/agency';
import { useCurrentUser } from '~/lib/session';
import { useApiForm } from '~/lib/use-api-form';
import { agencyToday } from '#shared/agency-time';
import { vehicleName } from '#shared/id-cards';
import { phoneHref } from '#shared/phone';
import {
  type ChangeType,
  type NewChangeRequest,
  type ServiceRequest,
  driverRemovalReasons,
  removalReasonLabels,
  serviceMessages,
  serviceRequestTypeLabels,
  vehicleOwnershipLabels,
  vehicleOwnerships,
  vehicleRemovalReasons,
} from '#shared/change-requests';
import { useChangeOptions, useCreateChangeRequest } from '../api/change-requests';
import {
  changeFormSchema,
  effectiveWindow,
  emptyDetails,
  hasLender,
  typesFor,
  type ChangeFormValues,
  type ChangeOption,
} from '../lib/change-form';
import { LoadingPolicies, NoPolicyNotice, PoliciesError } from '../../shared/policy-notices';
import { agentNoteField, PolicyField, PortalForm } from '../../shared/portal-form';
import { ChosenFiles, UploadResults, useRequestUploads } from './request-uploads';
import { RequestSentPanel } from '../../shared/request-sent';
import type { FileUpload } from '../../shared/upload-row';

const PAGE_PATH = href('/client-portal/change');
/** Where the client follows the request: the list under My Policies. */
const REQUESTS_HREF = `${href('/client-portal')}?tab=policies#your-requests`;

const backLink = (
  <Link to={href('/client-portal')} className={buttonVariants({ variant: 'ghost' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to my portal
  </Link>
);

/**
 * /client-portal/change[?policy=<id>]: ask the agency for a change to a policy (a car bought, a
 * move, a lender), then follow it under Your requests. `?policy=` picks the policy to start with.
 */
export function ChangeRequestPage() {
  const { user } = useCurrentUser();
  const location = useLocation();

  if (user === null) return <LogInPrompt returnTo={PAGE_PATH} />;

  const another = (location.state as { another?: boolean } | null)?.another === true;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-ink">{serviceMessages.makeChange}</h1>
        {backLink}
      </div>
      {user === undefined ? (
        <p role="status" className="text-slate-700">
          Loading...
        </p>
      ) : (
        // "Make another change" is a link here: each visit starts a fresh form.
        <ChangeRequestFlow key={location.key} focusFirst={another} />
      )}
    </section>
  );
}

/** The form, then, once the request is in, its confirmation while the files are sent. */
function ChangeRequestFlow({ focusFirst }: { focusFirst: boolean }) {
  const options = useChangeOptions();
  const [searchParams] = useSearchParams();
  const { uploads, sendAll, retry } = useRequestUploads();
  const [sent, setSent] = React.useState<ServiceRequest | null>(null);

  if (sent) {
    return (
      <RequestSent request={sent} uploads={uploads} onRetry={(item) => void retry(sent.id, item)} />
    );
  }
  if (options.isPending) return <LoadingPolicies />;
  if (options.isError) {
    return (
      <PoliciesError
        title="Unable to load your policies"
        text="Your policies could not be loaded. Please try again, or call us."
      />
    );
  }
  if (options.data.length === 0) {
    return <NoPolicyNotice title="No policy to change" text={serviceMessages.policyNotInForce} />;
  }
  return (
    <ChangeForm
      options={options.data}
      preselect={searchParams.get('policy')}
      focusFirst={focusFirst}
      onSent={(request, files) => {
        setSent(request);
        // The request is kept first; its files follow, each on its own.
        void sendAll(request.id, files);
      }}
    />
  );
}

type ChangeFormApi = UseFormReturn<ChangeFormValues, unknown, NewChangeRequest>;

const policyLabel = (option: ChangeOption) =>
  `${option.policyType} – ${option.policyNumber}${option.unavailable ? ' (no changes online)' : ''}`;

function ChangeForm({
  options,
  preselect,
  focusFirst,
  onSent,
}: {
  options: ChangeOption[];
  preselect: string | null;
  focusFirst: boolean;
  onSent: (request: ServiceRequest, files: File[]) => void;
}) {
  const create = useCreateChangeRequest();
  const [files, setFiles] = React.useState<File[]>([]);
  const [schema] = React.useState(() => changeFormSchema(options));
  const [defaultValues] = React.useState<ChangeFormValues>(() => {
    const start =
      options.find((option) => String(option.policyId) === preselect) ??
      (options.length === 1 ? options[0] : undefined);
    return {
      policyId: start ? String(start.policyId) : '',
      type: '',
      details: emptyDetails,
      note: '',
      acknowledged: false,
    };
  });
  const { form, onSubmit, pending, formError } = useApiForm({
    schema,
    defaultValues,
    send: create.mutateAsync,
    onSent: (request) => onSent(request, files),
    fallback: serviceMessages.sendFailed,
    mode: 'onTouched',
    // The fields of a type appear as it is chosen: the first wrong one on the page takes the
    // focus, found on the page (below), not in the order the fields were first shown.
    shouldFocusError: false,
  });
  const {
    control,
    register,
    setFocus,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, submitCount },
  } = form;
  const policyId = useWatch({ control, name: 'policyId' });
  const type = useWatch({ control, name: 'type' });
  const policy = options.find((option) => String(option.policyId) === policyId);
  const formRef = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    if (focusFirst) setFocus('policyId');
  }, [focusFirst, setFocus]);

  // After each press of Send that found something wrong (here or on the server).
  React.useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const typeErrorId = React.useId();
  const ackId = React.useId();
  const typeError = errors.type?.message;
  const ackError = errors.acknowledged?.message;

  return (
    <PortalForm
      ref={formRef}
      aria-label={serviceMessages.makeChange}
      onSubmit={onSubmit}
      className="space-y-6"
    >
      <PolicyField
        form={form}
        name="policyId"
        rules={{
          onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
            const next = options.find((o) => String(o.policyId) === event.target.value);
            const chosen = getValues('type');
            if (chosen && !typesFor(next).includes(chosen)) setValue('type', '');
            // The vehicles and drivers are the policy's own.
            setValue('details.vehicleId', '');
            setValue('details.driverId', '');
          },
        }}
        error={errors.policyId?.message ?? policy?.unavailable ?? undefined}
        choices={options.map((option) => ({
          value: String(option.policyId),
          label: policyLabel(option),
        }))}
        // The policy asked for in the address is chosen in the markup itself.
        defaultValue={defaultValues.policyId}
      />
      {policy?.unavailable ? (
        <CallUs />
      ) : (
        <>
          <fieldset
            aria-describedby={typeError ? typeErrorId : undefined}
            className="min-w-0 space-y-3"
          >
            <legend className="text-sm font-semibold text-ink">
              What would you like to change?
              <RequiredMark announce />
            </legend>
            {!policy?.auto && (
              <p className="text-sm text-slate-600">
                {policy
                  ? 'Vehicles and drivers are changed on an auto policy.'
                  : 'Vehicles and drivers can be changed once you choose an auto policy.'}
              </p>
            )}
            <div className="grid gap-2 sm:grid-cols-2">
              {typesFor(policy).map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={choice}
                    aria-invalid={typeError ? true : undefined}
                    className="size-5 shrink-0 accent-brand-700"
                    {...register('type', {
                      onChange: () => {
                        // A removal's reason is a choice; a cancellation's is in words.
                        setValue('details.reason', '');
                        clearErrors('details');
                      },
                    })}
                  />
                  {serviceRequestTypeLabels[choice]}
                </label>
              ))}
            </div>
            <FieldError id={typeErrorId} message={typeError} />
          </fieldset>
          {type !== '' && (
            <fieldset className="min-w-0 space-y-4 rounded-md border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-ink">
                {serviceRequestTypeLabels[type]}
              </legend>
              <ChangeFields form={form} type={type} policy={policy} />
            </fieldset>
          )}
          <TextareaField form={form} name="note" {...agentNoteField} />
          <ChosenFiles
            label="Files for your agent"
            hint="A bill of sale, a lender's letter, a new registration."
            files={files}
            onChange={setFiles}
          />
          <div>
            <div className="flex items-start gap-3">
              <input
                id={ackId}
                type="checkbox"
                required
                aria-invalid={ackError ? true : undefined}
                aria-describedby={ackError ? `${ackId}-error` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                {...register('acknowledged')}
              />
              <p className="text-ink">
                <label htmlFor={ackId}>{serviceMessages.acknowledgement}</label>
                <RequiredMark />
              </p>
            </div>
            <FieldError id={`${ackId}-error`} message={ackError} />
          </div>
          <FormSubmit
            formError={formError}
            pending={pending}
            label="Send"
            pendingLabel="Sending..."
          />
        </>
      )}
    </PortalForm>
  );
}

/** A policy that takes no change online: its sentence is on the policy field; the phone here. */
function CallUs() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink">
      <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        Please call us at{' '}
        <a
          href={phoneHref(agency.phone)}
          className="font-semibold whitespace-nowrap text-brand-800 underline"
        >
          {agency.phone}
        </a>{' '}
        and an agent will help with this policy.
      </span>
    </p>
  );
}

/** The fields of the chosen change. */
function ChangeFields({
  form,
  type,
  policy,
}: {
  form: ChangeFormApi;
  type: ChangeType;
  policy: ChangeOption | undefined;
}) {
  const vehicles = (policy?.vehicles ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: `${vehicleName(vehicle)} (VIN ending ${vehicle.vin.slice(-6)})`,
  }));
  const drivers = (policy?.drivers ?? []).map((driver) => ({
    value: String(driver.id),
    label: `${driver.firstName} ${driver.lastName}`,
  }));
  const vehiclePicker = (label: string) => (
    <SelectField
      form={form}
      name="details.vehicleId"
      label={label}
      required
      placeholder="Select a vehicle"
      hint={
        vehicles.length === 0 ? 'No vehicle is listed on this policy: please call us.' : undefined
      }
      choices={vehicles}
    />
  );
  const driverPicker = (label: string) => (
    <SelectField
      form={form}
      name="details.driverId"
      label={label}
      required
      placeholder="Select a driver"
      hint={
        drivers.length === 0 ? 'No driver is listed on this policy: please call us.' : undefined
      }
      choices={drivers}
    />
  );

  switch (type) {
    case 'vehicle-add':
      return (
        <>
          <NewVehicleFields form={form} />
          <EffectiveDate form={form} label="Date you get the vehicle" />
        </>
      );
    case 'vehicle-replace':
      return (
        <>
          {vehiclePicker('Vehicle to replace')}
          <p className="font-semibold text-ink">The new vehicle</p>
          <NewVehicleFields form={form} />
          <EffectiveDate form={form} label="Date of the change" />
        </>
      );
    case 'vehicle-remove':
      return (
        <>
          {vehiclePicker('Vehicle to remove')}
          <ReasonField form={form} reasons={vehicleRemovalReasons} />
          <EffectiveDate form={form} label="Date to take it off the policy" />
        </>
      );
    case 'driver-add':
      return (
        <>
          <NewDriverFields form={form} />
          <EffectiveDate form={form} label="Date the driver starts" />
        </>
      );
    case 'driver-replace':
      return (
        <>
          {driverPicker('Driver to replace')}
          <p className="font-semibold text-ink">The new driver</p>
          <NewDriverFields form={form} />
          <EffectiveDate form={form} label="Date of the change" />
        </>
      );
    case 'driver-remove':
      return (
        <>
          {driverPicker('Driver to remove')}
          <ReasonField form={form} reasons={driverRemovalReasons} />
          <EffectiveDate form={form} label="Date to take them off the policy" />
        </>
      );
    case 'address':
      return (
        <>
          <TextField
            form={form}
            name="details.street"
            label="Street address"
            required
            autoComplete="address-line1"
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
            <TextField
              form={form}
              name="details.city"
              label="City"
              required
              autoComplete="address-level2"
            />
            <TextField
              form={form}
              name="details.state"
              label="State"
              required
              hint="2 letters"
              maxLength={2}
              autoCapitalize="characters"
              autoComplete="address-level1"
            />
            <TextField
              form={form}
              name="details.zip"
              label="ZIP code"
              required
              hint="5 digits"
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
          </div>
          <EffectiveDate form={form} label="Date of the move" />
        </>
      );
    case 'lienholder':
      return (
        <>
          <LienholderAction form={form} />
          <TextField
            form={form}
            name="details.lenderName"
            label="Lender's name"
            required
            autoComplete="off"
          />
          <TextField
            form={form}
            name="details.loanNumber"
            label="Loan number"
            required
            autoComplete="off"
          />
          <TextareaField
            form={form}
            name="details.lenderAddress"
            label="Lender's address"
            required
            hint="As it is on the loan papers or the lender's letter."
            rows={3}
          />
          {policy?.auto && vehicles.length > 0 && (
            <SelectField
              form={form}
              name="details.vehicleId"
              label="Vehicle the loan is on"
              hint="Optional."
              placeholder="Not a vehicle, or not sure"
              choices={vehicles}
            />
          )}
          <EffectiveDate form={form} label="Date the change takes effect" />
        </>
      );
    case 'cancel':
      return (
        <>
          <EffectiveDate form={form} label="Date to cancel the policy" />
          <TextareaField
            form={form}
            name="details.reason"
            label="Why are you cancelling?"
            required
            hint="A few words are enough: a sale, a move, coverage elsewhere."
            rows={3}
          />
        </>
      );
    case 'other':
      return (
        <TextareaField
          form={form}
          name="details.description"
          label="Describe the change"
          required
          hint="What should change on the policy, and from when (at least 10 characters)."
          rows={5}
        />
      );
  }
}

function NewVehicleFields({ form }: { form: ChangeFormApi }) {
  const ownership = useWatch({ control: form.control, name: 'details.ownership' });
  return (
    <>
      <TextField
        form={form}
        name="details.vin"
        label="VIN (vehicle identification number)"
        required
        hint="17 letters and digits, on the registration or the insurance card."
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="details.year"
          label="Model year"
          required
          figure
          maxLength={4}
          autoComplete="off"
        />
        <TextField form={form} name="details.make" label="Make" required autoComplete="off" />
        <TextField form={form} name="details.model" label="Model" required autoComplete="off" />
      </div>
      <SelectField
        form={form}
        name="details.ownership"
        label="Is it owned, financed or leased?"
        required
        placeholder="Select one"
        choices={vehicleOwnerships.map((value) => ({
          value,
          label: vehicleOwnershipLabels[value],
        }))}
      />
      {hasLender(ownership) && (
        <TextField
          form={form}
          name="details.lenderName"
          label="Bank or leasing company"
          hint="Optional. We add them to the policy as the lender."
          autoComplete="off"
        />
      )}
    </>
  );
}

function NewDriverFields({ form }: { form: ChangeFormApi }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="details.firstName"
          label="First name"
          required
          autoComplete="off"
        />
        <TextField
          form={form}
          name="details.lastName"
          label="Last name"
          required
          autoComplete="off"
        />
      </div>
      <TextField
        form={form}
        name="details.dateOfBirth"
        label="Date of birth"
        required
        type="date"
        max={agencyToday()}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          form={form}
          name="details.licenseState"
          label="License state"
          required
          hint="2 letters"
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="details.licenseNumber"
          label="Driver's license number"
          hint="Optional."
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </>
  );
}

function EffectiveDate({ form, label }: { form: ChangeFormApi; label: string }) {
  const { min, max } = effectiveWindow(agencyToday());
  return (
    <TextField
      form={form}
      name="details.effectiveDate"
      label={label}
      required
      hint="From 30 days ago to 90 days ahead."
      type="date"
      min={min}
      max={max}
    />
  );
}

function ReasonField({
  form,
  reasons,
}: {
  form: ChangeFormApi;
  reasons: readonly (keyof typeof removalReasonLabels)[];
}) {
  return (
    <SelectField
      form={form}
      name="details.reason"
      label="Reason"
      required
      placeholder="Select a reason"
      choices={reasons.map((value) => ({ value, label: removalReasonLabels[value] }))}
    />
  );
}

/** Add or change a lender: two choices, as a group of radio buttons. */
function LienholderAction({ form }: { form: ChangeFormApi }) {
  const errorId = React.useId();
  const error = fieldError(form, 'details.action');
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-ink">
        Is it a new lender, or a change of lender?
        <RequiredMark announce />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(
          [
            ['add', 'Add a lender'],
            ['change', 'Change the lender'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
              {...form.register('details.action')}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The request is in: its reference and what was asked, and each file as it is sent. A file that
 * did not go says why and can be sent again; the request is kept whatever happens to its files.
 */
function RequestSent({
  request,
  uploads,
  onRetry,
}: {
  request: ServiceRequest;
  uploads: FileUpload[];
  onRetry: (upload: FileUpload) => void;
}) {
  return (
    <RequestSentPanel level={2} headingId="change-sent-heading">
      <p className="text-lg text-ink">{serviceMessages.sent(request.reference)}</p>
      <div className="rounded-md bg-white p-4">
        <p className="text-sm text-slate-600">{serviceRequestTypeLabels[request.type]}</p>
        <p className="break-words text-ink">{request.summary}</p>
      </div>
      <p className="text-slate-800">{serviceMessages.acknowledgement}</p>
      <UploadResults uploads={uploads} onRetry={onRetry} headingLevel={3} />
      <div className="flex flex-wrap gap-3">
        <Link to={REQUESTS_HREF} className={buttonVariants()}>
          Back to my portal
        </Link>
        <Link
          to={PAGE_PATH}
          state={{ another: true }}
          className={buttonVariants({ variant: 'outline' })}
        >
          Make another change
        </Link>
      </div>
    </RequestSentPanel>
  );
}
