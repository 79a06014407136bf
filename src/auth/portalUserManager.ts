import {
  ErrorResponse,
  UserManager,
  type SigninPopupArgs,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type User,
} from 'oidc-client-ts';

/** 256 random bits, base64url: the OpenID Connect nonce of one authorization request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The token endpoint's answer to a used, revoked or expired refresh token (RFC 6749 §5.2). */
function isRefusedRefreshToken(error: unknown): boolean {
  return error instanceof ErrorResponse && error.error === 'invalid_grant';
}

/**
 * oidc-client-ts 3 sends a `nonce` in the code flow only when the caller passes one; it then keeps
 * it in the sign-in state and rejects an ID token whose `nonce` claim differs
 * (ResponseValidator._validateIdTokenAttributes). This manager gives every authorization request
 * — redirect, popup and the silent frame — a fresh one, whoever starts it. Refresh-token renewals
 * send no authorization request and need none.
 */
export class PortalUserManager extends UserManager {
  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    return super.signinRedirect({ ...args, nonce: args.nonce ?? newNonce() });
  }

  override signinPopup(args: SigninPopupArgs = {}): Promise<User> {
    return super.signinPopup({ ...args, nonce: args.nonce ?? newNonce() });
  }

  /**
   * A refresh token can be refused although the session at the provider lives on: a duplicated
   * tab starts with a copy of this tab's session storage, so both hold the same refresh token;
   * with rotation, the second tab to renew presents a used token and the provider revokes the
   * whole grant, including the first tab's new token. One renewal through the provider's session
   * (the hidden frame, prompt=none) recovers either tab; if that fails too, the session has ended.
   */
  override async signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    try {
      return await super.signinSilent({ ...args, nonce: args.nonce ?? newNonce() });
    } catch (error) {
      if (args.forceIframeAuth || !isRefusedRefreshToken(error)) throw error;
      console.warn('The refresh token was refused; renewing through the provider session.', error);
      return super.signinSilent({ ...args, forceIframeAuth: true, nonce: newNonce() });
    }
  }
}
