import * as React from 'react';
import type { z } from 'zod';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { DialogFormEnd, ModalDialog, dialogFormValidation } from '~/components/ui/modal-dialog';
import { NativeSelect } from '~/components/ui/native-select';
import { useApiForm } from '~/lib/use-api-form';
import { policyStatuses } from '#shared/policies';
import {
  type PolicyInput,
  type PolicyValues,
  type StaffPolicy,
  carrierNames,
  editPolicySchema,
  policyInputSchema,
  policyStatusLabels,
  policyTypeSuggestions,
} from '#shared/staff/policies';
import { useCreatePolicy, useUpdatePolicy } from '../api/policies';
import { changedFields, newPolicyValues, policyFormValues } from '../lib/policy-form';
import { RequiredFieldsNote } from '~/components/ui/required-fields-note';

/** What the dialog is doing: adding a policy to the client, or editing one of theirs. */
export type PolicyEditing = { kind: 'add' } | { kind: 'edit'; policy: StaffPolicy };

/**
 * "Add policy" and "Edit policy": the shared policy schema checks each field as it is left, and
 * the server's field errors (a policy number already taken) land on their fields.
 */
export function PolicyFormDialog({
  clientId,
  editing,
  onClose,
  onSaved,
}: {
  clientId: string;
  editing: PolicyEditing | null;
  onClose: () => void;
  onSaved: (policy: StaffPolicy, kind: PolicyEditing['kind']) => void;
}) {
  // The last policy shown stays while the dialog closes, so its title does not blink.
  const [shown, setShown] = React.useState(editing);
  if (editing && editing !== shown) setShown(editing);
  const title =
    shown?.kind === 'edit' ? `Edit policy ${shown.policy.policyNumber}` : 'Add a policy';
  return (
    <ModalDialog
      open={editing !== null}
      onClose={onClose}
      title={title}
      className="w-[min(42rem,calc(100vw-2rem))]"
    >
      {shown && (
        <PolicyForm clientId={clientId} editing={shown} onCancel={onClose} onSaved={onSaved} />
      )}
    </ModalDialog>
  );
}

function PolicyForm({
  clientId,
  editing,
  onCancel,
  onSaved,
}: {
  clientId: string;
  editing: PolicyEditing;
  onCancel: () => void;
  onSaved: (policy: StaffPolicy, kind: PolicyEditing['kind']) => void;
}) {
  const current = editing.kind === 'edit' ? editing.policy : null;
  // Editing keeps a carrier the policy already names, even when it is not on the list.
  const schema: z.ZodType<PolicyValues, PolicyInput> = React.useMemo(
    () => (current ? editPolicySchema(current.carrier) : policyInputSchema),
    [current],
  );
  const create = useCreatePolicy(clientId);
  const update = useUpdatePolicy();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema,
    defaultValues: current ? policyFormValues(current) : newPolicyValues(),
    // An edit sends only what changed; nothing changed closes the dialog without a request.
    send: async (values: PolicyValues): Promise<StaffPolicy | null> => {
      if (!current) return create.mutateAsync(values);
      const changes = changedFields(values, form.formState.dirtyFields);
      if (Object.keys(changes).length === 0) return null;
      return update.mutateAsync({ id: current.id, changes });
    },
    onSent: (policy) => (policy ? onSaved(policy, editing.kind) : onCancel()),
    fallback: 'The policy could not be saved. Please try again.',
    ...dialogFormValidation,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const unlistedCarrier =
    current && !carrierNames.includes(current.carrier) ? current.carrier : null;
  const typesId = React.useId();

  return (
    <form
      noValidate
      aria-label={current ? 'Edit policy' : 'Add a policy'}
      onSubmit={onSubmit}
      className="mt-4 space-y-5"
    >
      <RequiredFieldsNote>
        The client sees the policy in their portal as soon as it is saved.
      </RequiredFieldsNote>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Policy number" required error={errors.policyNumber?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              spellCheck={false}
              {...register('policyNumber')}
            />
          )}
        </FormField>
        <FormField label="Policy type" required error={errors.policyType?.message}>
          {(control) => (
            <>
              <Input {...control} list={typesId} autoComplete="off" {...register('policyType')} />
              <datalist id={typesId}>
                {policyTypeSuggestions.map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          label="Carrier"
          required
          error={errors.carrier?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <NativeSelect {...control} {...register('carrier')}>
              <option value="">Choose a carrier</option>
              {unlistedCarrier && (
                <option value={unlistedCarrier}>{unlistedCarrier} (not on the carrier list)</option>
              )}
              {carrierNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Premium (USD)"
          required
          hint="In dollars and cents, e.g. 1284.50"
          error={errors.premium?.message}
        >
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...register('premium')} />
          )}
        </FormField>
        <FormField
          label="Deductible (USD)"
          hint="Leave empty when the policy has none"
          error={errors.deductible?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              {...register('deductible')}
            />
          )}
        </FormField>
        <FormField label="Effective date" required error={errors.effectiveDate?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              // The order of the dates is told on the expiration date: check it again when the
              // effective date changes.
              {...register('effectiveDate', { deps: ['expirationDate'] })}
            />
          )}
        </FormField>
        <FormField label="Expiration date" required error={errors.expirationDate?.message}>
          {(control) => <Input {...control} type="date" {...register('expirationDate')} />}
        </FormField>
        <FormField label="Status" required error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('status')}>
              {policyStatuses.map((status) => (
                <option key={status} value={status}>
                  {policyStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <DialogFormEnd formError={formError} pending={pending} onCancel={onCancel}>
        {pending ? 'Saving...' : current ? 'Save changes' : 'Add policy'}
      </DialogFormEnd>
    </form>
  );
}
