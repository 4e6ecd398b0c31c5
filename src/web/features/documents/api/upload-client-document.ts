import '~/lib/zod-jitless';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { uploadFile } from '../lib/upload-file';
import { documentSchema } from '#shared/documents';
import { uploadFailedToast } from './documents';

/**
 * POST /api/staff/clients/:id/documents: a file for the client's portal, marked as from the
 * agency. The queries under `refreshKey` (the client's page) are read again; a failure says why
 * in a toast.
 */
export function useUploadClientDocument(clientId: string, refreshKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile(`/api/staff/clients/${encodeURIComponent(clientId)}/documents`, file, {
        parse: (body) => documentSchema.parse(body),
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
    meta: { errorToast: uploadFailedToast },
  });
}
