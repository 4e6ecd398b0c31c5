import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, userMessage } from '~/lib/api';
import { uploadFile } from '~/lib/upload-file';
import { toast } from '~/lib/use-toast';
import { documentSchema, portalMessages } from '#shared/portal';
import { clientsKey } from './get-clients';

/**
 * POST /api/staff/clients/:id/documents: a file for the client's portal, marked as from the
 * agency. The client's page reads its documents again; a failure says why in a toast.
 */
export function useUploadClientDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile(`/api/staff/clients/${encodeURIComponent(clientId)}/documents`, file, {
        parse: (body) => documentSchema.parse(body),
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
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
