import '~/lib/zod-jitless';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { staffClientEndpoints } from '#shared/staff/clients';
import { urlOf } from '~/lib/api';
import { uploadFile } from '../lib/upload-file';
import { documentSchema } from '#shared/documents';
import { uploadFailedToast } from './documents';

/**
 * A file for the client's portal, marked as from the
 * agency. The queries under `refreshKey` (the client's page) are read again; a failure says why
 * in a toast.
 */
export function useUploadClientDocument(clientId: string, refreshKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile(urlOf(staffClientEndpoints.uploadDocument, { params: { id: clientId } }), file, {
        parse: (body) => documentSchema.parse(body),
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
    meta: { errorToast: uploadFailedToast },
  });
}
