import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '~/lib/api';
import type { ImportKind, ImportPreview, ImportResult, MatchDecision } from '#shared/staff/import';
import { mappingsKey, previewImport, runImport } from '../api/import-file';

/** Where an import stands: the file chosen, checked (the dry run), importing, imported. */
export type ImportStage =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'checked'; preview: ImportPreview }
  | { step: 'importing'; preview: ImportPreview; done: number; total: number }
  | { step: 'imported'; result: ImportResult };

/**
 * One import of the book, step by step: what the file holds and where it comes from, the file,
 * the columns' mapping, the decisions on uncertain matches, and the stage it has reached. A
 * change of the file or its kind or system starts again from the first step; a failure goes
 * back a step with its reason, focused.
 */
export function useBookImport(focus: {
  /** The failure's alert, focused when it appears. */
  errorRef: React.RefObject<HTMLElement | null>;
  /** The result's heading, focused when the import is done. */
  resultRef: React.RefObject<HTMLElement | null>;
}) {
  const { errorRef, resultRef } = focus;
  const queryClient = useQueryClient();
  const [kind, setKind] = React.useState<ImportKind>('clients');
  const [sourceSystem, setSourceSystem] = React.useState('Plain export');
  const [file, setFile] = React.useState<File | null>(null);
  const [mapping, setMapping] = React.useState<Record<string, string> | null>(null);
  const [decisions, setDecisions] = React.useState<Record<string, MatchDecision>>({});
  const [stage, setStage] = React.useState<ImportStage>({ step: 'choose' });
  const [error, setError] = React.useState<string | null>(null);
  const [fileError, setFileError] = React.useState<string | undefined>();

  function restart() {
    setMapping(null);
    setDecisions({});
    setStage({ step: 'choose' });
    setError(null);
  }

  function fail(cause: unknown) {
    setError(userMessage(cause, cause instanceof Error ? cause.message : 'Please try again.'));
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function check(event?: React.FormEvent) {
    event?.preventDefault();
    if (!file) {
      setFileError('Choose the CSV file to import.');
      return;
    }
    setFileError(undefined);
    setError(null);
    setStage({ step: 'checking' });
    try {
      const preview = await previewImport({
        kind,
        sourceSystem,
        file,
        ...(mapping ? { mapping } : {}),
      });
      setMapping(preview.mapping);
      setStage({ step: 'checked', preview });
    } catch (cause) {
      setStage({ step: 'choose' });
      fail(cause);
    }
  }

  async function importNow(preview: ImportPreview) {
    if (!file) return;
    setError(null);
    setStage({ step: 'importing', preview, done: 0, total: 0 });
    const uncertain = preview.rows.filter((r) => r.action === 'uncertain');
    try {
      const result = await runImport(
        {
          kind,
          sourceSystem,
          file,
          mapping: preview.mapping,
          decisions: Object.fromEntries(
            uncertain.map((r) => [String(r.row), decisions[r.row] ?? 'same']),
          ),
        },
        (done, total) => setStage({ step: 'importing', preview, done, total }),
      );
      setStage({ step: 'imported', result });
      await queryClient.invalidateQueries({ queryKey: mappingsKey });
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (cause) {
      setStage({ step: 'checked', preview });
      fail(cause);
    }
  }

  const preview =
    stage.step === 'checked' || stage.step === 'importing' ? stage.preview : undefined;
  return {
    kind,
    sourceSystem,
    file,
    mapping,
    decisions,
    stage,
    preview,
    busy: stage.step === 'checking' || stage.step === 'importing',
    error,
    fileError,
    /** Each change of what is imported starts again from the first step. */
    chooseKind: (next: ImportKind) => {
      setKind(next);
      restart();
    },
    chooseSystem: (next: string) => {
      setSourceSystem(next);
      restart();
    },
    chooseFile: (next: File | null) => {
      setFile(next);
      restart();
    },
    setMapping,
    decide: (row: number, decision: MatchDecision) =>
      setDecisions((d) => ({ ...d, [row]: decision })),
    check,
    importNow,
    restart,
  };
}

export type BookImport = ReturnType<typeof useBookImport>;
