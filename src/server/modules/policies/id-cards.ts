import PDFDocument from 'pdfkit';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import { agencyToday } from '#shared/agency-time';
import { accountName } from '#shared/clients';
import { formatCalendarDate } from '#shared/format';
import {
  AUTO_POLICY_TYPE,
  cardUnavailable,
  idCardMessages,
  vehicleName,
  type IdCard,
} from '#shared/id-cards';
import type { Db } from '#server/db/client';
import { clientAccounts, clientPolicies, documents, policyVehicles } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { policiesIn, type ClientScope } from '../clients/scope';
import { composeEmail } from '../mail/compose';
import { enqueueEmails } from '../mail/outbox';
import type { DocumentStorage } from '../documents/storage';

const notFound = () => new HttpError(404, 'Not found');

/** Auto policies: those that list a vehicle, and those whose line says so. */
const isAuto = or(
  sql`${clientPolicies.policyType} ~* ${`(${AUTO_POLICY_TYPE})`}`,
  sql`exists (select 1 from ${policyVehicles} where ${policyVehicles.policyId} = ${clientPolicies.id})`,
);

/** What one card shows: the insurer, the policy, the vehicle, the insured, the agency. */
export interface CardFacts {
  insurer: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  vehicle: { year: number | null; make: string | null; model: string | null; vin: string };
  insured: string;
  agency: Pick<AgencyProfile, 'name' | 'phone'>;
}

/**
 * A wallet-size card (3.5 × 2 inches) with what Kansas asks a proof of insurance to show
 * (K.S.A. 40-3104: the insurer, the policy number, its effective and expiration dates, the
 * vehicle's year, make, model and VIN, the insured's name), and the agency to call. PDFKit's
 * standard Helvetica, so the text is real text a reader (or a test) can extract.
 */
export function renderCard(facts: CardFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [252, 144],
    margins: { top: 10, bottom: 6, left: 12, right: 12 },
    info: { Title: `Proof of insurance ${facts.policyNumber}`, Author: facts.agency.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 228;
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(6.5).text(`${label}: `, { continued: true, width });
    doc.font('Helvetica').text(value, { width });
  };
  doc.font('Helvetica-Bold').fontSize(8.5).text('KANSAS PROOF OF INSURANCE', { width });
  doc.font('Helvetica').fontSize(6).text('Automobile liability insurance identification card', {
    width,
  });
  doc.moveDown(0.4);
  line('Insurer', facts.insurer);
  line('Policy number', facts.policyNumber);
  line(
    'Effective',
    `${formatCalendarDate(facts.effectiveDate)}   Expires: ${formatCalendarDate(facts.expirationDate)}`,
  );
  line('Vehicle', vehicleName(facts.vehicle));
  line('VIN', facts.vehicle.vin);
  line('Insured', facts.insured);
  doc.moveDown(0.4);
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .text(`Questions or a claim: ${facts.agency.name}, ${facts.agency.phone}`, { width });
  doc.end();
  return done;
}

/** The auto policies in scope with their vehicles, and why a policy gives no card now. */
export async function listIdCards(db: Db, scope: ClientScope): Promise<IdCard[]> {
  const policies = await db
    .select()
    .from(clientPolicies)
    .where(and(policiesIn(scope), isAuto))
    .orderBy(sql`${clientPolicies.status} <> 'active'`, asc(clientPolicies.expirationDate));
  if (policies.length === 0) return [];
  const vehicles = await db
    .select()
    .from(policyVehicles)
    .where(
      inArray(
        policyVehicles.policyId,
        policies.map((p) => p.id),
      ),
    )
    .orderBy(asc(policyVehicles.id));
  const carrierCards = await db
    .select({
      id: documents.id,
      policyId: documents.policyId,
      termExpires: documents.termExpires,
    })
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'id-card'),
        inArray(
          documents.policyId,
          policies.map((p) => p.id),
        ),
      ),
    )
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  const today = agencyToday();
  return policies.map((p) => {
    const own = vehicles.filter((v) => v.policyId === p.id);
    // The carrier's card of this term (a card of an earlier term is no proof now).
    const carrierCard = carrierCards.find(
      (c) => c.policyId === p.id && c.termExpires === p.expirationDate,
    );
    const unavailable = cardUnavailable(p, today);
    return {
      carrierCardId: unavailable ? null : (carrierCard?.id ?? null),
      policyId: p.id,
      policyNumber: p.policyNumber,
      policyType: p.policyType,
      carrier: p.carrier,
      effectiveDate: p.effectiveDate,
      expirationDate: p.expirationDate,
      unavailable:
        unavailable ?? (own.length === 0 && !carrierCard ? idCardMessages.noVehicles : null),
      vehicles: own.map((v) => ({
        id: v.id,
        year: v.year,
        make: v.make,
        model: v.model,
        vin: v.vin,
      })),
    };
  });
}

