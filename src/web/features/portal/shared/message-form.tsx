import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import type { ApiForm } from '~/lib/use-api-form';

const textButtonClasses =
  'rounded-sm text-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline';

/**
 * A message form shown in place behind a button: whether it is open, the button's ref, the form's
 * id, and `close`, which puts the form away and gives the focus back to the button.
 */
export function useMessageFormToggle(startOpen = false) {
  const [open, setOpen] = React.useState(startOpen);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const formId = React.useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return { open, setOpen, toggle, formId, close };
}

/** The text button that opens and closes a message form, said expanded while the form is shown. */
export function MessageFormToggle({
  ref,
  open,
  formId,
  onClick,
  children,
}: {
  ref: React.Ref<HTMLButtonElement>;
  open: boolean;
  formId: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
      className={textButtonClasses}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** What the card's message forms hold: one message to the agency. */
interface Message {
  message: string;
}

/**
 * A card's short form of one message to the agency, opened from the card: the field, the
 * refusal said above the buttons, Send, and Cancel (or Escape) when the form can be put away.
 */
export function MessageForm({
  id,
  label,
  fieldLabel,
  hint,
  api: { form, onSubmit, pending, formError },
  onCancel,
}: {
  id: string;
  /** The form's own name, for a screen reader's list of forms. */
  label: string;
  fieldLabel: string;
  hint: string;
  api: ApiForm<Message, Message>;
  onCancel?: () => void;
}) {
  return (
    <form
      id={id}
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending && onCancel) onCancel();
      }}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <FormField
        label={fieldLabel}
        required
        hint={hint}
        error={form.formState.errors.message?.message}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('message')} />}
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
        {onCancel && (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
