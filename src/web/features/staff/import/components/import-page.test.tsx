// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#shared/auth';
import type { ImportPreview, ImportRunLine } from '#shared/staff/import';
import { signedInHintCookie } from '#shared/session-hint';
import { fakeApi, renderInApp } from '~/lib/testing';
import { ImportPage } from './import-page';

const me: AuthUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Jordan',
  lastName: 'Price',
  email: 'admin@example.com',
  role: 'admin',
  isClient: false,
};

const preview: ImportPreview = {
  kind: 'clients',
  sourceSystem: 'Plain export',
  columns: ['Client Code', 'Last Name', 'Email'],
  mapping: { clientCode: 'Client Code', lastName: 'Last Name', email: 'Email' },
  rowCount: 3,
  counts: { create: 1, update: 0, unchanged: 0, reject: 1, uncertain: 1 },
  rows: [
    { row: 2, action: 'create', label: 'Holloway (client C-1)' },
    { row: 3, action: 'reject', label: 'Row 3', reason: 'The row has no name' },
    {
      row: 4,
      action: 'uncertain',
      label: 'Erin Holloway (client H-9)',
      reason: 'Looks like Erin Holloway (same name and address): confirm',
      match: {
        accountId: 'acc-1',
        name: 'Erin Holloway',
        address: '14 Quivira Rd, Olathe, KS 66061',
      },
    },
  ],
};

/** The import's API: the run answers its lines as a stream of NDJSON. */
function fakeServer(runLines: ImportRunLine[]) {
  const { requests } = fakeApi(
    {
      'GET /api/auth/user': [{ status: 200, body: me }],
      'GET /api/staff/import/mappings': [{ status: 200, body: [] }],
      'POST /api/staff/import/preview': [{ status: 200, body: preview }],
      'POST /api/staff/import/run': [
        {
          status: 200,
          body: null,
          raw: {
            text: runLines.map((line) => `${JSON.stringify(line)}\n`).join(''),
            contentType: 'application/x-ndjson',
          },
        },
      ],
    },
    { repeatLast: true },
  );
  return requests;
}

async function checkFile() {
  renderInApp(<ImportPage />);
  const input = await screen.findByLabelText(/CSV file/);
  fireEvent.change(input, {
    target: { files: [new File(['Client Code,Last Name\n'], 'clients.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  return screen.findByRole('table', { name: 'Rows that change something or are refused' });
}

beforeEach(() => {
  document.cookie = `${signedInHintCookie}=1`;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImportPage', () => {
  it('asks for a file before checking anything', async () => {
    const sent = fakeServer([]);
    renderInApp(<ImportPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose the CSV file to import.')).toBeVisible();
    expect(
      sent.filter((r) => r.url.startsWith('/api/staff/import/') && r.method === 'POST'),
    ).toEqual([]);
  });

  it('shows the columns, the dry run with reasons, and asks about the uncertain match', async () => {
    fakeServer([]);
    const table = await checkFile();
    expect(screen.getByRole('status').textContent).toContain(
      '3 rows: 1 to create, 0 to update, 0 unchanged, 1 rejected, 1 to confirm.',
    );
    expect((screen.getByLabelText(/^Last name/) as HTMLSelectElement).value).toBe('Last Name');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('To create');
    expect(rows[1]!.textContent).toContain('Rejected');
    expect(rows[1]!.textContent).toContain('The row has no name');
    const decision = within(rows[2]!).getByLabelText(/Same name and address as Erin Holloway/);
    expect((decision as HTMLSelectElement).value).toBe('same');
  });

  it('imports with the decisions, showing the progress and then the result', async () => {
    const sent = fakeServer([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      {
        type: 'done',
        result: {
          kind: 'clients',
          rowCount: 3,
          counts: { create: 2, update: 0, unchanged: 0, reject: 1, uncertain: 0 },
          message: 'Imported: 2 created, 0 updated.',
        },
      },
    ]);
    const table = await checkFile();
    const rows = within(table).getAllByRole('row').slice(1);
    fireEvent.change(within(rows[2]!).getByRole('combobox'), { target: { value: 'new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await screen.findByRole('heading', { name: 'Imported: 2 created, 0 updated.' }),
    ).toBeVisible();
    const run = sent.find((s) => s.url === '/api/staff/import/run')!;
    expect(run.form).toMatchObject({ kind: 'clients', sourceSystem: 'Plain export' });
    expect(JSON.parse(run.form!.decisions!)).toEqual({ '4': 'new' });
    expect(JSON.parse(run.form!.mapping!)).toEqual(preview.mapping);
  });

  it('tells the error line of a run, and keeps the dry run to try again', async () => {
    fakeServer([
      { type: 'progress', done: 1, total: 2 },
      {
        type: 'error',
        message: 'The import could not finish. Nothing was changed: please try again in a minute.',
      },
    ]);
    await checkFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The import could not finish. Nothing was changed: please try again in a minute.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeVisible(),
    );
  });
});
