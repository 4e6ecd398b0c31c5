import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi, urlOf } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { uploadFile } from '../lib/upload-file';
import {
  documentEndpoints as endpoints,
  documentMessages,
  documentSchema,
  type PortalDocument,
} from '#shared/documents';
import { pathKey } from '#shared/endpoints';
import { portalRetry } from '~/lib/portal-query';

/** The client's documents, newest first: the default query reads the key's path. */
export const documentsKey = pathKey(endpoints.list.path);

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

/**
 * Uploads a file as multipart (`file`), with upload progress as a fraction from 0 to 1
 * (../lib/upload-file.ts).
 */
export function uploadDocument(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<PortalDocument> {
  return uploadFile(urlOf(endpoints.upload), file, {
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

/** Deletes a document; its failure toast keeps its fixed wording, word for word. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callApi(endpoints.delete, { params: { id } });
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
