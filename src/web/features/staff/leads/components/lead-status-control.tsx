import { Check } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { cn } from '~/lib/cn';
import { placeServerErrors } from '~/lib/use-api-form';
import {
  leadLostReasonLabels,
  leadLostReasons,
  leadMessagesStaff,
  leadStatusLabels,
  leadStatuses,
  type LeadDetail,
  type LeadLostReason,
  type LeadStatus,
} from '#shared/staff/leads';
import { useUpdateLead } from '../api/update-lead';

type LeadUpdateMutation = ReturnType<typeof useUpdateLead>;

/**
 * The pipeline as five toggle buttons: one click (or Enter, or Space) moves the lead; the
 * current status is the pressed one. Lost asks why first, in a small form under the buttons.
 * Buttons stay focusable while a change is saved, so the keyboard's place is never lost.
 */
export function LeadStatusControl({ leadId, status }: { leadId: number; status: LeadStatus }) {
  const update = useUpdateLead(leadId);
  const [message, setMessage] = React.useState('');
  // Each press of Lost while the question is open brings the focus back to the reason.
  const [asked, setAsked] = React.useState(0);
  const [asking, setAsking] = React.useState(false);
  const lostButton = React.useRef<HTMLButtonElement>(null);
  const labelId = React.useId();

  const saved = (lead: LeadDetail) =>
    setMessage(`Status changed to ${leadStatusLabels[lead.status]}.`);

  function choose(next: LeadStatus) {
    if (next === status || update.isPending) return;
    setMessage('');
    if (next === 'lost') {
      setAsking(true);
      setAsked((count) => count + 1);
      return;
    }
    setAsking(false);
    update.mutate({ status: next }, { onSuccess: saved });
  }

  function closeQuestion() {
    setAsking(false);
    lostButton.current?.focus();
  }

  return (
    <div>
      <h2 id={labelId} className="text-lg font-semibold text-ink">
        Pipeline status
      </h2>
      <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {leadStatuses.map((option) => {
          const pressed = option === status;
          return (
            <button
              key={option}
              ref={option === 'lost' ? lostButton : undefined}
              type="button"
              aria-pressed={pressed}
              aria-disabled={update.isPending || undefined}
              onClick={() => choose(option)}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 rounded-md border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-400 bg-white text-ink hover:bg-brand-50',
                update.isPending && 'cursor-wait',
              )}
            >
              {pressed && <Check aria-hidden="true" className="size-4" />}
              {leadStatusLabels[option]}
            </button>
          );
        })}
      </div>
      {asking && status !== 'lost' && (
        <LostReasonForm
          update={update}
          asked={asked}
          onClose={closeQuestion}
          onSaved={(lead) => {
            closeQuestion();
            saved(lead);
          }}
        />
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {update.isPending ? 'Saving...' : message}
      </p>
    </div>
  );
}

interface LostReasonValues {
  /** '' until a reason is chosen. */
  lostReason: LeadLostReason | '';
}

/**
 * "Why was it lost?": the reason the lead is marked lost with. The focus starts on the reason;
 * Escape or Cancel closes it. A missing reason, or the server's refusal of it, is said by the
 * reason.
 */
function LostReasonForm({
  update,
  asked,
  onClose,
  onSaved,
}: {
  update: LeadUpdateMutation;
  /** How many times Lost was pressed: each press focuses the reason again. */
  asked: number;
  onClose: () => void;
  onSaved: (lead: LeadDetail) => void;
}) {
  const questionId = React.useId();
  const form = useForm<LostReasonValues>({ defaultValues: { lostReason: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const reasonField = register('lostReason', { required: leadMessagesStaff.lostReason });
  const reason = React.useRef<HTMLSelectElement | null>(null);

  React.useEffect(() => reason.current?.focus(), [asked]);

  const submit = ({ lostReason }: LostReasonValues) => {
    if (!lostReason || update.isPending) return;
    update.mutate(
      { status: 'lost', lostReason },
      {
        onSuccess: onSaved,
        // A refusal of the reason is said by it; anything else in the toast the change shows.
        onError: (error) => void placeServerErrors(form, error),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={questionId}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="mt-3 max-w-sm space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4"
    >
      <FormField
        label={<span id={questionId}>Why was it lost?</span>}
        required
        error={errors.lostReason?.message}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...reasonField}
            ref={(element) => {
              reasonField.ref(element);
              reason.current = element;
            }}
          >
            <option value="">Choose a reason</option>
            {leadLostReasons.map((reason) => (
              <option key={reason} value={reason}>
                {leadLostReasonLabels[reason]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          Mark lost
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
