import '~/lib/zod-jitless';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormSubmit } from '~/components/ui/form-submit';
import { SelectField } from '~/components/ui/select-field';
import { TextField } from '~/components/ui/text-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { ApiError } from '~/lib/api';
import { useApiForm } from '~/lib/use-api-form';
import { agencyToday } from '#shared/agency-time';
import {
  CERTIFICATE_DAYS_AHEAD,
  type CertificateHolder,
  certificateMessages,
} from '#shared/certificates';
import { type ServiceRequest } from '#shared/change-requests';
import { useCreateCertificateRequest } from '../api/certificates';
import {
  certificateRequestFormSchema,
  emptyCertificateRequest,
  endorsements,
  holderChoiceLabel,
  neededByWindow,
} from '../lib/certificate-form';
import { agentNoteField, PortalForm } from '../../shared/portal-form';
import {
  ChosenFiles,
  UploadResults,
  useRequestUploads,
} from '../../change-requests/components/request-uploads';
import { RequestSentPanel } from '../../shared/request-sent';
import type { FileUpload } from '../../shared/upload-row';

const holderGone = 'This holder is no longer on your account. Please choose another.';

/**
 * "Request a certificate": the form, then, once the request is in, its confirmation while the
 * contract's requirements are sent. "Ask for another" starts a fresh form.
 */
export function CertificateRequest({
  holders,
  newHolderId,
  onAddHolder,
  onHolderGone,
}: {
  holders: CertificateHolder[];
  /** A holder just added: chosen in the form when none is chosen yet. */
  newHolderId: number | null;
  /** Takes the person to the form that adds a holder. */
  onAddHolder: () => void;
  /** The chosen holder is not the account's any more: the list is read again. */
  onHolderGone: () => void;
}) {
  const { uploads, sendAll, retry } = useRequestUploads();
  const [sent, setSent] = React.useState<ServiceRequest | null>(null);
  const [formKey, setFormKey] = React.useState(0);

  if (sent) {
    return (
      <RequestSent
        request={sent}
        uploads={uploads}
        onRetry={(item) => void retry(sent.id, item)}
        onAnother={() => {
          setSent(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <RequestForm
      key={formKey}
      holders={holders}
      newHolderId={newHolderId}
      focusFirst={formKey > 0}
      onAddHolder={onAddHolder}
      onHolderGone={onHolderGone}
      onSent={(request, files) => {
        setSent(request);
        // The request is kept first; its files follow, each on its own.
        void sendAll(request.id, files);
      }}
    />
  );
}

function RequestForm({
  holders,
  newHolderId,
  focusFirst,
  onAddHolder,
  onHolderGone,
  onSent,
}: {
  holders: CertificateHolder[];
  newHolderId: number | null;
  focusFirst: boolean;
  onAddHolder: () => void;
  onHolderGone: () => void;
  onSent: (request: ServiceRequest, files: File[]) => void;
}) {
  const create = useCreateCertificateRequest();
  const [files, setFiles] = React.useState<File[]>([]);
  const [schema] = React.useState(() => certificateRequestFormSchema());
  const { form, onSubmit, pending, formError } = useApiForm({
    schema,
    defaultValues: emptyCertificateRequest,
    send: async (request) => {
      try {
        return await create.mutateAsync(request);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        onHolderGone();
        throw new ApiError(404, error.message, undefined, [
          { path: 'holderId', message: holderGone },
        ]);
      }
    },
    onSent: (request) => onSent(request, files),
    fallback: 'We could not send your request. Please try again, or call us.',
    mode: 'onTouched',
  });
  const { register, setFocus, getValues, setValue } = form;
  const { min, max } = neededByWindow(agencyToday());

  React.useEffect(() => {
    if (focusFirst) setFocus('holderId');
  }, [focusFirst, setFocus]);

  // A holder added while this form is shown is the one the person means to ask for, unless they
  // chose one already; chosen once its option is in the list.
  const chosenNew = React.useRef(newHolderId);
  React.useEffect(() => {
    if (newHolderId === null || chosenNew.current === newHolderId) return;
    if (!holders.some((holder) => holder.id === newHolderId)) return;
    chosenNew.current = newHolderId;
    if (getValues('holderId') === '') {
      setValue('holderId', String(newHolderId), { shouldDirty: true, shouldValidate: true });
    }
  }, [newHolderId, holders, getValues, setValue]);

  return (
    <PortalForm aria-label="Request a certificate" onSubmit={onSubmit} className="space-y-6">
      <SelectField
        form={form}
        name="holderId"
        label="Certificate holder"
        required
        hint={
          holders.length === 0 ? (
            <>
              {certificateMessages.noHolders}{' '}
              <button
                type="button"
                onClick={onAddHolder}
                className="rounded-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Add a holder
              </button>
            </>
          ) : (
            'Who the certificate is made out to: a customer, a landlord or a lender.'
          )
        }
        placeholder={holders.length === 0 ? 'No holders yet' : 'Select a holder'}
        choices={holders.map((holder) => ({
          value: String(holder.id),
          label: holderChoiceLabel(holder),
        }))}
      />
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-ink">When do you need it?</legend>
        <p className="text-sm text-slate-600">
          Within the next {CERTIFICATE_DAYS_AHEAD} days, by our clock in Kansas (Central time).
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="neededByDate"
            label="Date you need it by"
            required
            type="date"
            min={min}
            max={max}
          />
          <TextField
            form={form}
            name="neededByTime"
            label="Time you need it by"
            required
            type="time"
            step={60}
          />
        </div>
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-ink">What does the contract ask for?</legend>
        <p className="text-sm text-slate-600">
          Tick only what the contract names. Not sure? Leave them and say so in the note.
        </p>
        {endorsements.map((endorsement) => (
          <Endorsement
            key={endorsement.name}
            label={endorsement.label}
            hint={endorsement.hint}
            registration={register(endorsement.name)}
          />
        ))}
      </fieldset>
      <TextareaField
        form={form}
        name="operations"
        label="Description of operations"
        hint="Optional. The job, the site or the vehicles the certificate should name, in the contract's words."
        rows={3}
      />
      <ChosenFiles
        label="Insurance requirements from the contract"
        hint="The pages of the contract that list the insurance it asks for."
        files={files}
        onChange={setFiles}
      />
      <TextareaField form={form} name="note" {...agentNoteField} />
      <FormSubmit formError={formError} pending={pending} label="Send" pendingLabel="Sending..." />
    </PortalForm>
  );
}

/** One tick box with its line of plain English, read with it. */
function Endorsement({
  label,
  hint,
  registration,
}: {
  label: string;
  hint: string;
  registration: React.ComponentProps<'input'>;
}) {
  const id = React.useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...registration}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The request is in: its reference and what was asked, and each file as it is sent. The request
 * is kept whatever happens to its files.
 */
function RequestSent({
  request,
  uploads,
  onRetry,
  onAnother,
}: {
  request: ServiceRequest;
  uploads: FileUpload[];
  onRetry: (upload: FileUpload) => void;
  onAnother: () => void;
}) {
  return (
    <RequestSentPanel
      level={4}
      className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <p className="text-lg text-ink">{certificateMessages.requestSent(request.reference)}</p>
      <p className="rounded-md bg-white p-4 break-words text-ink">{request.summary}</p>
      <UploadResults uploads={uploads} onRetry={onRetry} />
      <Button type="button" variant="outline" onClick={onAnother}>
        Ask for another certificate
      </Button>
    </RequestSentPanel>
  );
}
