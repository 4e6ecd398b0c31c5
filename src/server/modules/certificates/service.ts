import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { agencyInstant } from '#shared/agency-time';
import { formatMoment } from '#shared/format';
import {
  type CertificateHolder,
  type CertificateRequest,
  type IssuedCertificate,
  type certificateHolderInputSchema,
  certificateMessages,
} from '#shared/certificates';
import { type ServiceRequest } from '#shared/change-requests';
import type { Db } from '#server/db/client';
import { certificateHolders, documents, serviceRequests } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { documentsIn, serviceRequestsIn, type ClientScope } from '../clients/scope';
import type { ServiceMail } from '../change-requests/emails';
import { fileRequest, serviceRequestReads, type Requester } from '../change-requests/service';

type HolderValues = z.output<typeof certificateHolderInputSchema>;

const holderColumns = {
  id: certificateHolders.id,
  name: certificateHolders.name,
  addressLine1: certificateHolders.addressLine1,
  addressLine2: certificateHolders.addressLine2,
  city: certificateHolders.city,
  state: certificateHolders.state,
  postalCode: certificateHolders.postalCode,
  email: certificateHolders.email,
  loanNumber: certificateHolders.loanNumber,
  location: certificateHolders.location,
};

/** What the certificate asks for beyond the holder, in words: "additional insured, …". */
export function endorsementsOf(request: {
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  primaryNonContributory: boolean;
}): string[] {
  return [
    request.additionalInsured ? 'additional insured' : null,
    request.waiverOfSubrogation ? 'waiver of subrogation' : null,
    request.primaryNonContributory ? 'primary and non-contributory' : null,
  ].filter((item): item is string => item !== null);
}

/**
 * A business client's certificates of insurance: the holders they are issued to (the account's),
 * requests for one needed by a day and time, and those issued. Every query is scoped by the
 * person's account (holders) or scope (requests, issued certificates).
 */
export function certificateService(db: Db, mail: ServiceMail, clock = () => new Date()) {
  const requestsWhere = serviceRequestReads(db);
  const accountOf = (scope: ClientScope) => {
    if (!scope.accountId) throw new HttpError(404, 'Not found');
    return scope.accountId;
  };

  async function holderOf(tx: Db, scope: ClientScope, id: number) {
    const [holder] = await tx
      .select(holderColumns)
      .from(certificateHolders)
      .where(
        and(eq(certificateHolders.id, id), eq(certificateHolders.accountId, accountOf(scope))),
      );
    return holder ?? null;
  }

  return {
    /** The account's holders, by name. */
    holders: (scope: ClientScope): Promise<CertificateHolder[]> =>
      scope.accountId
        ? db
            .select(holderColumns)
            .from(certificateHolders)
            .where(eq(certificateHolders.accountId, scope.accountId))
            .orderBy(asc(certificateHolders.name), asc(certificateHolders.id))
        : Promise.resolve([]),

    async addHolder(scope: ClientScope, values: HolderValues): Promise<CertificateHolder> {
      const [holder] = await db
        .insert(certificateHolders)
        .values({ ...values, accountId: accountOf(scope) })
        .returning(holderColumns);
      return holder!;
    },

    async updateHolder(
      scope: ClientScope,
      id: number,
      values: HolderValues,
    ): Promise<CertificateHolder> {
      // A holder serves every policy's certificates: someone who sees only some of them may use
      // and add holders, not change the ones the others' certificates go to.
      if (scope.chosen) {
        const [theirs] = await db
          .select({ id: certificateHolders.id })
          .from(certificateHolders)
          .where(
            and(eq(certificateHolders.id, id), eq(certificateHolders.accountId, accountOf(scope))),
          );
        if (!theirs) throw new HttpError(404, 'Not found');
        throw new HttpError(403, certificateMessages.holdersForAllPolicies);
      }
      const [holder] = await db
        .update(certificateHolders)
        .set(values)
        .where(
          and(eq(certificateHolders.id, id), eq(certificateHolders.accountId, accountOf(scope))),
        )
        .returning(holderColumns);
      if (!holder) throw new HttpError(404, 'Not found');
      return holder;
    },

    /**
     * A certificate for one of the account's holders, due when the client needs it. The request,
     * its first timeline entry and the two e-mails commit together.
     */
    async request(
      scope: ClientScope,
      requester: Requester,
      input: CertificateRequest,
    ): Promise<ServiceRequest> {
      const now = clock();
      const neededBy = agencyInstant(input.neededByDate, input.neededByTime);
      if (neededBy.getTime() <= now.getTime()) {
        throw new HttpError(400, certificateMessages.neededInPast, [
          { path: 'neededByTime', message: certificateMessages.neededInPast },
        ]);
      }
      const id = await db.transaction(async (tx) => {
        const holder = await holderOf(tx, scope, input.holderId);
        // Another account's holder, like a missing one, does not exist for them.
        if (!holder) throw new HttpError(404, 'Not found');
        const endorsements = endorsementsOf(input);
        const summary = [
          `Certificate for ${holder.name}, needed by ${formatMoment(neededBy.toISOString())}`,
          endorsements.length > 0 ? `: ${endorsements.join(', ')}` : '',
        ]
          .join('')
          .slice(0, 300);
        return fileRequest(
          tx,
          {
            accountId: accountOf(scope),
            policyId: null,
            type: 'certificate',
            details: {
              holder,
              neededBy: neededBy.toISOString(),
              additionalInsured: input.additionalInsured,
              waiverOfSubrogation: input.waiverOfSubrogation,
              primaryNonContributory: input.primaryNonContributory,
              operations: input.operations,
            },
            summary,
            note: input.note,
            dueAt: neededBy,
            certificateHolderId: holder.id,
            createdAt: now,
          },
          null,
          requester,
          mail,
        );
      });
      const [request] = await requestsWhere(serviceRequestsIn(scope), id);
      return request!;
    },

    /** The certificates issued to the account that the person sees, newest first. */
    async issued(scope: ClientScope): Promise<IssuedCertificate[]> {
      const rows = await db
        .select({
          id: documents.id,
          fileName: documents.fileName,
          uploadedAt: documents.uploadedAt,
          reference: serviceRequests.reference,
          holderName: certificateHolders.name,
        })
        .from(documents)
        .leftJoin(serviceRequests, eq(serviceRequests.id, documents.serviceRequestId))
        .leftJoin(
          certificateHolders,
          eq(certificateHolders.id, serviceRequests.certificateHolderId),
        )
        .where(and(eq(documents.kind, 'certificate'), documentsIn(scope)))
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
      return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
    },
  };
}
