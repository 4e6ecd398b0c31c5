import '~/lib/zod-jitless';
import * as React from 'react';
import { useApiForm } from '~/lib/use-api-form';
import {
  type Policy,
  type PolicyReportInput,
  policyMessages,
  policyReportSchema,
} from '#shared/policies';
import { useReportPolicy } from '../api/policies';
import { MessageForm, MessageFormToggle, useMessageFormToggle } from '../../shared/message-form';

/**
 * "Something wrong? Tell us" under a policy: opens a short form in place, and once the agency has
 * been told, the thanks take the place of both.
 */
export function PolicyReport({ policy }: { policy: Pick<Policy, 'id' | 'policyNumber'> }) {
  const { open, setOpen, toggle, formId, close } = useMessageFormToggle();
  const [thanks, setThanks] = React.useState<string | null>(null);
  const thanksRef = React.useRef<HTMLParagraphElement>(null);

  // The form held the focus: it goes to the thanks that replace it, not to the page's body.
  React.useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

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
          <MessageFormToggle
            ref={toggle}
            open={open}
            formId={formId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {policyMessages.reportOpen}
          </MessageFormToggle>
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
  const api = useApiForm({
    schema: policyReportSchema,
    defaultValues: emptyReport,
    send: (values) => report.mutateAsync({ policyId: policy.id, ...values }),
    onSent: (answer) => onSent(answer.message),
    fallback: policyMessages.reportFailed,
    mode: 'onTouched',
  });
  const { setFocus } = api.form;

  // Opened by the button: the person goes on writing in the field.
  React.useEffect(() => setFocus('message'), [setFocus]);

  return (
    <MessageForm
      id={id}
      label={`Report a mistake in policy ${policy.policyNumber}`}
      fieldLabel={policyMessages.reportLabel}
      hint="An agent reads it, corrects the policy and lets you know."
      api={api}
      onCancel={onCancel}
    />
  );
}
