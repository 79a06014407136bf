import {
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

  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    return super.signinSilent({ ...args, nonce: args.nonce ?? newNonce() });
  }
}
