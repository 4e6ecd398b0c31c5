import { Pencil, Plus, XCircle } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { toast } from '~/lib/use-toast';
import { type StaffPolicy, staffPolicyMessages } from '#shared/staff/policies';
import { useCancelPolicy } from '../api/policies';
import { formatMoney } from '../lib/format';
import { formatCalendarDate } from '#shared/format';
import { PolicyFormDialog, type PolicyEditing } from './policy-form-dialog';
import { PolicyStatusBadge } from '../../shared/policy-status-badge';
import { ScrollTable } from '~/components/ui/scroll-table';
import { EmptyNote } from '~/components/ui/empty-note';

/** The client's policies: add, edit, cancel (after a confirmation). */
export function ClientPolicies({
  clientId,
  clientName,
  policies,
}: {
  clientId: string;
  clientName: string;
  policies: StaffPolicy[];
}) {
  const [editing, setEditing] = React.useState<PolicyEditing | null>(null);
  const [cancelling, setCancelling] = React.useState<StaffPolicy | null>(null);
  const cancelPolicy = useCancelPolicy();
  const headingId = React.useId();

  function saved(policy: StaffPolicy, kind: PolicyEditing['kind']) {
    setEditing(null);
    toast({
      title: kind === 'add' ? staffPolicyMessages.policyCreated : staffPolicyMessages.policyUpdated,
      description: `${policy.policyNumber} shows in ${clientName}'s portal.`,
    });
  }

  function confirmCancel() {
    const policy = cancelling;
    setCancelling(null);
    if (!policy) return;
    cancelPolicy.mutate(policy.id, {
      onSuccess: () =>
        toast({
          title: staffPolicyMessages.policyCancelled,
          description: `${policy.policyNumber} is cancelled.`,
        }),
    });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          Policies
        </h2>
        <Button type="button" onClick={() => setEditing({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add policy
        </Button>
      </div>
      {policies.length === 0 ? (
        <EmptyNote>No policies yet.</EmptyNote>
      ) : (
        <ScrollTable
          caption={`Policies of ${clientName}: ${policies.length}`}
          minWidth="min-w-[60rem]"
          columns={[
            'Number',
            'Type and carrier',
            { label: 'Premium', numeric: true },
            { label: 'Deductible', numeric: true },
            'Term',
            'Status',
            { label: 'Actions', srOnly: true },
          ]}
        >
          {policies.map((policy) => {
            const cancelled = policy.status === 'cancelled';
            const busy = cancelPolicy.isPending && cancelPolicy.variables === policy.id;
            return (
              <tr key={policy.id}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-ink">
                  {policy.policyNumber}
                </th>
                <td className="px-4 py-3">
                  <span className="block text-ink">{policy.policyType}</span>
                  <span className="block text-slate-600">{policy.carrier}</span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(policy.premium)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(policy.deductible) ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">None</span>
                    </>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={policy.effectiveDate}>
                    {formatCalendarDate(policy.effectiveDate)}
                  </time>
                  {' – '}
                  <time dateTime={policy.expirationDate}>
                    {formatCalendarDate(policy.expirationDate)}
                  </time>
                </td>
                <td className="px-4 py-3">
                  <PolicyStatusBadge status={policy.status} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${policy.policyNumber}`}
                      onClick={() => setEditing({ kind: 'edit', policy })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Button>
                    {!cancelled && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={busy}
                        aria-label={`Cancel policy ${policy.policyNumber}`}
                        className="text-red-800 hover:bg-red-50"
                        onClick={() => setCancelling(policy)}
                      >
                        <XCircle aria-hidden="true" className="size-4" />
                        {busy ? 'Cancelling...' : 'Cancel policy'}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      )}
      <PolicyFormDialog
        clientId={clientId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancel policy ${cancelling?.policyNumber ?? ''}?`}
        description={`The policy will show as cancelled in ${clientName}'s portal. Its claims stay.`}
        cancelLabel="Keep policy"
        confirmLabel="Cancel policy"
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
