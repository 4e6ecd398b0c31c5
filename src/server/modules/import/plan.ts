import { eq, inArray, sql } from 'drizzle-orm';
import {
  importFields,
  type ImportCounts,
  type ImportKind,
  type ImportRow,
  type MatchDecision,
} from '#shared/staff/import';
import type { Db } from '#server/db/client';
import {
  certificateHolders,
  clientAccounts,
  clientPolicies,
  policyDrivers,
  policyVehicles,
} from '#server/db/schema';
import {
  addressOf,
  ClientsIndex,
  nameOf,
  namesSomeoneElse,
  type AccountRow,
  type ClientValues,
} from './clients-index';
import type { CsvTable } from './csv';
import * as read from './values';
import { retireHolderInvitations } from '../invitations/service';

/**
 * What an import of one file would do, row by row, and the writes that do it. The dry run shows
 * the outcomes; the run plans again inside its transaction (against what is stored then) and
 * applies the writes.
 */
export interface ImportPlan {
  outcomes: ImportRow[];
  counts: ImportCounts;
  /** The writes, in order; `onProgress` after each batch. */
  apply(tx: Db, onProgress: (done: number, total: number) => void): Promise<void>;
}

type Cells = (key: string) => string | undefined;
type Change = NonNullable<ImportRow['changes']>[number];

/** Rows written per statement. */
const BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The fields of a kind as `key → label`. */
const labelsOf = (kind: ImportKind) =>
  Object.fromEntries(importFields[kind].map((f) => [f.key, f.label])) as Record<string, string>;

/**
 * The changes from `before` to the values the file gives: only fields the file has a value for
 * (an empty cell never erases what the agency has).
 */
function changesOf(
  labels: Record<string, string>,
  before: Record<string, unknown>,
  after: Record<string, string | number | undefined>,
): Change[] {
  const changes: Change[] = [];
  for (const [field, value] of Object.entries(after)) {
    // A field that only finds the record (a vehicle's policy number) is not one of its columns.
    if (value === undefined || !(field in before)) continue;
    const from =
      before[field] === null || before[field] === undefined ? null : String(before[field]);
    if (from !== String(value)) {
      changes.push({ field, label: labels[field] ?? field, from, to: String(value) });
    }
  }
  return changes;
}

const patchOf = (changes: Change[], after: Record<string, string | number | undefined>) =>
  Object.fromEntries(changes.map((c) => [c.field, after[c.field]]));

class Outcomes {
  readonly rows: ImportRow[] = [];
  readonly counts: ImportCounts = { create: 0, update: 0, unchanged: 0, reject: 0, uncertain: 0 };
  add(row: ImportRow) {
    this.counts[row.action]++;
    this.rows.push(row);
  }
  reject(row: number, label: string, reason: string) {
    this.add({ row, action: 'reject', label, reason });
  }
  /** The plan of these outcomes, whose writes `write` does, counting them in `writes`. */
  plan(total: number, write: (tx: Db, writes: Writes) => Promise<void>): ImportPlan {
    return {
      outcomes: this.rows,
      counts: this.counts,
      apply: (tx, onProgress) => write(tx, new Writes(total, onProgress)),
    };
  }
}

/** How a refusal names a cell's first character: a TAB or a CR is not seen in quotes. */
const startOf = (cell: string) =>
  cell[0] === '\t' ? 'a tab' : cell[0] === '\r' ? 'a line break' : `"${cell.trimStart()[0]}"`;

/**
 * Reads a row's mapped cells: the cell of each field, and the first reason to refuse the row
 * (a cell that is a spreadsheet formula, or more cells than the header names).
 */
function rowReader(
  table: CsvTable,
  mapping: Record<string, string>,
  labels: Record<string, string>,
) {
  const columns = Object.entries(mapping).map(
    ([key, header]) => [key, table.headers.indexOf(header)] as const,
  );
  return (cells: string[]): { get: Cells; problem?: string } => {
    const values = new Map<string, string>();
    for (const [key, at] of columns) {
      const cell = cells[at] ?? '';
      if (cell === '') continue;
      if (read.looksLikeFormula(cell)) {
        return {
          get: () => undefined,
          problem: `The ${labels[key] ?? key} cell starts with ${startOf(cell)} like a spreadsheet formula: enter the value itself`,
        };
      }
      values.set(key, cell);
    }
    if (cells.slice(table.headers.length).some((c) => c !== '')) {
      return { get: () => undefined, problem: 'The row has more cells than the header names' };
    }
    return { get: (key) => values.get(key) };
  };
}

