import * as React from 'react';
import { href, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldError, FormField, describedBy } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { ScrollTable } from '~/components/ui/scroll-table';
import {
  IMPORT_LISTED_ROWS,
  IMPORT_MAX_MB,
  importFields,
  importKindLabels,
  importKinds,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type MatchDecision,
} from '#shared/staff/import';
import { StaffPage } from '../../shared/staff-layout';
import { useImportMappings } from '../api/import-file';
import { useBookImport, type BookImport } from '../lib/use-book-import';

/** What the dry run says will happen to a row. */
const actionWords: Record<ImportRow['action'], string> = {
  create: 'To create',
  update: 'To update',
  unchanged: 'Unchanged',
  reject: 'Rejected',
  uncertain: 'To confirm',
};

const decisionWords: Record<MatchDecision, string> = {
  same: 'The same client',
  new: 'A new client',
  skip: 'Leave the row out',
};

/**
 * /staff/import (admins): an export of the agency's management system in four steps: choose the
 * file and the system it comes from, match its columns to fields, read the dry run (what would be
 * created, updated, left alone, rejected and why), confirm uncertain matches, then import it
 * with a progress bar. The mapping is kept for the system's next file.
 */
export function ImportPage() {
  const errorRef = React.useRef<HTMLDivElement>(null);
  const resultRef = React.useRef<HTMLHeadingElement>(null);
  const run = useBookImport({ errorRef, resultRef });
  const { preview, mapping } = run;

  return (
    <StaffPage title="Import the book">
      <div className="max-w-5xl space-y-8">
        <p className="text-slate-700">
          Bring clients, policies, vehicles, drivers and certificate holders from your management
          system&apos;s CSV exports. Import the clients first, then their policies, then the rest.
          Nothing changes until you press Import, and a file is imported whole or not at all.
        </p>

        {run.error && (
          <div
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          >
            {run.error}
          </div>
        )}

        <FileStep run={run} />

        {preview && mapping && (
          <Mapping
            kind={run.kind}
            columns={preview.columns}
            mapping={mapping}
            disabled={run.busy}
            onChange={run.setMapping}
            onRecheck={() => void run.check()}
          />
        )}

        {preview && <DryRun preview={preview} decisions={run.decisions} onDecide={run.decide} />}

        {preview && <ImportStep run={run} preview={preview} />}

        {run.stage.step === 'imported' && (
          <ImportedPanel headingRef={resultRef} result={run.stage.result} onAgain={run.restart} />
        )}
      </div>
    </StaffPage>
  );
}

