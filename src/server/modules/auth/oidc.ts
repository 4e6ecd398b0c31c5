import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcConfig } from '../../config';

/** Seconds any one call to the provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_S = 10;

/** How long a visitor may spend at the provider between `/api/login` and the callback. */
export const OIDC_TRANSACTION_TTL_S = 10 * 60;

/** What the callback must get back unchanged: kept in a signed cookie, never on the server. */
const transactionSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  returnTo: z.string(),
  redirectUri: z.url(),
  expiresAt: z.number(),
});
export type OidcTransaction = z.infer<typeof transactionSchema>;

export function encodeTransaction(transaction: OidcTransaction): string {
  return Buffer.from(JSON.stringify(transaction)).toString('base64url');
}

/** The transaction of an (already verified) cookie value, or undefined when unusable or old. */
export function decodeTransaction(value: string, now = Date.now()): OidcTransaction | undefined {
  try {
    const parsed = transactionSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * openid-client refuses plain HTTP. A provider on this machine (a test's, or a developer's local
 * one) is the only place where that is safe, so only a loopback issuer may use it.
 */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname.toLowerCase())
  );
}

/**
 * The authorization code flow with PKCE, state and nonce against the configured provider.
 * Discovery happens at the first log-in and is kept; a failed discovery is retried by the next
 * one, so a provider that is down at start-up does not stop the site.
 */
export function oidcClient(settings: OidcConfig) {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        // OpenID Connect's default method for a client registered with a secret.
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_S,
          execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and what its cookie must bring back to the callback. */
    async start(redirectUri: string, returnTo: string, now = Date.now()) {
      const config = await configuration();
      const transaction: OidcTransaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
        redirectUri,
        expiresAt: now + OIDC_TRANSACTION_TTL_S * 1000,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      return { url, transaction };
    },

    /**
     * Checks the provider's answer (`search`: the callback's query string) against the
     * transaction, redeems the code and reads the ID token. Throws on anything wrong.
     */
    async finish(transaction: OidcTransaction, search: string): Promise<OidcIdentity> {
      const config = await configuration();
      // The token request repeats the redirect_uri of the authorization request: the same one.
      const currentUrl = new URL(transaction.redirectUri);
      currentUrl.search = search;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Providers that keep the ID token small (for example oidc-provider's default) give the
      // scope's claims at the userinfo endpoint only; e-mail and its flag come from one source.
      const source: Record<string, unknown> =
        idToken.email === undefined
          ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
          : idToken;
      return {
        subject: idToken.sub,
        email: typeof source.email === 'string' ? source.email : undefined,
        // Some providers send the flag as a string.
        emailVerified: source.email_verified === true || source.email_verified === 'true',
      };
    },
  };
}
