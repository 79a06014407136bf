import { timingSafeEqual } from 'node:crypto';

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

/** The `findAccount` hook of oidc-provider: the provider filters claims by granted scope. */
export async function findAccount(_ctx, sub) {
  const account = bySubject.get(sub);
  if (!account) return undefined;
  return {
    accountId: sub,
    async claims() {
      return { ...account.claims };
    },
  };
}
