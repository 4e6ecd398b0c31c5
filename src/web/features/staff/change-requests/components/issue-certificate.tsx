import * as React from 'react';
import { userMessage } from '~/lib/api';
import type { StaffServiceRequest } from '#shared/staff/change-requests';
import { useIssueCertificate } from '../api/service';

/**
 * A certificate request's certificate, made in the agency's management system: staff upload the
 * PDF; the request is completed and the client gets it attached. A corrected one is sent the same
 * way.
 */
export function IssueCertificate({ request }: { request: StaffServiceRequest }) {
  const issue = useIssueCertificate(request.id);
  const [said, setSaid] = React.useState<string | null>(null);
  const id = React.useId();
  const done = request.status === 'completed';
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold text-ink">
        {done ? 'Send a corrected certificate (PDF)' : 'The certificate (PDF)'}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        Choosing the file issues it: the request is completed and the client is e-mailed the
        certificate.
      </p>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={`${id}-hint`}
        disabled={issue.isPending}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        onChange={(event) => {
          const input = event.target;
          const file = input.files?.[0];
          if (!file) return;
          setSaid(`Issuing ${file.name}...`);
          issue.mutate(file, {
            onSuccess: () =>
              setSaid(`${file.name} is issued: the client is e-mailed the certificate.`),
            onError: (error) =>
              setSaid(userMessage(error, 'The certificate could not be issued. Please try again.')),
            onSettled: () => {
              input.value = '';
            },
          });
        }}
      />
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {said}
      </p>
    </div>
  );
}
