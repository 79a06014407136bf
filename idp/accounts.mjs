import { timingSafeEqual } from 'node:crypto';
import { renewalSubjectFor } from './testControls.mjs';

/**
 * Demo accounts of the local identity provider. Development and e2e only: the passwords are
 * public and stored in clear text on purpose.
 */
export const ACCOUNTS = [
  {
    username: 'alice',
    password: 'alice-password',
    claims: {
      sub: 'alice',
      name: 'Alice Example',
      given_name: 'Alice',
      family_name: 'Example',
      email: 'alice@example.com',
      email_verified: true,
    },
  },
  {
    username: 'bob',
    password: 'bob-password',
    claims: {
      sub: 'bob',
      name: 'Bob Sample',
      given_name: 'Bob',
      family_name: 'Sample',
      email: 'bob@example.com',
      email_verified: true,
    },
  },
];

const byUsername = new Map(ACCOUNTS.map((account) => [account.username, account]));
const bySubject = new Map(ACCOUNTS.map((account) => [account.claims.sub, account]));

function sameText(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Returns the account id for valid credentials, otherwise undefined. */
export function authenticate(username, password) {
  const account = byUsername.get(String(username ?? '').trim());
  if (!account || !sameText(String(password ?? ''), account.password)) return undefined;
  return account.claims.sub;
}

export function knownSubject(sub) {
  return bySubject.has(sub);
}

/**
 * The `findAccount` hook of oidc-provider: the provider filters claims by granted scope. A test
 * control may make a renewal answer with another account's claims (idp/testControls.mjs).
 */
export async function findAccount(ctx, sub) {
  if (!bySubject.has(sub)) return undefined;
  // oidc-provider takes the ID token's `sub` from accountId.
  const answeringSub = renewalSubjectFor(ctx, sub);
  const account = bySubject.get(answeringSub);
  return {
    accountId: answeringSub,
    async claims() {
      return { ...account.claims };
    },
  };
}
