import { z } from 'zod';
import { endpoint } from '../endpoints';

/**
 * Importing an agency's book from the CSV exports of its management system: the kinds of file,
 * the fields each one fills, how a plain export names its columns, the messages, and the shapes of
 * `/api/staff/import/*` (admins only).
 */

export const importKinds = ['clients', 'policies', 'vehicles', 'drivers', 'holders'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindLabels: Record<ImportKind, string> = {
  clients: 'Clients and their contacts',
  policies: 'Policies',
  vehicles: 'Vehicles of auto policies',
  drivers: 'Drivers of auto policies',
  holders: 'Certificate holders',
};

export interface ImportField {
  key: string;
  label: string;
  /** The file must have a column for it. */
  required?: boolean;
  /** Column headers of a plain export that mean this field, compared without case or spaces. */
  aliases: readonly string[];
}

const field = (
  key: string,
  label: string,
  aliases: readonly string[],
  required = false,
): ImportField => ({ key, label, aliases, required });

// The columns that name and reach a client, shared by the files that name one.
const clientFields = [
  field('clientCode', 'Client code', [
    'client code',
    'client id',
    'customer id',
    'account number',
    'client number',
    'lookup code',
    'insured id',
  ]),
  field('firstName', 'First name', ['first name', 'firstname', 'insured first name', 'first']),
  field('lastName', 'Last name', ['last name', 'lastname', 'insured last name', 'last', 'surname']),
  field('businessName', 'Business name', [
    'business name',
    'company',
    'company name',
    'business',
    'dba',
    'insured name',
    'commercial name',
  ]),
  field('email', 'E-mail', ['email', 'e-mail', 'email address', 'e-mail address', 'primary email']),
  field('phone', 'Phone', [
    'phone',
    'phone number',
    'primary phone',
    'telephone',
    'home phone',
    'mobile',
  ]),
  field('addressLine1', 'Address', [
    'address',
    'address 1',
    'address line 1',
    'address1',
    'street',
    'mailing address',
  ]),
  field('addressLine2', 'Address line 2', [
    'address 2',
    'address line 2',
    'address2',
    'suite',
    'apt',
  ]),
  field('city', 'City', ['city', 'town']),
  field('state', 'State', ['state', 'st', 'province']),
  field('postalCode', 'ZIP code', ['zip', 'zip code', 'zipcode', 'postal code', 'postcode']),
] as const;

const policyNumberField = field(
  'policyNumber',
  'Policy number',
  ['policy number', 'policy #', 'policy no', 'policy no.', 'policy', 'policynumber', 'policy num'],
  true,
);

export const importFields: Record<ImportKind, readonly ImportField[]> = {
  clients: [
    ...clientFields,
    field('type', 'Person or business', ['type', 'client type', 'customer type', 'entity type']),
  ],
  policies: [
    policyNumberField,
    ...clientFields,
    field(
      'carrier',
      'Carrier',
      ['carrier', 'company', 'insurer', 'insurance company', 'writing company'],
      true,
    ),
    field(
      'policyType',
      'Line of business',
      ['line', 'line of business', 'lob', 'policy type', 'type', 'coverage'],
      true,
    ),
    field(
      'effectiveDate',
      'Effective date',
      ['effective date', 'effective', 'eff date', 'start date', 'inception'],
      true,
    ),
    field(
      'expirationDate',
      'Expiration date',
      ['expiration date', 'expiration', 'exp date', 'expiry', 'end date', 'expires'],
      true,
    ),
    field(
      'premium',
      'Premium',
      ['premium', 'annual premium', 'written premium', 'total premium'],
      true,
    ),
    field('deductible', 'Deductible', ['deductible', 'ded']),
    field('status', 'Status', ['status', 'policy status']),
  ],
  vehicles: [
    policyNumberField,
    field('vin', 'VIN', ['vin', 'vehicle id', 'vehicle identification number', 'serial'], true),
    field('year', 'Year', ['year', 'model year', 'veh year']),
    field('make', 'Make', ['make', 'manufacturer']),
    field('model', 'Model', ['model']),
  ],
  drivers: [
    policyNumberField,
    field(
      'firstName',
      'First name',
      ['first name', 'firstname', 'driver first name', 'first'],
      true,
    ),
    field('lastName', 'Last name', ['last name', 'lastname', 'driver last name', 'last'], true),
    field('dateOfBirth', 'Date of birth', ['date of birth', 'dob', 'birth date', 'birthdate']),
    field('licenseState', 'Licence state', ['license state', 'licence state', 'dl state', 'state']),
  ],
  holders: [
    field('clientCode', 'Client code', clientFields[0].aliases),
    field('clientEmail', "Client's e-mail", ['client email', 'insured email', 'client e-mail']),
    field('name', 'Holder name', ['holder', 'holder name', 'certificate holder', 'name'], true),
    field('addressLine1', 'Address', clientFields[6].aliases),
    field('addressLine2', 'Address line 2', clientFields[7].aliases),
    field('city', 'City', clientFields[8].aliases),
    field('state', 'State', clientFields[9].aliases),
    field('postalCode', 'ZIP code', clientFields[10].aliases),
    field('email', 'Holder e-mail', ['holder email', 'email', 'e-mail']),
    field('loanNumber', 'Loan number', ['loan number', 'loan #', 'loan no', 'loan']),
  ],
};

/** How a header is compared: no case, no spaces, dashes, dots or underscores. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s._#-]+/g, '');

/**
 * The mapping a plain export gets: each field to the first header that is one of its aliases
 * (or its label), each header used once.
 */
export function presetMapping(
  kind: ImportKind,
  headers: readonly string[],
): Record<string, string> {
  const mapping: Record<string, string> = {};
  const taken = new Set<string>();
  for (const f of importFields[kind]) {
    const names = new Set([f.label, ...f.aliases].map(headerKey));
    const header = headers.find((h) => !taken.has(h) && names.has(headerKey(h)));
    if (header !== undefined) {
      mapping[f.key] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** Files larger than this are refused before they are read. */
export const IMPORT_MAX_MB = 50;
/** Rows of one file. */
export const IMPORT_MAX_ROWS = 100_000;
/** The dry run lists at most this many rows (the counts are always complete). */
export const IMPORT_LISTED_ROWS = 1000;

export const importMessages = {
  noFile: 'Choose the CSV file to import.',
  notReceived: 'The file could not be received whole. Please choose it and send it again.',
  tooLarge: `This file is larger than ${IMPORT_MAX_MB} MB. Export fewer rows at a time (for example one year of policies), then import each file.`,
  notText:
    'This file is not a CSV saved as UTF-8 text. In your spreadsheet or management system, save or export it as "CSV UTF-8", then try again.',
  empty:
    'This file has no rows: its first line should name the columns, one row per record after it.',
  tooManyRows: `This file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Export fewer rows at a time, then import each file.`,
  duplicateHeader: (header: string) =>
    `Two columns are both named "${header}". Rename one, then import the file again.`,
  missingColumn: (label: string) => `Choose the file's column for ${label}: every row needs one.`,
  unknownColumn: (header: string) => `The file has no column named "${header}".`,
  nameColumn:
    'Choose the column of the last name or of the business name: every client needs a name.',
  clientColumn:
    "Choose the column of the client code or of the client's e-mail: each holder belongs to a client.",
  sourceRequired:
    'Name the system the file comes from (for example Applied Epic, AMS360 or HawkSoft).',
  badMapping: 'The column choices could not be read. Please choose them again.',
  imported: (counts: { created: number; updated: number }) =>
    `Imported: ${counts.created} created, ${counts.updated} updated.`,
} as const;

/** A CSV parse failure: where, and what to do. */
export const csvProblem = (line: number, what: string) =>
  `The file could not be read at line ${line}: ${what}. Open it in a spreadsheet, check that line, save it as "CSV UTF-8" and import it again.`;

export const importActions = ['create', 'update', 'unchanged', 'reject', 'uncertain'] as const;

/** What to do with a client matched only by name and address. */
export const matchDecisions = ['same', 'new', 'skip'] as const;
export type MatchDecision = (typeof matchDecisions)[number];

/** The multipart fields beside `file`. */
export const importRequestSchema = z.object({
  kind: z.enum(importKinds, { error: 'Choose what the file holds.' }),
  sourceSystem: z
    .string({ error: importMessages.sourceRequired })
    .trim()
    .min(1, importMessages.sourceRequired)
    .max(40, 'Use at most 40 characters for the system’s name.'),
  /** Field → header, as JSON; absent: the saved mapping of the system, else the preset. */
  mapping: z.record(z.string().max(40), z.string().max(200)).optional(),
  /** Row number → what to do with an uncertain client match (run only). */
  decisions: z.record(z.string().regex(/^\d{1,6}$/), z.enum(matchDecisions)).optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const importRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  row: z.number().int(),
  action: z.enum(importActions),
  /** The record in words: `Policy SSI-AUTO-1 of Dana Whitfield`. */
  label: z.string(),
  reason: z.string().optional(),
  changes: z.array(importChangeSchema).optional(),
  /** For an uncertain match: the existing client it looks like. */
  match: z.object({ accountId: z.string(), name: z.string(), address: z.string() }).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  reject: z.number().int(),
  uncertain: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** POST /api/staff/import/preview: the dry run. */
export const importPreviewSchema = z.object({
  kind: z.enum(importKinds),
  sourceSystem: z.string(),
  columns: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  rowCount: z.number().int(),
  counts: importCountsSchema,
  /** Every row that is not unchanged, up to IMPORT_LISTED_ROWS, in file order. */
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The last line of POST /api/staff/import/run's stream. */
export const importResultSchema = z.object({
  kind: z.enum(importKinds),
  rowCount: z.number().int(),
  counts: importCountsSchema,
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The lines of the run's NDJSON stream. */
export type ImportRunLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: ImportResult }
  | { type: 'error'; message: string };

/** GET /api/staff/import/mappings: the saved mappings, per system and kind. */
export const savedMappingSchema = z.object({
  sourceSystem: z.string(),
  kind: z.enum(importKinds),
  mapping: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SavedMapping = z.infer<typeof savedMappingSchema>;

// --- the import's endpoints ---------------------------------------------------------------------

/**
 * What the console's import calls (admins only). The dry run and the run take a multipart body
 * (`file`, and the fields of importRequestSchema), read by the route itself; the run answers a
 * stream of ImportRunLine, one JSON object per line (`application/x-ndjson`).
 */
export const staffImportEndpoints = {
  mappings: endpoint('GET', '/api/staff/import/mappings', {
    response: { 200: z.array(savedMappingSchema) },
  }),
  preview: endpoint('POST', '/api/staff/import/preview', {
    response: { 200: importPreviewSchema },
  }),
  run: endpoint('POST', '/api/staff/import/run'),
};
