import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  authEndpoints as endpoints,
  authUserSchema,
  type AuthUser,
  type LoginInput,
} from '#shared/auth';
import { currentUserKey } from '~/lib/session';

export async function logIn(input: LoginInput): Promise<AuthUser> {
  return authUserSchema.parse(await callApi(endpoints.login, { body: input }));
}

/** Logs in with e-mail and password; the signed-in user becomes the current user at once. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // A 401 here is a wrong e-mail or password, not an ended session.
    meta: { own401: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
