// Before any schema is used: the site's CSP forbids the eval zod would probe for.
import '~/lib/zod-jitless';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import {
  acknowledgementSchema,
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
import { currentUserKey } from '~/lib/session';

async function postForMessage(url: string, body: unknown): Promise<string> {
  const response = await apiRequest('POST', url, body);
  return acknowledgementSchema.parse(await response.json()).message;
}

async function postForUser(url: string, body: unknown): Promise<AuthUser> {
  const response = await apiRequest('POST', url, body);
  return authUserSchema.parse(await response.json());
}

/** A mutation whose answer is the signed-in user: it becomes the current user at once. */
function useSigningIn<I>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => postForUser(url, input),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** POST /api/auth/register: 202 with the `registered` sentence, known e-mail or not. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => postForMessage('/api/auth/register', input),
  });
}

/** POST /api/auth/verify-email: with the registration's password, uses up the token and signs the new client in. */
export function useVerifyEmail() {
  return useSigningIn<VerifyEmailInput>('/api/auth/verify-email');
}

/** POST /api/auth/invitation: what an invitation holds; the token stays valid. */
export function useInvitation(token: string | null | undefined) {
  return useQuery({
    queryKey: ['/api/auth/invitation', token],
    queryFn: async (): Promise<Invitation> => {
      const response = await apiRequest('POST', '/api/auth/invitation', { token });
      return invitationSchema.parse(await response.json());
    },
    enabled: Boolean(token),
    retry: false,
  });
}

/** POST /api/auth/accept-invite: sets name and password, signs the new client in. */
export function useAcceptInvite() {
  return useSigningIn<AcceptInviteInput>('/api/auth/accept-invite');
}

/** POST /api/auth/password-reset: 202 with the `resetRequested` sentence, whatever the e-mail. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      postForMessage('/api/auth/password-reset', input),
  });
}

/** POST /api/auth/password-reset/confirm: the new password; signs in, other sessions end. */
export function useResetPassword() {
  return useSigningIn<PasswordResetInput>('/api/auth/password-reset/confirm');
}

/** POST /api/auth/password (signed in); a 401 is an ended session, handled as everywhere. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => postForMessage('/api/auth/password', input),
  });
}

/** POST /api/auth/code: 202 with the `codeSent` sentence, whoever the address is. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (input: CodeRequestInput) => postForMessage('/api/auth/code', input),
  });
}

/** POST /api/auth/code/verify: signs the client in; a 401 is a refused code, not an ended session. */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CodeSignInInput) => postForUser('/api/auth/code/verify', input),
    meta: { own401: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