/**
 * Visits the file's rows with their spreadsheet numbers (the header is row 1), refusing at once
 * a row whose cells cannot be read; and remembers each record's first row, so a record the file
 * holds twice is refused on its second row.
 */
function eachRow(
  ctx: Context,
  labels: Record<string, string>,
  out: Outcomes,
  visit: (row: number, get: Cells, firstRowOf: (key: string) => number | undefined) => void,
) {
  const rowOf = rowReader(ctx.table, ctx.mapping, labels);
  const seen = new Map<string, number>();
  const firstRowOf = (key: string, row: number) => {
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, row);
    return earlier;
  };
  ctx.table.rows.forEach((cells, i) => {
    const row = i + 2;
    const { get, problem } = rowOf(cells);
    if (problem) return out.reject(row, `Row ${row}`, problem);
    visit(row, get, (key) => firstRowOf(key, row));
  });
}

/** A plan's writes, in batches, with how far they have got told after each batch. */
class Writes {
  private done = 0;
  constructor(
    private readonly total: number,
    private readonly onProgress: (done: number, total: number) => void,
  ) {}
  /** Counts `n` records written. */
  readonly count = (n: number) => this.onProgress((this.done += n), this.total);
  async inBatches<T>(items: T[], write: (batch: T[]) => Promise<void>) {
    for (const batch of batches(items)) {
      await write(batch);
      this.count(batch.length);
    }
  }
}

/** Reads each field with its reader; the first reason wins. */
function readAll<T extends Record<string, unknown>>(
  get: Cells,
  readers: { [K in keyof T]: (cell: string) => read.Read<T[K]> },
): { values: Partial<T> } | { reason: string } {
  const values: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T)[]) {
    const cell = get(key as string);
    if (cell === undefined) continue;
    const result = readers[key](cell);
    if ('reason' in result) return { reason: result.reason };
    values[key] = result.value;
  }
  return { values };
}

const clientReaders = {
  clientCode: (c: string) => read.text(c, 'Client code', 100),
  firstName: (c: string) => read.text(c, 'First name', 100),
  lastName: (c: string) => read.text(c, 'Last name', 100),
  businessName: (c: string) => read.text(c, 'Business name', 200),
  email: (c: string) => read.email(c, 'E-mail'),
  phone: (c: string) => read.text(c, 'Phone', 40),
  addressLine1: (c: string) => read.text(c, 'Address', 200),
  addressLine2: (c: string) => read.text(c, 'Address line 2', 200),
  city: (c: string) => read.text(c, 'City', 100),
  state: (c: string) => read.text(c, 'State', 50),
  postalCode: (c: string) => read.text(c, 'ZIP code', 20),
};

/** A person unless the type says business, or there is a business name and no last name. */
function kindOf(type: string | undefined, values: ClientValues): 'person' | 'business' {
  if (type) {
    return /bus|com|org|corp|llc|inc|company|entity/i.test(type) ? 'business' : 'person';
  }
  return values.businessName && !values.lastName ? 'business' : 'person';
}

const clientLabel = (v: ClientValues) => {
  const name =
    v.kind === 'business' && v.businessName
      ? v.businessName
      : [v.firstName, v.lastName].filter(Boolean).join(' ') || v.businessName || v.email || '';
  return `${name || 'A client'}${v.clientCode ? ` (client ${v.clientCode})` : ''}`;
};

/** An account's columns from a client's values (a new one, or the changes to one). */
function accountValues(v: ClientValues) {
  return {
    kind: v.kind,
    firstName: v.firstName,
    lastName: v.lastName,
    businessName: v.businessName,
    email: v.email,
    phone: v.phone,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2,
    city: v.city,
    state: v.state,
    postalCode: v.postalCode,
  };
}

const accountLabels = labelsOf('clients');

/** New accounts of an import, made once each however many rows name them. */
class NewAccounts {
  private readonly byKey = new Map<string, { values: ClientValues; row?: AccountRow }>();
  constructor(private readonly sourceSystem: string) {}

