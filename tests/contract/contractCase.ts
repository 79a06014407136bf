import type { ContractCase } from './cases';

type Role = ContractCase['role'];

/** One case: `c(method, path as in the contract, url, status, name, body?, role?)`. */
export const c = (
  method: ContractCase['method'],
  path: string,
  url: string,
  status: number,
  name: string,
  body?: unknown,
  role?: Role,
): ContractCase => ({
  name,
  method,
  path,
  url,
  status,
  ...(body === undefined ? {} : { body }),
  ...(role ? { role } : {}),
});
