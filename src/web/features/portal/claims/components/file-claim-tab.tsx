import '~/lib/zod-jitless';
import { Phone } from 'lucide-react';
import { DoneHeading } from '~/components/ui/done-heading';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { TextareaField } from '~/components/ui/textarea-field';
import { agency } from '~/lib/agency';
import { useApiForm } from '~/lib/use-api-form';
import {
  type Claim,
  type NewClaimInput,
  claimMessages,
  claimStatusText,
  newClaimSchema,
} from '#shared/claims';
import { policyMessages } from '#shared/policies';
import { agencyToday } from '#shared/agency-time';
import { phoneHref } from '#shared/phone';
import { useCreateClaim } from '../api/claims';
import { usePolicies } from '../../policies/api/policies';
import { claimStatusClasses } from './claim-card';
import { ChosenClaimFiles, ClaimUploadResults, useClaimUploads } from './claim-files';
import { LoadingPolicies, NoPolicyNotice, PoliciesError } from '../../shared/policy-notices';
import { PolicyField, PortalForm } from '../../shared/portal-form';
import { Badge } from '~/components/ui/portal-notice';

const emptyValues: NewClaimInput = {
  policyId: '',
  incidentDate: '',
  description: '',
  amount: null,
};

/** An empty number field is "no estimate" (null), not 0. */
const amountValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The File Claim tab: the form, then the success screen while the claim's files are sent. */
export function FileClaimTab({ onViewClaims }: { onViewClaims: () => void }) {
  const [filed, setFiled] = React.useState<Claim | null>(null);
  // A new form (fresh values, fresh errors) each time the client files another claim.
  const [formKey, setFormKey] = React.useState(0);
  const uploads = useClaimUploads();

  // The claim is kept first; its files follow one after the other. A file that fails is said,
  // and can be sent again, and the claim stays filed whatever happens to its files.
  const onFiled = (claim: Claim, files: File[]) => {
    setFiled(claim);
    if (files.length > 0) void uploads.send(claim.id, files);
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-ink">File a Claim</h2>
        <p className="mt-1 text-slate-700">
          Tell us what happened. An agent reviews every claim and will contact you.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)]">
        {filed ? (
          <ClaimFiled
            claim={filed}
            files={
              <ClaimUploadResults
                uploads={uploads.uploads}
                onRetry={(item) => void uploads.retry(filed.id, item)}
                heading={<h4 className="font-semibold text-ink">Your photos and documents</h4>}
              />
            }
            onFileAnother={() => {
              setFiled(null);
              uploads.clear();
              setFormKey((key) => key + 1);
            }}
            onViewClaims={onViewClaims}
          />
        ) : (
          <ClaimFormLoader key={formKey} focusFirst={formKey > 0} onFiled={onFiled} />
        )}
        <ClaimTips />
      </div>
    </div>
  );
}

/** Beside the form: what helps an adjuster, and the phone for what cannot wait. */
function ClaimTips() {
  return (
    <aside aria-labelledby="claim-tips" className="rounded-lg bg-brand-50 p-6 text-sm text-ink">
      <h3 id="claim-tips" className="text-base font-semibold">
        Helpful to have ready
      </h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
        <li>When and where it happened</li>
        <li>A police or incident report number, if there is one</li>
        <li>Names and contact details of anyone else involved</li>
        <li>Photos of the damage and receipts: add them with the claim</li>
      </ul>
      <p className="mt-4 flex items-start gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Need help right now? Call us at{' '}
          <a
            href={phoneHref(agency.phone)}
            className="font-semibold whitespace-nowrap text-brand-800 underline"
          >
            {agency.phone}
          </a>
          .
        </span>
      </p>
    </aside>
  );
}

/** The form needs the client's active policies first: only those are offered. */
function ClaimFormLoader({
  focusFirst,
  onFiled,
}: {
  focusFirst: boolean;
  onFiled: (claim: Claim, files: File[]) => void;
}) {
  const policies = usePolicies();
  if (policies.isPending) return <LoadingPolicies />;
  if (policies.isError) {
    return (
      <PoliciesError title={policyMessages.policiesError} text={policyMessages.policiesErrorText} />
    );
  }
  const active = policies.data.filter((policy) => policy.status === 'active');
  if (active.length === 0) {
    return <NoPolicyNotice title="No Active Policies" text={claimMessages.policyNotActive} />;
  }
  return <ClaimForm policies={active} focusFirst={focusFirst} onFiled={onFiled} />;
}

/** The claim form's fields, by name, in the form's order. */
const claimFields = [
  ['policyId', 'Policy'],
  ['incidentDate', 'Incident date'],
  ['description', 'Description'],
  ['amount', 'Estimated amount'],
] as const;