  /** The same new client, named again on a later row, is the same new account. */
  keyOf(v: ClientValues): string {
    if (v.clientCode) return `code:${v.clientCode.toLowerCase()}`;
    if (v.email) return `email:${v.email}`;
    return `name:${read.normalize(clientLabel(v))}|${read.normalize(v.addressLine1)}`;
  }

  want(v: ClientValues): string {
    const key = this.keyOf(v);
    if (!this.byKey.has(key)) this.byKey.set(key, { values: v });
    return key;
  }

  get size() {
    return this.byKey.size;
  }

  async insert(tx: Db, done: (n: number) => void) {
    const pending = [...this.byKey.values()];
    for (const batch of batches(pending)) {
      const rows = await tx
        .insert(clientAccounts)
        .values(
          batch.map(({ values }) => ({
            ...accountValues(values),
            kind: values.kind ?? 'person',
            sourceSystem: values.clientCode ? this.sourceSystem : null,
            externalId: values.clientCode ?? null,
          })),
        )
        .returning();
      rows.forEach((row, i) => (batch[i]!.row = row));
      done(batch.length);
    }
  }

  idOf(key: string): string {
    return this.byKey.get(key)!.row!.id;
  }
}

interface Context {
  table: CsvTable;
  mapping: Record<string, string>;
  sourceSystem: string;
  decisions: Record<string, MatchDecision>;
}

/** How a client the file names is found, made, or left for a person to confirm. */
type ClientResolution =
  | { to: 'existing'; account: AccountRow; how: 'code' | 'email' | 'name' }
  | { to: 'new' }
  | { to: 'uncertain'; account: AccountRow }
  | { to: 'skip'; account: AccountRow };

function resolveClient(
  index: ClientsIndex,
  values: ClientValues,
  decision: MatchDecision | undefined,
): ClientResolution {
  const match = index.find(values);
  if (!match) return { to: 'new' };
  if (match.how !== 'name') return { to: 'existing', account: match.account, how: match.how };
  if (decision === 'same') return { to: 'existing', account: match.account, how: 'name' };
  if (decision === 'new') return { to: 'new' };
  if (decision === 'skip') return { to: 'skip', account: match.account };
  return { to: 'uncertain', account: match.account };
}

/**
 * A row whose client has the name and address of one the agency has but nothing surer: the
 * preview asks to confirm it (`looksLike`), or it was left out (`skipped`).
 */
function unconfirmedRow(
  row: number,
  label: string,
  found: Extract<ClientResolution, { to: 'uncertain' | 'skip' }>,
  words: { skipped: string; looksLike: string },
): ImportRow {
  const { account } = found;
  return {
    row,
    action: 'uncertain',
    label,
    reason:
      found.to === 'skip'
        ? words.skipped
        : `${words.looksLike} ${nameOf(account)} (same name and address): confirm`,
    match: { accountId: account.id, name: nameOf(account), address: addressOf(account) },
  };
}

/** The client's fields the file gives, for an existing account: the code links it to the source. */
function accountChanges(account: AccountRow, values: ClientValues, sourceSystem: string) {
  const after = { ...accountValues(values) } as Record<string, string | undefined>;
  if (values.kind === undefined) delete after.kind;
  const changes = changesOf(accountLabels, account, after);
  const link =
    values.clientCode &&
    (account.externalId !== values.clientCode || account.sourceSystem !== sourceSystem)
      ? { sourceSystem, externalId: values.clientCode }
      : null;
  if (link) {
    changes.push({
      field: 'externalId',
      label: 'Client code',
      from: account.externalId,
      to: values.clientCode!,
    });
  }
  return {
    changes,
    patch: {
      ...patchOf(
        changes.filter((c) => c.field !== 'externalId'),
        after,
      ),
      ...(link ?? {}),
    },
  };
}

/** Reads a row's client values; a reason when a cell cannot be read. */
function readClient(get: Cells): { values: ClientValues } | { reason: string } {
  const result = readAll<Omit<ClientValues, 'kind'>>(get, clientReaders);
  if ('reason' in result) return result;
  const values: ClientValues = result.values;
  values.kind = kindOf(get('type'), values);
  return { values };
}

// --- clients -----------------------------------------------------------------------------

