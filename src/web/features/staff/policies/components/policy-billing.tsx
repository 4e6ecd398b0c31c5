import * as React from 'react';
import { href, Link } from 'react-router';
import { FieldError } from '~/components/ui/form-field';
import { TextField, fieldError } from '~/components/ui/text-field';
import { useApiForm } from '~/lib/use-api-form';
import { paymentMessages } from '#shared/payments';
import { policyBillingSchema } from '#shared/staff/payments';
import type { ClientDetail } from '#shared/staff/clients';
import type { StaffPolicy } from '#shared/staff/policies';
import { useSavePolicyBilling, type PolicyBillingBody } from '../api/policy-billing';
import { SaveRow } from '~/components/ui/form-submit';

/** What staff know of how a policy is paid; one never saved: no autopay, no due date known. */
export type BillingValues = PolicyBillingBody;
const unknownBilling: BillingValues = { autopay: false, nextPaymentDue: '' };

/**
 * "How the client pays", for each policy of the client in force: automatic payments and the next
 * due date, which the client's portal shows under How to pay beside the carrier's payment page and
 * phone (those are kept per carrier, on the Payments page).
 */
export function PoliciesBilling({
  client,
}: {
  client: Pick<ClientDetail, 'policies' | 'billing'>;
}) {
  const headingId = React.useId();
  const policies = client.policies.filter((policy) => policy.status === 'active');
  if (policies.length === 0) return null;
  const billing = new Map(client.billing.map((entry) => [entry.policyId, entry]));
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          How the client pays
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          The client&apos;s portal shows this under &ldquo;{paymentMessages.title}&rdquo;, with the
          carrier&apos;s payment page and phone from{' '}
          <Link
            to={href('/staff/payments')}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            Carrier Payments
          </Link>
          .
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {policies.map((policy) => {
          const kept = billing.get(policy.id);
          return (
            <li key={policy.id} className="flex min-w-0">
              <PolicyBillingForm
                policy={policy}
                initial={
                  kept && { autopay: kept.autopay, nextPaymentDue: kept.nextPaymentDue ?? '' }
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One policy's form: the checkbox, the optional due date, Save, then "Saved." until the next
 * change. The server's field messages land on their fields.
 */
export function PolicyBillingForm({
  policy,
  initial = unknownBilling,
}: {
  policy: Pick<StaffPolicy, 'id' | 'policyNumber' | 'policyType' | 'carrier'>;
  initial?: BillingValues;
}) {
  const save = useSavePolicyBilling();
  const [saved, setSaved] = React.useState<string | null>(null);
  const autopayId = React.useId();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: policyBillingSchema,
    defaultValues: initial,
    send: (values) => {
      setSaved(null);
      return save.mutateAsync({
        policyId: policy.id,
        // A blank date says the next due date is not known.
        body: { autopay: values.autopay, nextPaymentDue: values.nextPaymentDue ?? '' },
      });
    },
    onSent: (result) => {
      form.reset({ autopay: result.autopay, nextPaymentDue: result.nextPaymentDue ?? '' });
      setSaved(paymentMessages.saved);
    },
    fallback: 'How the client pays could not be saved. Please try again.',
  });
  const autopayError = fieldError(form, 'autopay');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // What was saved is no longer what the form shows.
      onChange={() => setSaved(null)}
      aria-label={`How the client pays ${policy.policyNumber}`}
      className="w-full space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h3 className="font-semibold text-ink">
          {policy.policyType} {policy.policyNumber}
        </h3>
        <p className="text-sm text-slate-700">{policy.carrier}</p>
      </div>
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      <div>
        <div className="flex items-center gap-3">
          <input
            id={autopayId}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            aria-invalid={autopayError ? true : undefined}
            aria-describedby={autopayError ? `${autopayId}-error` : undefined}
            {...form.register('autopay')}
          />
          <label htmlFor={autopayId} className="font-medium text-ink">
            Automatic payments are on
          </label>
        </div>
        <FieldError id={`${autopayId}-error`} message={autopayError} />
      </div>
      <TextField
        form={form}
        name="nextPaymentDue"
        label="Next payment due"
        hint="Optional"
        type="date"
        className="max-w-56"
      />
      <SaveRow pending={pending} label="Save" saved={saved}>
        <span className="sr-only"> how {policy.policyNumber} is paid</span>
      </SaveRow>
    </form>
  );
}
