// Before any schema is used: the site's CSP forbids the eval zod would probe for.
import '~/lib/zod-jitless';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  acknowledgementSchema,
  authEndpoints as endpoints,
  authUserSchema,
  invitationSchema,
  type AcceptInviteInput,
  type AuthUser,
  type ChangePasswordInput,
  type CodeRequestInput,
  type CodeSignInInput,
  type Invitation,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type RegisterInput,
  type VerifyEmailInput,
} from '#shared/auth';
import { pathKey } from '#shared/endpoints';
import { currentUserKey } from '~/lib/session';

/** The sentence of an acknowledgement. */
const messageOf = (answer: unknown): string => acknowledgementSchema.parse(answer).message;

/** A mutation whose answer is the signed-in user: it becomes the current user at once. */
function useSigningIn<I>(signIn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<AuthUser> => authUserSchema.parse(await signIn(input)),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** Registers: 202 with the `registered` sentence, known e-mail or not. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      messageOf(await callApi(endpoints.register, { body: input })),
  });
}

/** With the registration's password, uses up the token and signs the new client in. */
export function useVerifyEmail() {
  return useSigningIn((input: VerifyEmailInput) => callApi(endpoints.verifyEmail, { body: input }));
}

/** What an invitation holds; the token stays valid. */
export function useInvitation(token: string | null | undefined) {
  return useQuery({
    queryKey: [...pathKey(endpoints.invitation.path), token],
    queryFn: async (): Promise<Invitation> =>
      invitationSchema.parse(await callApi(endpoints.invitation, { body: { token: token! } })),
    enabled: Boolean(token),
    retry: false,
  });
}

/** Sets name and password, signs the new client in. */
export function useAcceptInvite() {
  return useSigningIn((input: AcceptInviteInput) =>
    callApi(endpoints.acceptInvite, { body: input }),
  );
}

/** Asks for a reset link: 202 with the `resetRequested` sentence, whatever the e-mail. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetRequestInput) =>
      messageOf(await callApi(endpoints.requestPasswordReset, { body: input })),
  });
}

/** The new password of a reset link; signs in, other sessions end. */
export function useResetPassword() {
  return useSigningIn((input: PasswordResetInput) =>
    callApi(endpoints.resetPassword, { body: input }),
  );
}

/** Changes the signed-in person's password; a 401 is an ended session, handled as everywhere. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      messageOf(await callApi(endpoints.changePassword, { body: input })),
  });
}

/** Asks for a sign-in code: 202 with the `codeSent` sentence, whoever the address is. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: async (input: CodeRequestInput) =>
      messageOf(await callApi(endpoints.requestCode, { body: input })),
  });
}

/** Signs the client in with a code; a 401 is a refused code, not an ended session. */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CodeSignInInput) =>
      authUserSchema.parse(await callApi(endpoints.codeSignIn, { body: input })),
    meta: { own401: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