async function planClients(db: Db, ctx: Context): Promise<ImportPlan> {
  const labels = labelsOf('clients');
  const index = await ClientsIndex.load(db, ctx.sourceSystem);
  const created = new NewAccounts(ctx.sourceSystem);
  const updates: { id: string; patch: Record<string, unknown>; email: string | null }[] = [];
  const out = new Outcomes();

  eachRow(ctx, labels, out, (row, get, firstRowOf) => {
    const client = readClient(get);
    if ('reason' in client) return out.reject(row, `Row ${row}`, client.reason);
    const values = client.values;
    const label = clientLabel(values);
    if (!values.lastName && !values.businessName && !values.firstName) {
      return out.reject(row, label, 'The row has no name');
    }
    const earlier = firstRowOf(created.keyOf(values));
    if (earlier !== undefined) {
      return out.reject(row, label, `The same client is on row ${earlier}`);
    }
    const found = resolveClient(index, values, ctx.decisions[row]);
    if (found.to === 'uncertain' || found.to === 'skip') {
      return out.add(
        unconfirmedRow(row, label, found, {
          skipped: 'Left out: not confirmed as the same client',
          looksLike: 'Looks like',
        }),
      );
    }
    if (found.to === 'new') {
      created.want(values);
      return out.add({ row, action: 'create', label });
    }
    const { changes, patch } = accountChanges(found.account, values, ctx.sourceSystem);
    if (changes.length === 0) return out.add({ row, action: 'unchanged', label });
    updates.push({ id: found.account.id, patch, email: found.account.email });
    out.add({ row, action: 'update', label, changes });
  });

  return out.plan(created.size + updates.length, async (tx, writes) => {
    await created.insert(tx, writes.count);
    await writes.inBatches(updates, async (batch) => {
      for (const { id, patch, email } of batch) {
        await tx.update(clientAccounts).set(patch).where(eq(clientAccounts.id, id));
        // A corrected address: a link sent to the old one must give nobody the account.
        if (
          email &&
          typeof patch.email === 'string' &&
          patch.email.toLowerCase() !== email.toLowerCase()
        ) {
          await retireHolderInvitations(tx, id, email);
        }
      }
    });
  });
}

// --- policies ----------------------------------------------------------------------------

type PolicyRow = typeof clientPolicies.$inferSelect;
type PolicyValues = {
  policyNumber: string;
  carrier: string;
  policyType: string;
  effectiveDate: string;
  expirationDate: string;
  premium: string;
  deductible: string;
  status: PolicyRow['status'];
};

const policyReaders = {
  policyNumber: read.policyNumber,
  carrier: (c: string) => read.text(c, 'Carrier', 200),
  policyType: (c: string) => read.text(c, 'Line of business', 100),
  effectiveDate: (c: string) => read.day(c, 'Effective date'),
  expirationDate: (c: string) => read.day(c, 'Expiration date'),
  premium: (c: string) => read.money(c, 'Premium'),
  deductible: (c: string) => read.money(c, 'Deductible'),
  status: read.policyStatus,
};

const requiredPolicyFields = [
  'carrier',
  'policyType',
  'effectiveDate',
  'expirationDate',
  'premium',
] as const;