/**
 * The fields that keep the claim from being filed: a required one left empty, or any whose value
 * does not pass its check yet (a description still too short, a date after today). The disabled
 * Submit names them, so nobody is left guessing why it does not work.
 */
function stillNeeded(values: Partial<NewClaimInput>): string[] {
  const checked = newClaimSchema.safeParse({
    policyId: values.policyId ?? '',
    incidentDate: values.incidentDate ?? '',
    description: values.description ?? '',
    amount: values.amount ?? null,
  });
  if (checked.success) return [];
  const wrong = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return claimFields.filter(([name]) => wrong.has(name)).map(([, label]) => label);
}

function ClaimForm({
  policies,
  focusFirst,
  onFiled,
}: {
  policies: { id: number; policyType: string; policyNumber: string; carrier: string }[];
  focusFirst: boolean;
  onFiled: (claim: Claim, files: File[]) => void;
}) {
  const createClaim = useCreateClaim();
  const [files, setFiles] = React.useState<File[]>([]);
  const { form, onSubmit, pending } = useApiForm({
    schema: newClaimSchema,
    defaultValues: emptyValues,
    send: createClaim.mutateAsync,
    onSent: (claim) => onFiled(claim, files),
    // The mutation's toast says why a claim was not filed; field messages go by their fields.
    fallback: claimMessages.claimSubmitFailed,
    // Errors show once a field is left, then follow each keystroke.
    mode: 'onTouched',
  });
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = form;
  const missing = stillNeeded(useWatch({ control }));

  React.useEffect(() => {
    if (focusFirst) setFocus('policyId');
  }, [focusFirst, setFocus]);

  const submitHintId = React.useId();
  return (
    <PortalForm aria-label="File a claim" onSubmit={onSubmit} className="space-y-5">
      <PolicyField
        form={form}
        name="policyId"
        choices={policies.map((policy) => ({
          value: String(policy.id),
          label: `${policy.policyType} – ${policy.policyNumber} (${policy.carrier})`,
        }))}
      />
      <FormField label="Incident date" required error={errors.incidentDate?.message}>
        {(control) => (
          <Input {...control} type="date" max={agencyToday()} {...register('incidentDate')} />
        )}
      </FormField>
      <TextareaField
        form={form}
        name="description"
        label="Description"
        required
        hint="What happened, where, and what was damaged or lost (at least 10 characters)."
        rows={5}
      />
      <FormField
        label="Estimated amount (USD)"
        hint="Optional. Leave it empty if you do not know yet."
        error={errors.amount?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register('amount', { setValueAs: amountValue })}
          />
        )}
      </FormField>
      <ChosenClaimFiles files={files} onChange={setFiles} />
      {/*
        As the specification asks, Submit is disabled until the form is valid; the "Still needed"
        line beside it, which describes it, names the fields left as they are filled in, so the
        reason is on the screen and read with the button. Each field also says its own problem
        once it is left.
      */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="submit"
          size="lg"
          disabled={missing.length > 0 || pending}
          aria-describedby={missing.length > 0 ? submitHintId : undefined}
        >
          {pending ? 'Submitting...' : 'Submit Claim'}
        </Button>
        {missing.length > 0 && (
          <p id={submitHintId} className="text-sm text-slate-700">
            Still needed: {missing.join(', ')}
          </p>
        )}
      </div>
    </PortalForm>
  );
}

/**
 * After a successful submit: the claim's number and status, what happens next, and each of its
 * files as it is sent.
 */
function ClaimFiled({
  claim,
  files,
  onFileAnother,
  onViewClaims,
}: {
  claim: Claim;
  /** The claim's photos and documents as they are sent. */
  files: React.ReactNode;
  onFileAnother: () => void;
  onViewClaims: () => void;
}) {
  const status = claimStatusText[claim.status];
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-6 text-center sm:p-8">
      <DoneHeading level={3} className="text-ink">
        {claimMessages.claimSubmittedTitle}
      </DoneHeading>
      <p className="mt-3 text-lg text-ink">
        Your claim number is{' '}
        <strong className="font-bold whitespace-nowrap">{claim.claimNumber}</strong>.
      </p>
      <p className="mt-3 flex items-center justify-center gap-2 text-ink">
        Status: <Badge className={claimStatusClasses[claim.status]}>{status.label}</Badge>
      </p>
      <p className="mt-2 text-slate-700">{status.text}</p>
      <div className="mt-6">{files}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onFileAnother}>
          File Another Claim
        </Button>
        <Button onClick={onViewClaims}>View My Claims</Button>
      </div>
    </div>
  );
}
