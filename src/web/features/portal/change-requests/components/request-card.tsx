import '~/lib/zod-jitless';
import { Paperclip } from 'lucide-react';
import * as React from 'react';
import { documentHref } from '~/components/ui/file-preview';
import { Label } from '~/components/ui/label';
import { Badge } from '~/components/ui/portal-notice';
import { useApiForm } from '~/lib/use-api-form';
import { browserFileProblem, documentAccept } from '#shared/documents';
import { formatDay, formatFileSize } from '#shared/format';
import {
  MAX_REQUEST_ATTACHMENTS,
  type ServiceRequest,
  type ServiceRequestEvent,
  type ServiceRequestStatus,
  attachmentMessages,
  serviceMessages,
  serviceReplySchema,
  serviceRequestTypeLabels,
  serviceStatusText,
} from '#shared/change-requests';
import { useReplyToServiceRequest, useUploadRequestAttachment } from '../api/change-requests';
import { RecordCard, RecordHistory } from '../../shared/record-card';
import { MessageForm, MessageFormToggle, useMessageFormToggle } from '../../shared/message-form';
import { fileInputClasses, requestFilesHint, uploadProblem } from '../../shared/request-files';

export const serviceStatusClasses: Record<ServiceRequestStatus, string> = {
  received: 'bg-brand-100 text-brand-900',
  'in-progress': 'bg-sun-200 text-ink',
  'sent-to-carrier': 'bg-sky-100 text-sky-900',
  'needs-information': 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-800',
};

const statusLabel = (status: ServiceRequestStatus, kind: ServiceRequest['kind']) =>
  serviceStatusText(status, kind).label;

/** Who wrote a note: the client's own answer, or the agency's words to them. */
const author = (event: ServiceRequestEvent) => (event.byClient ? 'You wrote' : 'Your agent wrote');

/** The line of a timeline entry: a status change ("In progress → Sent to carrier"), or a note. */
export function eventTitle(event: ServiceRequestEvent, kind: ServiceRequest['kind']): string {
  if (event.toStatus === null) return author(event);
  const to = statusLabel(event.toStatus, kind);
  return event.fromStatus === null ? to : `${statusLabel(event.fromStatus, kind)} → ${to}`;
}

/** The request's steps and notes, oldest first, as a small timeline. */
function RequestHistory({ request, headingId }: { request: ServiceRequest; headingId: string }) {
  return (
    <div className="border-t border-slate-200 pt-4">
      <h5 id={headingId} className="text-sm font-semibold text-ink">
        What has happened
      </h5>
      <RecordHistory
        headingId={headingId}
        events={request.history}
        title={(event) => eventTitle(event, request.kind)}
        note={(event) =>
          event.note && (
            <div className="mt-1">
              {/* A status change with words: who wrote them is said with them. */}
              {event.toStatus !== null && <p className="text-slate-600">{author(event)}:</p>}
              <p className="break-words whitespace-pre-line text-slate-800">{event.note}</p>
            </div>
          )
        }
      />
    </div>
  );
}

/** The agency's latest words to the client: what it needs, said above the answer form. */
function latestAgentNote(request: ServiceRequest): string | null {
  const notes = request.history.filter((event) => event.note && !event.byClient);
  return notes.at(-1)?.note ?? null;
}

/** One change request: reference, what was asked, its status and timeline, files, answers. */
export function ServiceRequestCard({ request }: { request: ServiceRequest }) {
  const id = React.useId();
  const status = serviceStatusText(request.status, request.kind);
  const open = request.status !== 'completed';
  const needsInformation = request.status === 'needs-information';
  const agentNote = needsInformation ? latestAgentNote(request) : null;
  // The thanks for an answer live here: an answer to Needs information moves the request on,
  // and the form it was written in goes away.
  const [thanks, setThanks] = React.useState<string | null>(null);
  const thanksRef = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);
  const replied = () => setThanks(serviceMessages.replySent);
  return (
    <RecordCard
      title={request.reference}
      level={4}
      about={
        <>
          <p className="font-medium text-ink">{serviceRequestTypeLabels[request.type]}</p>
          {request.policyNumber && (
            <p className="text-slate-700">
              {request.policyType} · {request.policyNumber}
            </p>
          )}
          <p className="text-sm text-slate-600">
            Sent <time dateTime={request.createdAt}>{formatDay(request.createdAt)}</time>
          </p>
        </>
      }
      badge={<Badge className={serviceStatusClasses[request.status]}>{status.label}</Badge>}
      className="p-5"
    >
      <p
        className={
          needsInformation
            ? 'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950'
            : 'rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800'
        }
      >
        {status.text}
      </p>
      {needsInformation && (
        <div className="space-y-3">
          {agentNote && (
            <div className="rounded-md border-l-4 border-amber-400 bg-white px-3 py-2 text-sm">
              <p className="font-semibold text-ink">Your agent wrote:</p>
              <p className="break-words whitespace-pre-line text-slate-800">{agentNote}</p>
            </div>
          )}
          <ReplyBox request={request} startOpen onOpen={() => setThanks(null)} onSent={replied} />
        </div>
      )}
      <p className="break-words text-ink">{request.summary}</p>
      {request.history.length > 0 && (
        <RequestHistory request={request} headingId={`${id}-history`} />
      )}
      <Attachments request={request} headingId={`${id}-files`} />
      {/* Always on the card, so the thanks are announced when they arrive. */}
      <p
        ref={thanksRef}
        role="status"
        tabIndex={-1}
        className="text-sm font-medium text-green-800 empty:hidden focus:outline-none"
      >
        {thanks}
      </p>
      {open ? (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          {!needsInformation && (
            <ReplyBox
              request={request}
              startOpen={false}
              onOpen={() => setThanks(null)}
              onSent={replied}
            />
          )}
          <AddFile request={request} />
        </div>
      ) : (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
          {serviceMessages.closed}
        </p>
      )}
    </RecordCard>
  );
}