async function planPolicies(db: Db, ctx: Context): Promise<ImportPlan> {
  const labels = labelsOf('policies');
  const [index, existing] = await Promise.all([
    ClientsIndex.load(db, ctx.sourceSystem),
    db.select().from(clientPolicies),
  ]);
  const byNumber = new Map(existing.map((p) => [p.policyNumber.toLowerCase(), p]));
  const accounts = new NewAccounts(ctx.sourceSystem);
  const inserts: { values: PolicyValues; account: { id: string } | { key: string } }[] = [];
  const updates: { id: number; patch: Record<string, unknown> }[] = [];
  const touched: number[] = [];
  const out = new Outcomes();

  eachRow(ctx, labels, out, (row, get, firstRowOf) => {
    const policy = readAll<PolicyValues>(get, policyReaders);
    if ('reason' in policy) return out.reject(row, `Row ${row}`, policy.reason);
    const values = policy.values;
    if (!values.policyNumber) return out.reject(row, `Row ${row}`, 'The row has no policy number');
    const label = `Policy ${values.policyNumber}${values.policyType ? ` (${values.policyType}${values.carrier ? `, ${values.carrier}` : ''})` : ''}`;
    const earlier = firstRowOf(values.policyNumber.toLowerCase());
    if (earlier !== undefined) {
      return out.reject(row, label, `The same policy number is on row ${earlier}`);
    }
    const client = readClient(get);
    if ('reason' in client) return out.reject(row, label, client.reason);
    const current = byNumber.get(values.policyNumber.toLowerCase());
    const merged = { ...current, ...values };
    if (
      merged.effectiveDate &&
      merged.expirationDate &&
      merged.expirationDate < merged.effectiveDate
    ) {
      return out.reject(row, label, 'The expiration date is before the effective date');
    }

    if (current) {
      // A row that names another client (by code, e-mail, name and address, or a name alone
      // that is not the owner's): the policy is neither moved nor changed by an import.
      const owner = index.byId.get(current.accountId);
      const named = index.find(client.values);
      const otherName =
        !named && owner && namesSomeoneElse(client.values, owner)
          ? clientLabel(client.values)
          : null;
      if ((named && named.account.id !== current.accountId) || otherName) {
        return out.reject(
          row,
          label,
          `This policy belongs to ${nameOf(owner ?? {})}, not to ${named ? nameOf(named.account) : otherName}: change it in the console if it moved`,
        );
      }
      const after = { ...values } as Record<string, string | undefined>;
      delete after.policyNumber;
      const changes = changesOf(labels, current, after);
      touched.push(current.id);
      if (changes.length === 0) return out.add({ row, action: 'unchanged', label });
      updates.push({ id: current.id, patch: patchOf(changes, after) });
      return out.add({ row, action: 'update', label, changes });
    }

    const missing = requiredPolicyFields.find((f) => !values[f]);
    if (missing)
      return out.reject(row, label, `A new policy needs its ${labels[missing]!.toLowerCase()}`);
    const found = resolveClient(index, client.values, ctx.decisions[row]);
    if (found.to === 'uncertain' || found.to === 'skip') {
      return out.add(
        unconfirmedRow(row, label, found, {
          skipped: 'Left out: its client was not confirmed',
          looksLike: 'Its client looks like',
        }),
      );
    }
    if (found.to === 'existing') {
      inserts.push({ values: values as PolicyValues, account: { id: found.account.id } });
      return out.add({ row, action: 'create', label: `${label} for ${nameOf(found.account)}` });
    }
    const v = client.values;
    if (!v.lastName && !v.businessName && !v.firstName) {
      return out.reject(
        row,
        label,
        v.clientCode
          ? `No client has the code ${v.clientCode}: import the clients file first, or add the client's name to this row`
          : "The row names no client: add the client code, the client's e-mail or name",
      );
    }
    inserts.push({ values: values as PolicyValues, account: { key: accounts.want(v) } });
    out.add({ row, action: 'create', label: `${label} for ${clientLabel(v)}, a new client` });
  });

  return out.plan(
    accounts.size + inserts.length + updates.length + touched.length,
    async (tx, writes) => {
      const now = new Date();
      await accounts.insert(tx, writes.count);
      await writes.inBatches(inserts, async (batch) => {
        await tx.insert(clientPolicies).values(
          batch.map(({ values, account }) => ({
            ...values,
            status: values.status ?? 'active',
            deductible: values.deductible ?? null,
            accountId: 'id' in account ? account.id : accounts.idOf(account.key),
            currentAsOf: now,
          })),
        );
      });
      await writes.inBatches(updates, async (batch) => {
        for (const { id, patch } of batch) {
          await tx.update(clientPolicies).set(patch).where(eq(clientPolicies.id, id));
        }
      });
      // Every policy the file held is current as of this import, changed or not.
      await writes.inBatches(touched, async (batch) => {
        await tx
          .update(clientPolicies)
          .set({ currentAsOf: now, updatedAt: sql`${clientPolicies.updatedAt}` })
          .where(inArray(clientPolicies.id, batch));
      });
    },
  );
}

// --- vehicles, drivers and certificate holders ----------------------------------------------

/**
 * A kind whose records hang off one parent (a policy, or a client) and are matched by a key
 * within it: vehicles by VIN, drivers by name, holders by name and address.
 */