/**
 * Proof of insurance in the portal: the auto policies in the person's scope with their vehicles,
 * the card of one vehicle as a PDF, and the card e-mailed to the person. A policy not in force
 * gives no card and says why.
 */
export function idCardService(db: Db, agency: AgencyProfile) {
  async function facts(scope: ClientScope, policyId: number, vehicleId: number) {
    const [row] = await db
      .select({
        policy: clientPolicies,
        vehicle: policyVehicles,
        account: clientAccounts,
      })
      .from(clientPolicies)
      .innerJoin(policyVehicles, eq(policyVehicles.policyId, clientPolicies.id))
      .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
      .where(
        and(eq(clientPolicies.id, policyId), eq(policyVehicles.id, vehicleId), policiesIn(scope)),
      );
    if (!row) throw notFound();
    const unavailable = cardUnavailable(row.policy, agencyToday());
    if (unavailable) throw new HttpError(409, unavailable);
    return {
      insurer: row.policy.carrier,
      policyNumber: row.policy.policyNumber,
      effectiveDate: row.policy.effectiveDate,
      expirationDate: row.policy.expirationDate,
      vehicle: row.vehicle,
      insured: accountName(row.account),
      agency,
    } satisfies CardFacts;
  }

  const fileName = (f: CardFacts) =>
    `proof-of-insurance-${f.policyNumber.replace(/[^\w-]+/g, '-')}-${f.vehicle.vin}.pdf`;

  return {
    list: (scope: ClientScope) => listIdCards(db, scope),

    /** The card of one vehicle: its PDF and a file name. */
    async pdf(scope: ClientScope, policyId: number, vehicleId: number) {
      const card = await facts(scope, policyId, vehicleId);
      return { bytes: await renderCard(card), fileName: fileName(card) };
    },

    /**
     * E-mails the carrier's own card of the current term (staff uploaded it) to the person
     * asking, as an attachment.
     */
    async emailCarrierCard(
      scope: ClientScope,
      to: string,
      policyId: number,
      storage: DocumentStorage,
    ): Promise<{ message: string }> {
      const card = (await listIdCards(db, scope)).find((c) => c.policyId === policyId);
      if (!card) throw notFound();
      if (card.unavailable && card.carrierCardId === null)
        throw new HttpError(409, card.unavailable);
      if (card.carrierCardId === null) throw notFound();
      const [document] = await db
        .select()
        .from(documents)
        .where(eq(documents.id, card.carrierCardId));
      const file = await storage.open(document!.filePath);
      if (!file) throw notFound();
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
      await enqueueEmails(db, [
        {
          ...composeEmail(
            {
              kind: 'id-card',
              to,
              subject: `Your proof of insurance: ${card.carrier} policy ${card.policyNumber}`,
              paragraphs: [
                `Attached is your insurance company's proof of insurance for ${card.carrier} policy ${card.policyNumber}, valid until ${formatCalendarDate(card.expirationDate)}.`,
                'Keep it on your phone or print it and keep it in the vehicle.',
              ],
            },
            agency,
          ),
          attachments: [
            {
              filename: document!.fileName,
              contentType: 'application/pdf',
              contentBase64: Buffer.concat(chunks).toString('base64'),
            },
          ],
        },
      ]);
      return { message: idCardMessages.emailed(to) };
    },

    /** E-mails the card to the person asking, as an attachment. */
    async email(
      scope: ClientScope,
      to: string,
      policyId: number,
      vehicleId: number,
    ): Promise<{ message: string }> {
      const card = await facts(scope, policyId, vehicleId);
      const bytes = await renderCard(card);
      await enqueueEmails(db, [
        {
          ...composeEmail(
            {
              kind: 'id-card',
              to,
              subject: `Your proof of insurance: ${vehicleName(card.vehicle)}, policy ${card.policyNumber}`,
              paragraphs: [
                `Attached is your proof of insurance for the ${vehicleName(card.vehicle)} (VIN ${card.vehicle.vin}) on ${card.insurer} policy ${card.policyNumber}, valid until ${formatCalendarDate(card.expirationDate)}.`,
                'Keep it on your phone or print it and keep it in the vehicle.',
              ],
            },
            agency,
          ),
          attachments: [
            {
              filename: fileName(card),
              contentType: 'application/pdf',
              contentBase64: bytes.toString('base64'),
            },
          ],
        },
      ]);
      return { message: idCardMessages.emailed(to) };
    },
  };
}
