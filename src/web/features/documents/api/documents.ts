import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { uploadFile } from '../lib/upload-file';
import { documentMessages } from '#shared/documents';
import { documentSchema, type PortalDocument } from '#shared/documents';
import { portalRetry } from '~/lib/portal-query';

/** GET /api/documents: the client's documents, newest first. */
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

/**
 * POST /api/documents as multipart (`file`), with upload progress as a fraction from 0 to 1
 * (src/web/lib/upload-file.ts).
 */
export function uploadDocument(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<PortalDocument> {
  return uploadFile('/api/documents', file, {
    parse: (body) => documentSchema.parse(body),
    onProgress,
  });
}

/** An upload's failure: the upload-failed toast with the server's words. */
export const uploadFailedToast = {
  title: documentMessages.uploadFailedTitle,
  fallback: documentMessages.uploadFailed,
};

/**
 * Uploads one file. On success the list is read again; on failure the upload-failed toast with the
 * server's words (a 401 goes through the query client's log-in redirect instead).
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadDocument(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
    meta: { errorToast: uploadFailedToast },
  });
}

/** DELETE /api/documents/{id}; its failure toast keeps its fixed wording, word for word. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/documents/${id}`);
    },
    // After a failure too: a document deleted from another tab answers 404 and leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
    meta: {
      errorToast: {
        title: documentMessages.deleteFailedTitle,
        fallback: documentMessages.deleteFailed,
        serverWords: false,
      },
    },
  });
}