interface ChildKind<Values extends Record<string, unknown>, Row> {
  kind: ImportKind;
  readers: { [K in keyof Values]: (cell: string) => read.Read<Values[K]> };
  required: (keyof Values)[];
  /** The parent's id for a row, or why there is none. */
  parent(get: Cells): { id: string | number } | { reason: string };
  label(values: Values): string;
  keyOf(values: Partial<Values> | Row): string;
  existing(): Promise<Row[]>;
  parentOf(row: Row): string | number;
  insert(tx: Db, rows: { parent: string | number; values: Values }[]): Promise<void>;
  update(tx: Db, row: Row, patch: Record<string, unknown>): Promise<void>;
}

async function planChildren<
  Values extends Record<string, unknown>,
  Row extends Record<string, unknown>,
>(ctx: Context, spec: ChildKind<Values, Row>): Promise<ImportPlan> {
  const labels = labelsOf(spec.kind);
  const existing = new Map(
    (await spec.existing()).map((r) => [`${spec.parentOf(r)}|${spec.keyOf(r)}`, r]),
  );
  const inserts: { parent: string | number; values: Values }[] = [];
  const updates: { row: Row; patch: Record<string, unknown> }[] = [];
  const out = new Outcomes();

  eachRow(ctx, labels, out, (row, get, firstRowOf) => {
    const result = readAll<Values>(get, spec.readers);
    if ('reason' in result) return out.reject(row, `Row ${row}`, result.reason);
    const values = result.values as Values;
    const missing = spec.required.find((f) => values[f] === undefined);
    if (missing) {
      return out.reject(
        row,
        `Row ${row}`,
        `The row has no ${labels[missing as string]!.toLowerCase()}`,
      );
    }
    const label = spec.label(values);
    const parent = spec.parent(get);
    if ('reason' in parent) return out.reject(row, label, parent.reason);
    const key = `${parent.id}|${spec.keyOf(values)}`;
    const earlier = firstRowOf(key);
    if (earlier !== undefined)
      return out.reject(row, label, `The same record is on row ${earlier}`);
    const current = existing.get(key);
    if (!current) {
      inserts.push({ parent: parent.id, values });
      return out.add({ row, action: 'create', label });
    }
    const changes = changesOf(
      labels,
      current,
      values as Record<string, string | number | undefined>,
    );
    if (changes.length === 0) return out.add({ row, action: 'unchanged', label });
    updates.push({
      row: current,
      patch: patchOf(changes, values as Record<string, string | number | undefined>),
    });
    out.add({ row, action: 'update', label, changes });
  });

  return out.plan(inserts.length + updates.length, async (tx, writes) => {
    await writes.inBatches(inserts, (batch) => spec.insert(tx, batch));
    await writes.inBatches(updates, async (batch) => {
      for (const { row, patch } of batch) await spec.update(tx, row, patch);
    });
  });
}

/** The agency's policies by number, for the files whose rows name one. */
async function policiesByNumber(db: Db) {
  const rows = await db
    .select({ id: clientPolicies.id, policyNumber: clientPolicies.policyNumber })
    .from(clientPolicies);
  const byNumber = new Map(rows.map((p) => [p.policyNumber.toLowerCase(), p.id]));
  return (get: Cells): { id: number } | { reason: string } => {
    const number = get('policyNumber');
    if (!number) return { reason: 'The row has no policy number' };
    const id = byNumber.get(number.toLowerCase());
    return id === undefined
      ? { reason: `No policy has the number ${number}: import the policies file first` }
      : { id };
  };
}

type VehicleValues = {
  policyNumber: string;
  vin: string;
  year: number;
  make: string;
  model: string;
};

type DriverValues = {
  policyNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenseState: string;
};

/**
 * Rows a policy has of its own (its vehicles, its drivers): found by the policy number the row
 * names, written into `table` against that policy's id.
 */
async function planPolicyRows<Values extends { policyNumber: string }>(
  db: Db,
  ctx: Context,
  table: typeof policyVehicles | typeof policyDrivers,
  spec: Pick<
    // A stored row has the same columns as the values it was written from.
    ChildKind<Values, Partial<Values>>,
    'kind' | 'readers' | 'required' | 'label' | 'keyOf'
  >,
) {
  type Row = typeof table.$inferSelect;
  return planChildren<Values, Row>(ctx, {
    ...spec,
    keyOf: (v) => spec.keyOf(v as Partial<Values>),
    parent: await policiesByNumber(db),
    existing: () => db.select().from(table),
    parentOf: (r) => r.policyId,
    insert: async (tx, rows) => {
      await tx.insert(table).values(
        rows.map(({ parent, values: { policyNumber: _n, ...v } }) => ({
          ...(v as Omit<typeof table.$inferInsert, 'policyId'>),
          policyId: Number(parent),
        })),
      );
    },
    update: async (tx, row, patch) => {
      await tx.update(table).set(patch).where(eq(table.id, row.id));
    },
  });
}

