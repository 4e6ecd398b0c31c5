import '~/lib/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf, callApi, urlOf } from '~/lib/api';
import { type Endpoint, pathKey } from '#shared/endpoints';
import {
  importPreviewSchema,
  importResultSchema,
  savedMappingSchema,
  staffImportEndpoints as endpoints,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRunLine,
  type MatchDecision,
} from '#shared/staff/import';

export interface ImportForm {
  kind: ImportKind;
  sourceSystem: string;
  file: File;
  /** Field → column; absent: the server proposes one. */
  mapping?: Record<string, string>;
  decisions?: Record<string, MatchDecision>;
}

function formData({ kind, sourceSystem, file, mapping, decisions }: ImportForm) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('sourceSystem', sourceSystem);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (decisions) body.append('decisions', JSON.stringify(decisions));
  // Last: the fields arrive before the file.
  body.append('file', file);
  return body;
}

/** Sends the form as multipart to the dry run or the run. */
async function send(route: Endpoint, form: ImportForm): Promise<Response> {
  const response = await fetch(urlOf(route), {
    method: route.method,
    credentials: 'same-origin',
    body: formData(form),
  });
  if (!response.ok) {
    throw apiErrorOf(response.status, response.statusText, await response.text().catch(() => ''));
  }
  return response;
}

/** The dry run: what the file would do. */
export async function previewImport(form: ImportForm): Promise<ImportPreview> {
  const response = await send(endpoints.preview, form);
  return importPreviewSchema.parse(await response.json());
}

/**
 * The run: reads the answer's lines as they come, telling each progress line to `onProgress`;
 * resolves with the result, or throws the error line's message.
 */
export async function runImport(
  form: ImportForm,
  onProgress: (done: number, total: number) => void,
): Promise<ImportResult> {
  const response = await send(endpoints.run, form);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as ImportRunLine;
      if (line.type === 'progress') onProgress(line.done, line.total);
      else if (line.type === 'done') return importResultSchema.parse(line.result);
      else throw new Error(line.message);
    }
    if (done)
      throw new Error(
        'The answer ended before the import did. Check the clients list, then try again.',
      );
  }
}

export const mappingsKey = pathKey(endpoints.mappings.path);

/** The mappings saved per system and kind: the systems imported from before. */
export function useImportMappings() {
  return useQuery({
    queryKey: mappingsKey,
    queryFn: async () => savedMappingSchema.array().parse(await callApi(endpoints.mappings)),
  });
}
