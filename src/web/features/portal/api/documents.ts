import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, userMessage } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { toast } from '~/lib/use-toast';
import { documentSchema, portalMessages, type PortalDocument } from '../../../../shared/portal';
import { portalRetry } from './portal-query';

/** GET /api/documents (SPEC section 7): the client's documents, newest first. */
export const documentsKey = ['/api/documents'] as const;

const readList = getQueryFn<unknown>({ on401: 'throw' });
const documentListSchema = z.array(documentSchema);

export function getDocumentsQueryOptions() {
  return queryOptions<PortalDocument[]>({
    queryKey: documentsKey,
    queryFn: async (context) => documentListSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}

/** GET /api/documents/{id}/download: a plain link, opened in a new tab. */
export const documentDownloadHref = (id: number) => `/api/documents/${id}/download`;

/** A non-OK XMLHttpRequest answer as the same ApiError `apiRequest` throws for fetch. */
function xhrError(xhr: XMLHttpRequest): ApiError {
  const text = xhr.responseText;
  let serverMessage: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    if (typeof body?.message === 'string' && body.message) serverMessage = body.message;
  } catch {
    // not JSON: the status line is all there is
  }
  return new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, serverMessage);
}

/**
 * POST /api/documents as multipart (`file`). XMLHttpRequest, not fetch: only it reports upload
 * progress, as a fraction from 0 to 1. Rejects with an ApiError on a non-OK answer and with a
 * TypeError when the request never got an answer, as fetch does.
 */
export function uploadDocument(
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<PortalDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents');
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(xhrError(xhr));
      try {
        resolve(documentSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error as Error);
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Upload aborted')));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/**
 * Uploads one file. On success the list is read again; on failure the toast of SPEC section 8
 * with the server's words (a 401 goes through the query client's log-in redirect instead).
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadDocument(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      toast({
        variant: 'destructive',
        title: portalMessages.uploadFailedTitle,
        description: userMessage(error, portalMessages.uploadFailed),
      });
    },
  });
}

/** DELETE /api/documents/{id}; its failure toast is SPEC section 8's, word for word. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/documents/${id}`);
    },
    // After a failure too: a document deleted from another tab answers 404 and leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      toast({
        variant: 'destructive',
        title: portalMessages.deleteFailedTitle,
        description: portalMessages.deleteFailed,
      });
    },
  });
}
