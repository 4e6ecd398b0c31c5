import { ExternalLink, Pencil } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { EmptyNote } from '~/components/ui/empty-note';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { ScrollTable } from '~/components/ui/scroll-table';
import { TextField } from '~/components/ui/text-field';
import { useApiForm } from '~/lib/use-api-form';
import { formatDay } from '#shared/format';
import { paymentMessages } from '#shared/payments';
import { carrierPaymentInputSchema, type CarrierPayment } from '#shared/staff/payments';
import { ActionOutcome } from '../../shared/action-outcome';
import { StaffPage } from '../../shared/staff-layout';
import { LoadStatus } from '../../shared/load-status';
import { useCarrierPayments, useSaveCarrierPayment } from '../api/carrier-payments';

/** Carriers whose clients read their details first (those with policies in force), then by name. */
export function byActiveThenName(a: CarrierPayment, b: CarrierPayment): number {
  const activeFirst = Number(b.activePolicies > 0) - Number(a.activePolicies > 0);
  return activeFirst || a.carrier.localeCompare(b.carrier);
}

/** The carriers whose name holds every word typed, whatever the case. */
function matching(carriers: CarrierPayment[], filter: string): CarrierPayment[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return carriers.filter((entry) => {
    const name = entry.carrier.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/**
 * /staff/payments: each insurance company's payment page and phone, which the client portal's
 * How to pay shows for every policy with that carrier (clients pay the carrier, not the agency).
 */
export function PaymentsPage() {
  const carriers = useCarrierPayments();
  const [filter, setFilter] = React.useState('');
  const [editing, setEditing] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const editButtons = React.useRef(new Map<string, HTMLButtonElement>());
  const filterId = React.useId();

  const sorted = React.useMemo(
    () => [...(carriers.data ?? [])].sort(byActiveThenName),
    [carriers.data],
  );
  const shown = matching(sorted, filter);

  // The form goes away: the focus goes back to the row's Edit button.
  const close = (carrier: string) => {
    setEditing(null);
    editButtons.current.get(carrier)?.focus();
  };

  return (
    <StaffPage title="Carrier Payments">
      <p className="mb-5 max-w-3xl text-slate-700">
        Clients pay their insurance company directly. The client portal&apos;s &ldquo;
        {paymentMessages.title}&rdquo; shows, for each policy, its carrier&apos;s payment page and
        phone from this list; when a carrier has neither, clients are asked to call the agency.
      </p>
      <div className="mb-5 w-full max-w-xs space-y-1.5">
        <Label htmlFor={filterId}>Find a carrier</Label>
        <Input
          id={filterId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <ActionOutcome done={done} failure={null} className="mb-4" />
      {!carriers.isSuccess ? (
        <LoadStatus query={carriers} loading="Loading carriers..." what="carriers" />
      ) : sorted.length === 0 ? (
        <EmptyNote className="p-6">No carriers yet.</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote className="p-6" role="status">
          No carrier matches &ldquo;{filter.trim()}&rdquo;.
        </EmptyNote>
      ) : (
        <ScrollTable
          caption={
            filter.trim()
              ? `Carriers matching “${filter.trim()}”: ${shown.length}`
              : `Carriers, those with policies in force first: ${shown.length}`
          }
          minWidth="min-w-[56rem]"
          columns={[
            'Carrier',
            { label: 'Active policies', numeric: true },
            'Payment page',
            'Phone',
            'Last updated',
            { label: 'Action', srOnly: true },
          ]}
        >
          {shown.map((entry) => (
            <CarrierRows
              key={entry.carrier}
              entry={entry}
              open={editing === entry.carrier}
              editButton={(button) => {
                if (button) editButtons.current.set(entry.carrier, button);
                else editButtons.current.delete(entry.carrier);
              }}
              onEdit={() => {
                setDone(null);
                setEditing(editing === entry.carrier ? null : entry.carrier);
              }}
              onCancel={() => close(entry.carrier)}
              onSaved={(saved) => {
                setDone(`${saved.carrier}: ${paymentMessages.saved}`);
                close(saved.carrier);
              }}
            />
          ))}
        </ScrollTable>
      )}
    </StaffPage>
  );
}

/** A carrier's row, and under it, while it is open, the form that edits it. */
function CarrierRows({
  entry,
  open,
  editButton,
  onEdit,
  onCancel,
  onSaved,
}: {
  entry: CarrierPayment;
  open: boolean;
  editButton: (button: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (saved: CarrierPayment) => void;
}) {
  const formId = React.useId();
  const none = <span className="text-slate-600">None</span>;
  return (
    <>
      <tr>
        <th scope="row" className="px-4 py-3 font-semibold text-ink">
          {entry.carrier}
        </th>
        <td className="px-4 py-3 text-right tabular-nums">{entry.activePolicies}</td>
        <td className="max-w-xs px-4 py-3 break-all">
          {entry.paymentUrl ? (
            <a
              href={entry.paymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {entry.paymentUrl}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            none
          )}
        </td>
        <td className="px-4 py-3 whitespace-nowrap">{entry.paymentPhone ?? none}</td>
        <td className="px-4 py-3 whitespace-nowrap">
          {entry.updatedAt ? (
            <time dateTime={entry.updatedAt}>{formatDay(entry.updatedAt)}</time>
          ) : (
            <span className="text-slate-600">Never</span>
          )}
        </td>
        <td className="px-4 py-3">
          <Button
            ref={editButton}
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
            <span className="sr-only"> the payment details of {entry.carrier}</span>
          </Button>
        </td>
      </tr>
      {open && (
        <tr className="bg-slate-50">
          <td colSpan={6} className="px-4 py-4">
            {/* Held at the region's left edge: on a phone the row is wider than the screen. */}
            <div id={formId} className="sticky left-0 w-full max-w-[min(36rem,calc(100vw-4rem))]">
              <CarrierPaymentForm entry={entry} onCancel={onCancel} onSaved={onSaved} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The payment page (https only) and phone of one carrier. The shared schema checks them here as
 * the route does; the server's field messages land on their fields.
 */
function CarrierPaymentForm({
  entry,
  onCancel,
  onSaved,
}: {
  entry: CarrierPayment;
  onCancel: () => void;
  onSaved: (saved: CarrierPayment) => void;
}) {
  const save = useSaveCarrierPayment();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: carrierPaymentInputSchema,
    defaultValues: { paymentUrl: entry.paymentUrl ?? '', paymentPhone: entry.paymentPhone ?? '' },
    // An empty field clears what the carrier had.
    send: (values) =>
      save.mutateAsync({
        carrier: entry.carrier,
        values: { paymentUrl: values.paymentUrl ?? '', paymentPhone: values.paymentPhone ?? '' },
      }),
    onSent: onSaved,
    fallback: 'The payment details could not be saved. Please try again.',
  });
  // Opened by its Edit button: the first field takes the focus.
  const { setFocus } = form;
  React.useEffect(() => {
    setFocus('paymentUrl');
  }, [setFocus]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Payment details of ${entry.carrier}`}
      className="space-y-4"
    >
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      <TextField
        form={form}
        name="paymentUrl"
        label="Payment page"
        hint="Where clients pay online: a full https:// address. Leave empty if there is none."
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
      />
      <TextField
        form={form}
        name="paymentPhone"
        label="Payment phone"
        hint="Where clients pay by phone: 10 digits. Leave empty if there is none."
        type="tel"
        autoComplete="off"
        maxLength={40}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
