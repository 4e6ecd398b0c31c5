import '~/lib/zod-jitless';
import { CircleCheck, FileWarning, Phone, ShieldOff } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { agency } from '~/lib/agency';
import { useApiForm } from '~/lib/use-api-form';
import {
  claimStatusText,
  newClaimSchema,
  portalMessages,
  type Claim,
  type NewClaimInput,
} from '#shared/portal';
import { agencyToday } from '#shared/agency-time';
import { phoneHref } from '#shared/phone';
import { useCreateClaim } from '../api/claims';
import { usePolicies } from '../api/policies';
import { claimStatusClasses } from './claim-card';
import { Badge, PortalNotice } from '~/components/ui/portal-notice';

const emptyValues: NewClaimInput = {
  policyId: '',
  incidentDate: '',
  description: '',
  amount: null,
};

/** An empty number field is "no estimate" (null), not 0. */
const amountValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The File Claim tab: the form, then the success screen. */
export function FileClaimTab({ onViewClaims }: { onViewClaims: () => void }) {
  const [filed, setFiled] = React.useState<Claim | null>(null);
  // A new form (fresh values, fresh errors) each time the client files another claim.
  const [formKey, setFormKey] = React.useState(0);

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
            onFileAnother={() => {
              setFiled(null);
              setFormKey((key) => key + 1);
            }}
            onViewClaims={onViewClaims}
          />
        ) : (
          <ClaimFormLoader key={formKey} focusFirst={formKey > 0} onFiled={setFiled} />
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
        <li>Photos and receipts: add them on the Documents tab</li>
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
  onFiled: (claim: Claim) => void;
}) {
  const policies = usePolicies();
  if (policies.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-slate-700">
        Loading your policies...
      </p>
    );
  }
  if (policies.isError) {
    return (
      <PortalNotice
        tone="error"
        icon={FileWarning}
        title={portalMessages.policiesError}
        text={portalMessages.policiesErrorText}
      />
    );
  }
  const active = policies.data.filter((policy) => policy.status === 'active');
  if (active.length === 0) {
    return (
      <PortalNotice
        icon={ShieldOff}
        title="No Active Policies"
        text={portalMessages.policyNotActive}
      >
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
      </PortalNotice>
    );
  }
  return <ClaimForm policies={active} focusFirst={focusFirst} onFiled={onFiled} />;
}

function ClaimForm({
  policies,
  focusFirst,
  onFiled,
}: {
  policies: { id: number; policyType: string; policyNumber: string; carrier: string }[];
  focusFirst: boolean;
  onFiled: (claim: Claim) => void;
}) {
  const createClaim = useCreateClaim();
  const { form, onSubmit, pending } = useApiForm({
    schema: newClaimSchema,
    defaultValues: emptyValues,
    send: createClaim.mutateAsync,
    onSent: onFiled,
    // The mutation's toast says why a claim was not filed; field messages go by their fields.
    fallback: portalMessages.claimSubmitFailed,
    // Errors show once a field is left, then follow each keystroke; validity is known throughout,
    // so the submit button can wait for a valid form.
    mode: 'onTouched',
  });
  const {
    register,
    setFocus,
    formState: { errors, isValid },
  } = form;

  React.useEffect(() => {
    if (focusFirst) setFocus('policyId');
  }, [focusFirst, setFocus]);

  const submitHintId = React.useId();
  return (
    <form
      noValidate
      aria-label="File a claim"
      onSubmit={onSubmit}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="text-sm text-slate-700">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FormField label="Policy" required error={errors.policyId?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('policyId')}>
            <option value="">Select a policy</option>
            {policies.map((policy) => (
              <option key={policy.id} value={String(policy.id)}>
                {policy.policyType} – {policy.policyNumber} ({policy.carrier})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Incident date" required error={errors.incidentDate?.message}>
        {(control) => (
          <Input {...control} type="date" max={agencyToday()} {...register('incidentDate')} />
        )}
      </FormField>
      <FormField
        label="Description"
        required
        hint="What happened, where, and what was damaged or lost (at least 10 characters)."
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={5} {...register('description')} />}
      </FormField>
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
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={!isValid || pending}
          aria-describedby={isValid ? undefined : submitHintId}
        >
          {pending ? 'Submitting...' : 'Submit Claim'}
        </Button>
        {!isValid && (
          <p id={submitHintId} className="text-sm text-slate-700">
            Complete the required fields to submit your claim.
          </p>
        )}
      </div>
    </form>
  );
}

/** After a successful submit: the claim's number and status, and what happens next. */
function ClaimFiled({
  claim,
  onFileAnother,
  onViewClaims,
}: {
  claim: Claim;
  onFileAnother: () => void;
  onViewClaims: () => void;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const status = claimStatusText[claim.status];
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-6 text-center sm:p-8">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-ink focus:outline-none"
      >
        {portalMessages.claimSubmittedTitle}
      </h3>
      <p className="mt-3 text-lg text-ink">
        Your claim number is{' '}
        <strong className="font-bold whitespace-nowrap">{claim.claimNumber}</strong>.
      </p>
      <p className="mt-3 flex items-center justify-center gap-2 text-ink">
        Status: <Badge className={claimStatusClasses[claim.status]}>{status.label}</Badge>
      </p>
      <p className="mt-2 text-slate-700">{status.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onFileAnother}>
          File Another Claim
        </Button>
        <Button onClick={onViewClaims}>View My Claims</Button>
      </div>
    </div>
  );
}
