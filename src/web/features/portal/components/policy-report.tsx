import '~/lib/zod-jitless';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { useApiForm } from '~/lib/use-api-form';
import {
  portalMessages,
  policyReportSchema,
  type Policy,
  type PolicyReportInput,
} from '#shared/portal';
import { useReportPolicy } from '../api/policies';

const textButtonClasses =
  'rounded-sm text-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline';

/**
 * "Something wrong? Tell us" under a policy: opens a short form in place, and once the agency has
 * been told, the thanks take the place of both.
 */
export function PolicyReport({ policy }: { policy: Pick<Policy, 'id' | 'policyNumber'> }) {
  const [open, setOpen] = React.useState(false);
  const [thanks, setThanks] = React.useState<string | null>(null);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const thanksRef = React.useRef<HTMLParagraphElement>(null);
  const formId = React.useId();

  // The form held the focus: it goes to the thanks that replace it, not to the page's body.
  React.useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="space-y-3">
      {/* Always on the page, so the thanks are announced when they arrive. */}
      <p
        ref={thanksRef}
        role="status"
        tabIndex={-1}
        className={thanks ? 'text-sm font-medium text-green-800 focus:outline-none' : 'sr-only'}
      >
        {thanks}
      </p>
      {!thanks && (
        <>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            className={textButtonClasses}
            onClick={() => setOpen((shown) => !shown)}
          >
            {portalMessages.reportOpen}
          </button>
          {open && (
            <PolicyReportForm id={formId} policy={policy} onCancel={close} onSent={setThanks} />
          )}
        </>
      )}
    </div>
  );
}

const emptyReport: PolicyReportInput = { message: '' };

function PolicyReportForm({
  id,
  policy,
  onCancel,
  onSent,
}: {
  id: string;
  policy: Pick<Policy, 'id' | 'policyNumber'>;
  onCancel: () => void;
  onSent: (thanks: string) => void;
}) {
  const report = useReportPolicy();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: policyReportSchema,
    defaultValues: emptyReport,
    send: (values) => report.mutateAsync({ policyId: policy.id, ...values }),
    onSent: (answer) => onSent(answer.message),
    fallback: portalMessages.reportFailed,
    mode: 'onTouched',
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

  // Opened by the button: the person goes on writing in the field.
  React.useEffect(() => setFocus('message'), [setFocus]);

  return (
    <form
      id={id}
      noValidate
      aria-label={`Report a mistake in policy ${policy.policyNumber}`}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) onCancel();
      }}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <FormField
        label={portalMessages.reportLabel}
        required
        hint="An agent reads it, corrects the policy and lets you know."
        error={errors.message?.message}
      >
        {(control) => <Textarea {...control} rows={4} {...register('message')} />}
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Sending...' : 'Send'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
