import '~/lib/zod-jitless';
import { Pencil, Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { ApiError } from '~/lib/api';
import { useApiForm } from '~/lib/use-api-form';
import {
  type CertificateHolder,
  certificateHolderInputSchema,
  certificateMessages,
} from '#shared/certificates';
import { useSaveCertificateHolder } from '../api/certificates';
import { cityLine, holderFormValues } from '../lib/certificate-form';

/** What the section can be asked from outside: open the add form and put the focus in it. */
export interface HoldersHandle {
  startAdding: () => void;
}

/**
 * "Certificate holders": the account's holders, each with its own Edit form, and Add a holder
 * (open from the start while there is none). A saved holder is said in the section's status line.
 */
export function CertificateHolders({
  holders,
  canEdit = true,
  onAdded,
  onGone,
  ref,
}: {
  holders: CertificateHolder[];
  /** False for someone who sees only some of the account's policies: the holders serve all. */
  canEdit?: boolean;
  onAdded: (holder: CertificateHolder) => void;
  /** A holder that is not the account's any more: the list is read again. */
  onGone: () => void;
  ref?: React.Ref<HoldersHandle>;
}) {
  const [adding, setAdding] = React.useState(holders.length === 0);
  // Each ask to add moves the focus into the form, open or not.
  const [addAsked, setAddAsked] = React.useState(0);
  const [editing, setEditing] = React.useState<number | null>(null);
  const [said, setSaid] = React.useState<string | null>(null);
  const addButton = React.useRef<HTMLButtonElement>(null);
  const editButtons = React.useRef(new Map<number, HTMLButtonElement>());
  const addFormId = React.useId();

  const startAdding = React.useCallback(() => {
    setSaid(null);
    setAdding(true);
    setAddAsked((asked) => asked + 1);
  }, []);
  React.useImperativeHandle(ref, () => ({ startAdding }), [startAdding]);

  const closeAdd = () => {
    setAdding(false);
    addButton.current?.focus();
  };
  const closeEdit = (id: number) => {
    setEditing(null);
    editButtons.current.get(id)?.focus();
  };

  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-green-800 empty:hidden">
        {said}
      </p>
      {holders.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {holders.map((holder) => {
            const open = editing === holder.id;
            const formId = `${addFormId}-edit-${holder.id}`;
            return (
              <li key={holder.id} className="space-y-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <HolderDetails holder={holder} />
                  {canEdit && (
                    <Button
                      ref={(node) => {
                        if (node) editButtons.current.set(holder.id, node);
                        else editButtons.current.delete(holder.id);
                      }}
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-expanded={open}
                      aria-controls={open ? formId : undefined}
                      onClick={() => {
                        setSaid(null);
                        setEditing(open ? null : holder.id);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit<span className="sr-only"> {holder.name}</span>
                    </Button>
                  )}
                </div>
                {open && (
                  <HolderForm
                    id={formId}
                    holder={holder}
                    focusAsked={1}
                    onCancel={() => closeEdit(holder.id)}
                    onGone={onGone}
                    onSaved={() => {
                      setSaid(certificateMessages.holderSaved);
                      closeEdit(holder.id);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="space-y-4">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          aria-expanded={adding}
          aria-controls={adding ? addFormId : undefined}
          onClick={() => (adding ? closeAdd() : startAdding())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a holder
        </Button>
        {adding && (
          <HolderForm
            id={addFormId}
            focusAsked={addAsked}
            onCancel={holders.length > 0 ? closeAdd : undefined}
            onGone={onGone}
            onSaved={(saved) => {
              setSaid(certificateMessages.holderSaved);
              onAdded(saved);
              closeAdd();
            }}
          />
        )}
      </div>
    </div>
  );
}

/** A holder's name, address, e-mail, loan number and location, as far as they are given. */
function HolderDetails({ holder }: { holder: CertificateHolder }) {
  const place = cityLine(holder);
  return (
    <div className="min-w-0 text-sm text-slate-700">
      <h4 className="text-base font-semibold break-words text-ink">{holder.name}</h4>
      {(holder.addressLine1 || holder.addressLine2 || place) && (
        <address className="break-words not-italic">
          {holder.addressLine1 && <span className="block">{holder.addressLine1}</span>}
          {holder.addressLine2 && <span className="block">{holder.addressLine2}</span>}
          {place && <span className="block">{place}</span>}
        </address>
      )}
      {holder.email && <p className="break-all">{holder.email}</p>}
      {holder.loanNumber && <p className="break-words">Loan number: {holder.loanNumber}</p>}
      {holder.location && <p className="break-words">Location: {holder.location}</p>}
    </div>
  );
}

/** A new holder (no `holder`), or a holder's details to change. */
function HolderForm({
  id,
  holder,
  focusAsked,
  onCancel,
  onGone,
  onSaved,
}: {
  id: string;
  holder?: CertificateHolder;
  /** Raised each time the focus should go to the name field. */
  focusAsked: number;
  onCancel?: () => void;
  onGone: () => void;
  onSaved: (holder: CertificateHolder) => void;
}) {
  const save = useSaveCertificateHolder();
  const [defaultValues] = React.useState(() => holderFormValues(holder));
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: certificateHolderInputSchema,
    defaultValues,
    send: async (values) => {
      try {
        return await save.mutateAsync({ id: holder?.id, values });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        onGone();
        throw new ApiError(404, error.message, 'This holder is no longer on your account.');
      }
    },
    onSent: onSaved,
    fallback: 'We could not save the holder. Please try again.',
    mode: 'onTouched',
  });
  const { setFocus } = form;

  React.useEffect(() => {
    if (focusAsked > 0) setFocus('name');
  }, [focusAsked, setFocus]);

  return (
    <form
      id={id}
      noValidate
      aria-label={holder ? `Edit ${holder.name}` : 'Add a holder'}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending && onCancel) onCancel();
      }}
      className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-700">
        Only the name is required: add what the certificate should show.
      </p>
      <TextField
        form={form}
        name="name"
        label="Holder's name"
        required
        hint="The person or company, as the contract names them."
        autoComplete="off"
      />
      <TextField form={form} name="addressLine1" label="Street address" autoComplete="off" />
      <TextField form={form} name="addressLine2" label="Address line 2" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_6rem_9rem]">
        <TextField form={form} name="city" label="City" autoComplete="off" />
        <TextField
          form={form}
          name="state"
          label="State"
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="postalCode"
          label="ZIP code"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
      </div>
      <TextField
        form={form}
        name="email"
        label="E-mail"
        type="email"
        hint="The holder's contact address, if you have it."
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="loanNumber"
          label="Loan number"
          hint="When the holder is a lender."
          autoComplete="off"
        />
        <TextField
          form={form}
          name="location"
          label="Location"
          hint="The job site or premises, when it is one place."
          autoComplete="off"
        />
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : holder ? 'Save changes' : 'Save the holder'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