function planVehicles(db: Db, ctx: Context) {
  return planPolicyRows<VehicleValues>(db, ctx, policyVehicles, {
    kind: 'vehicles',
    readers: {
      policyNumber: read.policyNumber,
      vin: read.vin,
      year: read.year,
      make: (c) => read.text(c, 'Make', 60),
      model: (c) => read.text(c, 'Model', 60),
    },
    required: ['policyNumber', 'vin'],
    label: (v) =>
      `${[v.year, v.make, v.model].filter(Boolean).join(' ') || 'Vehicle'} (VIN ${v.vin}) on policy ${v.policyNumber}`,
    keyOf: (v) => String(v.vin),
  });
}

function planDrivers(db: Db, ctx: Context) {
  return planPolicyRows<DriverValues>(db, ctx, policyDrivers, {
    kind: 'drivers',
    readers: {
      policyNumber: read.policyNumber,
      firstName: (c) => read.text(c, 'First name', 100),
      lastName: (c) => read.text(c, 'Last name', 100),
      dateOfBirth: (c) => read.day(c, 'Date of birth'),
      licenseState: (c) => read.stateCode(c, 'Licence state'),
    },
    required: ['policyNumber', 'firstName', 'lastName'],
    label: (v) => `Driver ${v.firstName} ${v.lastName} on policy ${v.policyNumber}`,
    keyOf: (v) => `${read.normalize(String(v.firstName))}|${read.normalize(String(v.lastName))}`,
  });
}

type HolderValues = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  email: string;
  loanNumber: string;
};

async function planHolders(db: Db, ctx: Context) {
  const index = await ClientsIndex.load(db, ctx.sourceSystem);
  return planChildren<HolderValues, typeof certificateHolders.$inferSelect>(ctx, {
    kind: 'holders',
    readers: {
      name: (c) => read.text(c, 'Holder name', 200),
      addressLine1: (c) => read.text(c, 'Address', 200),
      addressLine2: (c) => read.text(c, 'Address line 2', 200),
      city: (c) => read.text(c, 'City', 100),
      state: (c) => read.text(c, 'State', 50),
      postalCode: (c) => read.text(c, 'ZIP code', 20),
      email: (c) => read.email(c, 'Holder e-mail'),
      loanNumber: (c) => read.text(c, 'Loan number', 60),
    },
    required: ['name'],
    parent: (get) => {
      const clientCode = get('clientCode');
      const clientEmail = get('clientEmail')?.toLowerCase();
      const found = index.find({ clientCode, email: clientEmail });
      if (found && found.how !== 'name') return { id: found.account.id };
      return {
        reason: clientCode
          ? `No client has the code ${clientCode}: import the clients file first`
          : clientEmail
            ? `No client has the e-mail ${clientEmail}`
            : "The row names no client: add the client code or the client's e-mail",
      };
    },
    label: (v) => `Certificate holder ${v.name}`,
    keyOf: (v) =>
      `${read.normalize(String(v.name))}|${read.normalize(String(v.addressLine1 ?? ''))}`,
    existing: () => db.select().from(certificateHolders),
    parentOf: (r) => r.accountId,
    insert: async (tx, rows) => {
      await tx
        .insert(certificateHolders)
        .values(rows.map(({ parent, values }) => ({ ...values, accountId: String(parent) })));
    },
    update: async (tx, row, patch) => {
      await tx.update(certificateHolders).set(patch).where(eq(certificateHolders.id, row.id));
    },
  });
}

const planners: Record<ImportKind, (db: Db, ctx: Context) => Promise<ImportPlan>> = {
  clients: planClients,
  policies: planPolicies,
  vehicles: planVehicles,
  drivers: planDrivers,
  holders: planHolders,
};

/** What importing `table` as `kind` would do now, and the writes that do it. */
export function planImport(db: Db, kind: ImportKind, ctx: Context): Promise<ImportPlan> {
  return planners[kind](db, ctx);
}
