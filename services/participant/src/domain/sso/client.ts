import type * as Oidc from 'openid-client';
import type { SsoSettings } from './settings';

/** Discovered provider metadata is kept this long per organization's client. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const cache = new Map<string, { config: Oidc.Configuration; expires: number }>();

/** openid-client is loaded at the first sign-in through SSO, not at the service's start. */
const client = () => import('openid-client');

/** Plain HTTP is allowed only for a provider on this machine (the local demo and tests). */
const isLocal = (issuer: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/** The organization's provider, discovered from its issuer (`/.well-known/openid-configuration`). */
export async function providerOf(settings: SsoSettings): Promise<Oidc.Configuration> {
  const oidc = await client();
  const key = `${settings.issuer}|${settings.client_id}|${settings.client_secret}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.config;
  const issuer = new URL(settings.issuer);
  const config = await oidc.discovery(
    issuer,
    settings.client_id,
    settings.client_secret,
    oidc.ClientSecretBasic(settings.client_secret),
    {
      execute: isLocal(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 5,
    },
  );
  cache.set(key, { config, expires: Date.now() + DISCOVERY_TTL_MS });
  return config;
}

/** One sign-in's secrets, kept in Redis under its `state` until the callback. */
export interface PendingSignIn {
  promotion_id: number;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
}

/** Authorization code with PKCE (S256), state and nonce. */
export async function startSignIn(
  config: Oidc.Configuration,
  redirectUri: string,
  loginHint?: string,
) {
  const oidc = await client();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile organization',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint, prompt: 'login' } : {}),
  });
  return { url, state, codeVerifier, nonce };
}

/**
 * Exchanges the code (checking state, nonce, PKCE and the ID token's signature and audience),
 * then reads the userinfo: the ID token's claims with the userinfo's added (same subject).
 */
export async function finishSignIn(
  config: Oidc.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
  state: string,
): Promise<Record<string, unknown>> {
  const oidc = await client();
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.code_verifier,
    expectedNonce: pending.nonce,
    expectedState: state,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return { ...userinfo, ...idClaims };
}
