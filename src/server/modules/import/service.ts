import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  IMPORT_LISTED_ROWS,
  importFields,
  importMessages,
  presetMapping,
  type ImportKind,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
  type SavedMapping,
} from '#shared/staff/import';
import type { Db } from '#server/db/client';
import { importMappings } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { recordAudit } from '../console/audit';
import { readCsv, type CsvTable } from './csv';
import { planImport, type ImportPlan } from './plan';

const refuse = (message: string, path = 'mapping') =>
  new HttpError(400, message, [{ path, message }]);

/**
 * The mapping an import uses: the one sent; else the system's saved one, for the headers this
 * file has; else the preset of a plain export. Every column it names must be in the file, and
 * the file must have a column for every required field (and, for clients, a name).
 */
function mappingFor(
  kind: ImportKind,
  table: CsvTable,
  sent: Record<string, string> | undefined,
  saved: Record<string, string> | undefined,
): Record<string, string> {
  const fields = new Set(importFields[kind].map((f) => f.key));
  let mapping: Record<string, string>;
  if (sent) {
    mapping = Object.fromEntries(Object.entries(sent).filter(([, header]) => header !== ''));
    for (const [field, header] of Object.entries(mapping)) {
      if (!fields.has(field)) throw refuse(importMessages.badMapping);
      if (!table.headers.includes(header)) throw refuse(importMessages.unknownColumn(header));
    }
  } else {
    const preset = presetMapping(kind, table.headers);
    const known = Object.entries(saved ?? {}).filter(([, h]) => table.headers.includes(h));
    mapping = { ...preset, ...Object.fromEntries(known) };
  }
  for (const f of importFields[kind]) {
    if (f.required && !mapping[f.key]) throw refuse(importMessages.missingColumn(f.label));
  }
  if (kind === 'clients' && !mapping.lastName && !mapping.businessName) {
    throw refuse(importMessages.nameColumn);
  }
  if (kind === 'holders' && !mapping.clientCode && !mapping.clientEmail) {
    throw refuse(importMessages.clientColumn);
  }
  return mapping;
}

/**
 * Importing the agency's book (admins): a dry run of a file, then the run, all or nothing in one
 * transaction with its audit row, and the column mapping saved for the next file from the same
 * system.
 */
export function bookImportService(db: Db) {
  async function savedMapping(tx: Db, sourceSystem: string, kind: ImportKind) {
    const [row] = await tx
      .select()
      .from(importMappings)
      .where(and(eq(importMappings.sourceSystem, sourceSystem), eq(importMappings.kind, kind)));
    return row?.mapping;
  }

  async function prepare(tx: Db, file: Buffer, request: ImportRequest) {
    const table = readCsv(file);
    const mapping = mappingFor(
      request.kind,
      table,
      request.mapping,
      await savedMapping(tx, request.sourceSystem, request.kind),
    );
    const plan = await planImport(tx, request.kind, {
      table,
      mapping,
      sourceSystem: request.sourceSystem,
      decisions: request.decisions ?? {},
    });
    return { table, mapping, plan };
  }

  return {
    /** Reads the file and fits the mapping to it: 400 with what to do, before any work. */
    async check(file: Buffer, request: ImportRequest): Promise<void> {
      const table = readCsv(file);
      mappingFor(
        request.kind,
        table,
        request.mapping,
        await savedMapping(db, request.sourceSystem, request.kind),
      );
    },

    async mappings(): Promise<SavedMapping[]> {
      const rows = await db
        .select()
        .from(importMappings)
        .orderBy(asc(importMappings.sourceSystem), asc(importMappings.kind));
      return rows.map((r) => ({
        sourceSystem: r.sourceSystem,
        kind: r.kind,
        mapping: r.mapping,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    /** The dry run: what the file would do, changing nothing. */
    async preview(file: Buffer, request: ImportRequest): Promise<ImportPreview> {
      const { table, mapping, plan } = await prepare(db, file, request);
      return {
        kind: request.kind,
        sourceSystem: request.sourceSystem,
        columns: table.headers,
        mapping,
        rowCount: table.rows.length,
        counts: plan.counts,
        rows: listed(plan),
      };
    },

    /**
     * The import: planned again against what is stored now, applied in one transaction with the
     * mapping saved and an audit row holding the counts. Nothing is written when anything fails.
     */
    async run(
      file: Buffer,
      request: ImportRequest & { fileName: string },
      actorId: string,
      onProgress: (done: number, total: number) => void,
    ): Promise<ImportResult> {
      return db.transaction(async (tx) => {
        const { table, mapping, plan } = await prepare(tx, file, request);
        await plan.apply(tx, onProgress);
        await tx
          .insert(importMappings)
          .values({
            sourceSystem: request.sourceSystem,
            kind: request.kind,
            mapping,
            updatedBy: actorId,
          })
          .onConflictDoUpdate({
            target: [importMappings.sourceSystem, importMappings.kind],
            set: { mapping, updatedBy: actorId, updatedAt: new Date() },
          });
        const sha256 = createHash('sha256').update(file).digest('hex');
        await recordAudit(tx, {
          actorId,
          action: `import.${request.kind}`,
          entityType: 'import',
          entityId: `${request.kind}:${sha256.slice(0, 16)}`,
          after: {
            fileName: request.fileName,
            sha256,
            sourceSystem: request.sourceSystem,
            rows: table.rows.length,
            counts: plan.counts,
          },
        });
        return {
          kind: request.kind,
          rowCount: table.rows.length,
          counts: plan.counts,
          message: importMessages.imported({
            created: plan.counts.create,
            updated: plan.counts.update,
          }),
        };
      });
    },
  };
}

/** The rows a dry run lists: all but the unchanged ones, in file order, up to the cap. */
const listed = (plan: ImportPlan) =>
  plan.outcomes.filter((o) => o.action !== 'unchanged').slice(0, IMPORT_LISTED_ROWS);