/** Step 1: what the file holds, the system it comes from, the file; "Check the file" sends it. */
function FileStep({ run }: { run: BookImport }) {
  const mappings = useImportMappings();
  const systems = [...new Set((mappings.data ?? []).map((m) => m.sourceSystem))];
  const fileErrorId = React.useId();
  const { busy, fileError } = run;
  return (
    <form
      onSubmit={run.check}
      noValidate
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-semibold text-ink">1. The file</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="What the file holds" required>
          {(control) => (
            <NativeSelect
              {...control}
              value={run.kind}
              disabled={busy}
              onChange={(e) => run.chooseKind(e.target.value as ImportKind)}
            >
              {importKinds.map((k) => (
                <option key={k} value={k}>
                  {importKindLabels[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="The system it comes from"
          required
          hint="Its column choices are kept for its next file."
        >
          {(control) => (
            <>
              <Input
                {...control}
                list="import-systems"
                maxLength={40}
                value={run.sourceSystem}
                disabled={busy}
                onChange={(e) => run.chooseSystem(e.target.value)}
              />
              <datalist id="import-systems">
                {systems.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="import-file" className="block text-sm font-semibold text-ink">
          CSV file (up to {IMPORT_MAX_MB} MB)
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy(fileError && fileErrorId)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={(e) => run.chooseFile(e.target.files?.[0] ?? null)}
        />
        <FieldError id={fileErrorId} message={fileError} />
      </div>
      <Button type="submit" disabled={busy}>
        {run.stage.step === 'checking' ? 'Checking the file...' : 'Check the file'}
      </Button>
    </form>
  );
}

/** Step 4: the Import button, then the progress of the records written. */
function ImportStep({ run, preview }: { run: BookImport; preview: ImportPreview }) {
  const { stage } = run;
  return (
    <section aria-labelledby="import-run" className="space-y-3">
      <h2 id="import-run" className="text-xl font-semibold text-ink">
        4. Import
      </h2>
      {stage.step === 'importing' ? (
        <div className="space-y-2">
          <label htmlFor="import-progress" className="block text-sm font-semibold">
            {stage.total === 0
              ? 'Importing: checking the file again...'
              : `Importing: ${stage.done.toLocaleString('en-US')} of ${stage.total.toLocaleString('en-US')} records written`}
          </label>
          <progress
            id="import-progress"
            className="h-3 w-full"
            max={stage.total || 1}
            value={stage.total === 0 ? undefined : stage.done}
          />
        </div>
      ) : (
        <Button
          type="button"
          onClick={() => void run.importNow(preview)}
          disabled={importable(preview) === 0}
        >
          Import {importable(preview).toLocaleString('en-US')} rows
        </Button>
      )}
    </section>
  );
}

/** What the import wrote, focused as it appears, and where to go next. */
function ImportedPanel({
  headingRef,
  result,
  onAgain,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  result: ImportResult;
  onAgain: () => void;
}) {
  return (
    <section className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-emerald-900">
        {result.message}
      </h2>
      <p role="status" className="text-emerald-900">
        {countsText(result.counts)}
      </p>
      <p>
        <Link
          to={href('/staff/clients')}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          See the clients
        </Link>
        {' · '}
        <button
          type="button"
          className="font-semibold text-brand-800 underline underline-offset-2"
          onClick={onAgain}
        >
          Import another file
        </button>
      </p>
    </section>
  );
}

/** The rows an import writes or confirms: all but the rejected ones. */
const importable = ({ counts }: ImportPreview) =>
  counts.create + counts.update + counts.unchanged + counts.uncertain;

/** What a finished import left alone: unchanged rows, refused ones, unconfirmed matches. */
function countsText(counts: ImportPreview['counts']): string {
  const parts = [`${counts.unchanged} unchanged`, `${counts.reject} rejected`];
  if (counts.uncertain) parts.push(`${counts.uncertain} left out, not confirmed`);
  return `${parts.join(', ')}.`;
}

/** Step 2: each field with the file's column that holds it. */
function Mapping({
  kind,
  columns,
  mapping,
  disabled,
  onChange,
  onRecheck,
}: {
  kind: ImportKind;
  columns: string[];
  mapping: Record<string, string>;
  disabled: boolean;
  onChange: (mapping: Record<string, string>) => void;
  onRecheck: () => void;
}) {
  const [changed, setChanged] = React.useState(false);
  return (
    <section aria-labelledby="import-mapping" className="space-y-4">
      <h2 id="import-mapping" className="text-xl font-semibold text-ink">
        2. The file&apos;s columns
      </h2>
      <p className="text-slate-700">Each field reads the column chosen for it.</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {importFields[kind].map((f) => (
          <FormField key={f.key} label={f.label} required={f.required}>
            {(control) => (
              <NativeSelect
                {...control}
                value={mapping[f.key] ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const next = { ...mapping };
                  if (e.target.value) next[f.key] = e.target.value;
                  else delete next[f.key];
                  onChange(next);
                  setChanged(true);
                }}
              >
                <option value="">Not in this file</option>
                {columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ))}
      </div>
      {changed && (
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => {
            setChanged(false);
            onRecheck();
          }}
        >
          Check again with these columns
        </Button>
      )}
    </section>
  );
}

/** Step 3: the counts, then every row that is not unchanged, with the reason or the changes. */
function DryRun({
  preview,
  decisions,
  onDecide,
}: {
  preview: ImportPreview;
  decisions: Record<string, MatchDecision>;
  onDecide: (row: number, decision: MatchDecision) => void;
}) {
  const { counts } = preview;
  const listedAll = preview.rows.length < IMPORT_LISTED_ROWS;
  return (
    <section aria-labelledby="import-dry-run" className="space-y-4">
      <h2 id="import-dry-run" className="text-xl font-semibold text-ink">
        3. What the import would do
      </h2>
      <p role="status">
        {preview.rowCount.toLocaleString('en-US')} rows: {counts.create} to create, {counts.update}{' '}
        to update, {counts.unchanged} unchanged, {counts.reject} rejected
        {counts.uncertain ? `, ${counts.uncertain} to confirm` : ''}.
      </p>
      {preview.rows.length > 0 && (
        <ScrollTable
          caption={
            listedAll
              ? 'Rows that change something or are refused'
              : `The first ${IMPORT_LISTED_ROWS} rows that change something or are refused`
          }
          columns={[
            { label: 'Row', numeric: true },
            'Record',
            'What happens',
            'Why, or what changes',
          ]}
          minWidth="min-w-[48rem]"
        >
          {preview.rows.map((row) => (
            <tr key={row.row} className="align-top">
              <td className="px-4 py-3 text-right tabular-nums">{row.row}</td>
              <th scope="row" className="px-4 py-3 font-normal">
                {row.label}
              </th>
              <td
                className={
                  row.action === 'reject' ? 'px-4 py-3 font-semibold text-red-800' : 'px-4 py-3'
                }
              >
                {actionWords[row.action]}
              </td>
              <td className="px-4 py-3">
                {row.action === 'uncertain' && row.match ? (
                  <Decision row={row} value={decisions[row.row] ?? 'same'} onChange={onDecide} />
                ) : row.changes ? (
                  <ul>
                    {row.changes.map((c) => (
                      <li key={c.field}>
                        {c.label}: {c.from ?? 'none'} → {c.to ?? 'none'}
                      </li>
                    ))}
                  </ul>
                ) : (
                  row.reason
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

function Decision({
  row,
  value,
  onChange,
}: {
  row: ImportRow;
  value: MatchDecision;
  onChange: (row: number, decision: MatchDecision) => void;
}) {
  const id = React.useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block">
        Same name and address as <strong>{row.match!.name}</strong>, {row.match!.address}. Is it:
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(row.row, e.target.value as MatchDecision)}
      >
        {(Object.keys(decisionWords) as MatchDecision[]).map((d) => (
          <option key={d} value={d}>
            {decisionWords[d]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
