// Baseline for `bench/leads.ts`: a bare node:http server that does the database writes of
// POST /api/leads through the bare driver, and nothing else. It parses the JSON body and, in one
// transaction, inserts the lead row (the product's columns) and its two e-mail outbox rows, then
// answers 201 {id, detailsToken}. No validation, no rate limit, no logging, no ORM: that is the
// product's overhead the bench measures.
//
// Runs in its own process (forked by the bench, which sends the database over IPC), so it
// competes for the CPU as the product does. The database is migrated with the project's
// migrations (openDatabase + migrate); the writes then go through the raw driver:
// - PostgreSQL: a pg Pool of 10 connections, like the product's;
// - PGlite: the PGlite instance itself (`.query`, `.transaction`), on its own folder.
//
// Also answers POST /lead-only: the lead INSERT alone (no transaction, no outbox rows), a
// reference for what one statement costs.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '#server/db/client';
import type { ForkedServerMessage } from './lib.ts';

/** The subset of both drivers used here: a parameterised query returning rows. */
interface Queryable {
  query<T>(text: string, params: unknown[]): Promise<{ rows: T[] }>;
}

interface LeadBody {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName?: string | null;
  industry?: string | null;
  coverageTypes: string[];
  additionalInfo?: string | null;
  sourcePage?: string | null;
  details?: unknown;
}

// The same columns the product's insert sets (modules/leads/service.ts: the validated fields and the
// token hash; id, createdAt and status take their defaults there too).
const INSERT_LEAD = `insert into "leads" ("type", "firstName", "lastName", "email", "phone",
  "businessName", "industry", "coverageTypes", "additionalInfo", "sourcePage", "details",
  "detailsTokenHash") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning "id"`;

const INSERT_OUTBOX = `insert into "email_outbox" ("kind", "to", "subject", "text", "html", "leadId")
  values ($1, $2, $3, $4, $5, $6), ($7, $8, $9, $10, $11, $12)`;

const NOTIFY_TO = 'hello@sunflowershield.example';

function leadParams(lead: LeadBody, tokenHash: string): unknown[] {
  return [
    lead.type,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.businessName ?? null,
    lead.industry ?? null,
    JSON.stringify(lead.coverageTypes),
    lead.additionalInfo ?? null,
    lead.sourcePage ?? null,
    lead.details === undefined || lead.details === null ? null : JSON.stringify(lead.details),
    tokenHash,
  ];
}

/** Two e-mails of about the size and shape of modules/leads/emails.ts, written plainly. */
function outboxParams(lead: LeadBody, id: number): unknown[] {
  const name = `${lead.firstName} ${lead.lastName}`;
  const rows = [
    ['Name', name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Quote type', lead.type],
    ['Coverage', lead.coverageTypes.join(', ')],
    ['From page', lead.sourcePage ?? ''],
    ['Notes', lead.additionalInfo ?? ''],
  ];
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const table = `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${v}</td></tr>`).join('')}</table>`;
  const intro = `A new quote request arrived. Please contact ${lead.firstName} within 24 hours.`;
  const thanks =
    'Thank you for your quote request. A licensed Kansas agent will contact you within 24 hours with your personalized quote.';
  const signature =
    'Sunflower Shield Insurance\n7300 W 110th St, Suite 200, Overland Park, KS 66210';
  return [
    'lead-notification',
    NOTIFY_TO,
    `New ${lead.type} quote request #${id}: ${name}`,
    `${intro}\n\n${text}`,
    `<p>${intro}</p>${table}`,
    id,
    'lead-confirmation',
    lead.email,
    'We received your quote request – Sunflower Shield Insurance',
    `Hello,\n\n${thanks}\nNeed help sooner? Call us at (913) 555-0142.\n\n${signature}`,
    `<p>Hello,</p><p>${thanks}</p><p>Need help sooner? Call us at <a href="tel:9135550142">(913) 555-0142</a>.</p><p>${signature.replace('\n', '<br>')}</p>`,
    id,
  ];
}

interface Writer {
  /** The lead and its two outbox rows in one transaction; resolves with the lead id. */
  createLead(lead: LeadBody, tokenHash: string): Promise<number>;
  /** The lead INSERT alone, autocommit. */
  insertLeadOnly(lead: LeadBody, tokenHash: string): Promise<number>;
  close(): Promise<void>;
}

async function insertLead(q: Queryable, lead: LeadBody, tokenHash: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(INSERT_LEAD, leadParams(lead, tokenHash));
  return rows[0]!.id;
}

async function createLeadIn(q: Queryable, lead: LeadBody, tokenHash: string): Promise<number> {
  const id = await insertLead(q, lead, tokenHash);
  await q.query(INSERT_OUTBOX, outboxParams(lead, id));
  return id;
}

async function openWriter(target: DatabaseTarget): Promise<Writer> {
  // The schema comes from the project's migrations, as in the product.
  const database = await openDatabase(target);
  await database.migrate();

  if (target.kind === 'pglite') {
    // drizzle keeps the driver's client as `$client`: the raw PGlite instance.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return {
      createLead: (lead, tokenHash) =>
        client.transaction((tx: Transaction) => createLeadIn(tx, lead, tokenHash)),
      insertLeadOnly: (lead, tokenHash) => insertLead(client, lead, tokenHash),
      close: () => database.close(),
    };
  }

  await database.close();
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  return {
    async createLead(lead, tokenHash) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const id = await createLeadIn(client, lead, tokenHash);
        await client.query('commit');
        return id;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    insertLeadOnly: (lead, tokenHash) => insertLead(pool, lead, tokenHash),
    close: () => pool.end(),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    })
    .end(json);
}

let errorsReported = 0;

async function start(target: DatabaseTarget) {
  const writer = await openWriter(target);
  const server = createServer((req, res) => {
    const route =
      req.method !== 'POST'
        ? undefined
        : req.url === '/api/leads'
          ? writer.createLead
          : req.url === '/lead-only'
            ? writer.insertLeadOnly
            : undefined;
    if (!route) {
      send(res, 404, { message: 'Not found' });
      return;
    }
    readBody(req)
      .then(async (raw) => {
        const lead = JSON.parse(raw) as LeadBody;
        const detailsToken = randomBytes(24).toString('base64url');
        const tokenHash = createHash('sha256').update(detailsToken).digest('hex');
        const id = await route(lead, tokenHash);
        send(res, 201, { id, detailsToken });
      })
      .catch((error: unknown) => {
        if (errorsReported++ < 5) console.error('baseline:', error);
        send(res, 500, { message: 'failed' });
      });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ type: 'listening', port } satisfies ForkedServerMessage);
  });
  const stop = () =>
    server.close(() => {
      void writer.close().finally(() => process.exit(0));
    });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// The bench went away (crash, kill -9): don't linger.
process.on('disconnect', () => process.exit(0));
process.once('message', (message: { type?: string; target?: DatabaseTarget }) => {
  if (message.type !== 'start' || !message.target) return;
  start(message.target).catch((error: unknown) => {
    process.send?.({
      type: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies ForkedServerMessage);
    process.exit(1);
  });
});
