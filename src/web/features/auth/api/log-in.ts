import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { authUserSchema, type AuthUser, type LoginInput } from '#shared/auth';
import { currentUserKey } from '~/lib/session';

export async function logIn(input: LoginInput): Promise<AuthUser> {
  const response = await apiRequest('POST', '/api/auth/login', input);
  return authUserSchema.parse(await response.json());
}

/** POST /api/auth/login; the signed-in user becomes the current user at once. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // A 401 here is a wrong e-mail or password, not an ended session.
    meta: { own401: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
