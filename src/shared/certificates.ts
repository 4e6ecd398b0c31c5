import { z } from 'zod';
import { agencyToday, daysBetween } from './agency-time';
import { endpoint } from './endpoints';
import { calendarDate, recordId, recordIdParams } from './fields';
import { optionalText, requestNote, serviceRequestSchema, text } from './change-requests';

/** Certificates of insurance, for business clients: the holders they are sent to, a request for one, those issued. */
export const certificateMessages = {
  holdersForAllPolicies:
    "A certificate holder serves every policy of the account: only someone who sees all of them can change one. Add a new holder instead, or ask the account's holder.",
  tab: 'Certificates',
  title: 'Certificates of insurance',
  intro:
    'A certificate shows a customer, a landlord or a lender that your business is insured. Keep the holders you send them to here, and ask for one when a job needs it.',
  holderNameRequired: "Please enter the holder's name",
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty',
  stateInvalid: 'Please enter the two-letter state, or leave it empty',
  zipInvalid: 'Please enter the ZIP code (5 digits, or ZIP+4), or leave it empty',
  holderRequired: 'Please choose the certificate holder',
  neededDateInvalid: 'Please enter the date you need it by',
  neededTimeInvalid: 'Please enter the time you need it by',
  neededInPast: 'Please choose a time that has not passed',
  neededTooFar: 'Please choose a date within the next 90 days',
  holderSaved: 'The holder is saved.',
  requestSent: (reference: string) =>
    `Your certificate request ${reference} is in. We will e-mail the certificate to you when it is issued.`,
  issued: 'Issued certificates',
  noIssued: 'No certificate has been issued yet.',
  noHolders: 'No holders yet: add the first one below.',
  pdfOnly: 'The certificate must be a PDF file.',
  notCertificate: 'Only a certificate request takes a certificate',
} as const;

/** POST /api/client/certificate-holders, PUT …/:id: who a certificate is issued to. */
export const certificateHolderInputSchema = z.object({
  name: text(200, certificateMessages.holderNameRequired),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  state: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, certificateMessages.stateInvalid)
    .nullish()
    .transform((state) => state?.toUpperCase() || null),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, certificateMessages.zipInvalid)
    .nullish()
    .transform((zip) => zip || null),
  email: z
    .union([z.literal(''), z.email(certificateMessages.emailInvalid).max(320)], {
      error: certificateMessages.emailInvalid,
    })
    .nullish()
    .transform((email) => email || null),
  loanNumber: optionalText(60),
  /** The job site or premises the certificate is for, when it is one place. */
  location: optionalText(200),
});
export type CertificateHolderInput = z.input<typeof certificateHolderInputSchema>;

export const certificateHolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  email: z.string().nullable(),
  loanNumber: z.string().nullable(),
  location: z.string().nullable(),
});
export type CertificateHolder = z.infer<typeof certificateHolderSchema>;

/** The most days ahead a certificate can be asked for. */
export const CERTIFICATE_DAYS_AHEAD = 90;

/**
 * POST /api/client/certificate-requests: a certificate for one holder, needed by a day and time
 * (the agency's clock), with the endorsements the contract asks for. The contract's insurance
 * requirements follow as a file (the request's attachments).
 */
export const certificateRequestSchema = z.object({
  holderId: recordId(certificateMessages.holderRequired),
  neededByDate: calendarDate(certificateMessages.neededDateInvalid)
    .refine((date) => date >= agencyToday(), certificateMessages.neededInPast)
    .refine(
      (date) => daysBetween(agencyToday(), date) <= CERTIFICATE_DAYS_AHEAD,
      certificateMessages.neededTooFar,
    ),
  neededByTime: z
    .string({ error: certificateMessages.neededTimeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, certificateMessages.neededTimeInvalid),
  additionalInsured: z.boolean().default(false),
  waiverOfSubrogation: z.boolean().default(false),
  primaryNonContributory: z.boolean().default(false),
  /** The description of operations the certificate should carry (a job, a site, vehicles). */
  operations: optionalText(1000),
  note: requestNote,
});
export type CertificateRequestInput = z.input<typeof certificateRequestSchema>;
export type CertificateRequest = z.output<typeof certificateRequestSchema>;

/** GET /api/client/certificates: the certificates issued to the account, newest first. */
export const issuedCertificateSchema = z.object({
  /** The document: download at /api/documents/:id/download. */
  id: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
  reference: z.string().nullable(),
  holderName: z.string().nullable(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

// --- the portal's certificate endpoints ----------------------------------------------------------

/** What the portal calls for the account's certificate holders and certificates. */
export const certificateEndpoints = {
  holders: endpoint('GET', '/api/client/certificate-holders', {
    response: { 200: z.array(certificateHolderSchema) },
  }),
  addHolder: endpoint('POST', '/api/client/certificate-holders', {
    body: certificateHolderInputSchema,
    response: { 201: certificateHolderSchema },
  }),
  updateHolder: endpoint('PUT', '/api/client/certificate-holders/:id', {
    params: recordIdParams(),
    body: certificateHolderInputSchema,
    response: { 200: certificateHolderSchema },
  }),
  request: endpoint('POST', '/api/client/certificate-requests', {
    body: certificateRequestSchema,
    response: { 201: serviceRequestSchema },
  }),
  issued: endpoint('GET', '/api/client/certificates', {
    response: { 200: z.array(issuedCertificateSchema) },
  }),
};