function Attachments({ request, headingId }: { request: ServiceRequest; headingId: string }) {
  if (request.attachments.length === 0) return null;
  return (
    <div>
      <h5 id={headingId} className="text-sm font-semibold text-ink">
        Files
      </h5>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1.5 text-sm">
        {request.attachments.map((file) => (
          <li key={file.id} className="flex min-w-0 items-start gap-2">
            <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
            <span className="min-w-0">
              <a
                href={documentHref(file.id)}
                className="rounded-sm font-semibold break-all text-brand-800 underline hover:text-brand-900"
              >
                {file.fileName}
              </a>{' '}
              <span className="whitespace-nowrap text-slate-600">
                ({formatFileSize(file.fileSize)})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Answer your agent": open from the start when the agent waits for information, else behind a
 * button. After an answer the form starts empty again (or closes, behind its button).
 */
function ReplyBox({
  request,
  startOpen,
  onOpen,
  onSent,
}: {
  request: ServiceRequest;
  startOpen: boolean;
  onOpen: () => void;
  onSent: () => void;
}) {
  const { open, setOpen, toggle, formId, close } = useMessageFormToggle(startOpen);
  // A new form, empty, after each answer.
  const [formKey, setFormKey] = React.useState(0);

  return (
    <div className="space-y-3">
      {!startOpen && (
        <MessageFormToggle
          ref={toggle}
          open={open}
          formId={formId}
          onClick={() => {
            if (!open) onOpen();
            setOpen((shown) => !shown);
          }}
        >
          Answer your agent
        </MessageFormToggle>
      )}
      {open && (
        <ReplyForm
          key={formKey}
          id={formId}
          request={request}
          focusOnOpen={!startOpen}
          onCancel={startOpen ? undefined : close}
          onSent={() => {
            setFormKey((key) => key + 1);
            if (!startOpen) setOpen(false);
            onSent();
          }}
        />
      )}
    </div>
  );
}

function ReplyForm({
  id,
  request,
  focusOnOpen,
  onCancel,
  onSent,
}: {
  id: string;
  request: ServiceRequest;
  focusOnOpen: boolean;
  onCancel?: () => void;
  onSent: () => void;
}) {
  const reply = useReplyToServiceRequest();
  const api = useApiForm({
    schema: serviceReplySchema,
    defaultValues: { message: '' },
    send: (values) => reply.mutateAsync({ id: request.id, message: values.message }),
    onSent,
    fallback: 'Your answer could not be sent. Please try again, or call us.',
    mode: 'onTouched',
  });
  const { setFocus } = api.form;

  // Opened by the button: the person goes on writing in the field.
  React.useEffect(() => {
    if (focusOnOpen) setFocus('message');
  }, [focusOnOpen, setFocus]);

  return (
    <MessageForm
      id={id}
      label={`Answer your agent about ${request.reference}`}
      fieldLabel="Your answer"
      hint="Your agent gets it by e-mail and it is kept with the request."
      api={api}
      onCancel={onCancel}
    />
  );
}

/** "Add a file": one more file for the request, checked here first, then sent. */
function AddFile({ request }: { request: ServiceRequest }) {
  const upload = useUploadRequestAttachment();
  const [said, setSaid] = React.useState<{ ok: boolean; text: string } | null>(null);
  const inputId = React.useId();
  const hintId = `${inputId}-hint`;

  if (request.attachments.length >= MAX_REQUEST_ATTACHMENTS) {
    return <p className="text-sm text-slate-700">{attachmentMessages.tooMany}</p>;
  }

  function send(file: File | undefined) {
    if (!file) return;
    const problem = browserFileProblem(file);
    if (problem) {
      setSaid({ ok: false, text: `${file.name}: ${problem.description}` });
      return;
    }
    setSaid(null);
    upload.mutate(
      { requestId: request.id, file },
      {
        onSuccess: () => setSaid({ ok: true, text: `${file.name} is attached.` }),
        onError: (error) => setSaid({ ok: false, text: `${file.name}: ${uploadProblem(error)}` }),
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>Add a file</Label>
      <p id={hintId} className="text-sm text-slate-600">
        {requestFilesHint}
      </p>
      <input
        id={inputId}
        type="file"
        accept={documentAccept}
        aria-describedby={hintId}
        disabled={upload.isPending}
        className={fileInputClasses}
        onChange={(event) => {
          send(event.currentTarget.files?.[0]);
          // The same file may be chosen again after a failure.
          event.currentTarget.value = '';
        }}
      />
      <p
        role="status"
        className={
          said?.ok === false
            ? 'text-sm font-medium text-red-700 empty:hidden'
            : 'text-sm font-medium text-green-800 empty:hidden'
        }
      >
        {upload.isPending ? 'Sending the file...' : said?.text}
      </p>
    </div>
  );
}
