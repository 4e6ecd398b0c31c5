import { FileWarning } from 'lucide-react';
import * as React from 'react';
import { LoadingCards, PortalNotice } from '~/components/ui/portal-notice';
import { certificateMessages } from '#shared/certificates';
import {
  useCertificateHolders,
  useIssuedCertificates,
  useRefreshCertificateHolders,
} from '../api/certificates';
import { useClientAccount } from '../../api/account';
import { useServiceRequests } from '../../change-requests/api/change-requests';
import { CertificateHolders, type HoldersHandle } from './certificate-holders';
import { CertificateRequest } from './certificate-request-form';
import { IssuedCertificatesList } from './issued-certificates';
import { ServiceRequestCard } from '../../change-requests/components/request-card';
import { byOpenThenNewest } from '../../change-requests/components/your-requests';

const holdersFailed = 'Your certificate holders could not be loaded. Please try again later.';

/**
 * The Certificates tab of a business: ask for a certificate of insurance, follow the requests,
 * download those issued, and keep the holders they are made out to.
 */
export function CertificatesTab() {
  const holders = useCertificateHolders();
  // Someone who sees only some policies uses and adds holders, but does not change them.
  const seesEveryPolicy = useClientAccount().data?.policyScope !== 'chosen';
  const refreshHolders = useRefreshCertificateHolders();
  const holdersSection = React.useRef<HoldersHandle>(null);
  const [newHolderId, setNewHolderId] = React.useState<number | null>(null);
  const requestHeadingId = React.useId();
  const issuedHeadingId = React.useId();
  const holdersHeadingId = React.useId();
  // Shown from the data whenever there is some: a failed re-read keeps the list it had.
  const holderList = holders.data;

  return (
    <div className="space-y-10">
      <div>
        <h2 className="text-2xl font-bold text-ink">{certificateMessages.title}</h2>
        <p className="mt-1 max-w-3xl text-slate-700">{certificateMessages.intro}</p>
      </div>

      <section aria-labelledby={requestHeadingId} className="max-w-3xl space-y-4">
        <h3 id={requestHeadingId} className="text-xl font-bold text-ink">
          Request a certificate
        </h3>
        {holderList ? (
          <CertificateRequest
            holders={holderList}
            newHolderId={newHolderId}
            onAddHolder={() => holdersSection.current?.startAdding()}
            onHolderGone={refreshHolders}
          />
        ) : holders.isError ? (
          <p className="text-slate-700">{holdersFailed}</p>
        ) : (
          <p role="status" aria-busy="true" className="text-slate-700">
            Loading your certificate holders...
          </p>
        )}
      </section>

      <CertificateRequests />

      <section aria-labelledby={issuedHeadingId} className="space-y-4">
        <h3 id={issuedHeadingId} className="text-xl font-bold text-ink">
          {certificateMessages.issued}
        </h3>
        <IssuedCertificates />
      </section>

      <section aria-labelledby={holdersHeadingId} className="max-w-3xl space-y-4">
        <h3 id={holdersHeadingId} className="text-xl font-bold text-ink">
          Certificate holders
        </h3>
        {holderList ? (
          <CertificateHolders
            ref={holdersSection}
            holders={holderList}
            canEdit={seesEveryPolicy}
            onAdded={(holder) => setNewHolderId(holder.id)}
            onGone={refreshHolders}
          />
        ) : holders.isError ? (
          <PortalNotice
            tone="error"
            icon={FileWarning}
            title="Unable to load your holders"
            text={holdersFailed}
          />
        ) : null}
      </section>
    </div>
  );
}

/**
 * "Your certificate requests": open first, each with its timeline, answers and files. Nothing
 * while they load, when they cannot be read, or when there are none yet.
 */
function CertificateRequests() {
  const requests = useServiceRequests();
  const headingId = React.useId();
  const certificates = (requests.data ?? [])
    .filter((request) => request.kind === 'certificate')
    .sort(byOpenThenNewest);
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-bold text-ink">
        Your certificate requests
      </h3>
      <ul className="grid gap-5 lg:grid-cols-2">
        {certificates.map((request) => (
          <li key={request.id} className="flex min-w-0">
            <ServiceRequestCard request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function IssuedCertificates() {
  const issued = useIssuedCertificates();
  if (issued.data) return <IssuedCertificatesList certificates={issued.data} />;
  if (issued.isError) {
    return (
      <PortalNotice
        tone="error"
        icon={FileWarning}
        title="Unable to load your certificates"
        text="Your issued certificates could not be loaded. Please try again later."
      />
    );
  }
  return <LoadingCards label="Loading your certificates..." count={1} />;
}
