import { describe, expect, it } from 'vitest';
import { publicHttpsUrlProblem } from './publicHttpsUrl';

describe('publicHttpsUrlProblem', () => {
  it.each([
    ['https://crm.example.com/hooks', null],
    ['  https://hooks.example.org:8443/x?y=1  ', null],
    ['', 'required'],
    ['crm.example.com', 'invalid'],
    ['ftp://example.com/x', 'invalid'],
    ['http://crm.example.com/hooks', 'not_https'],
    ['https://localhost/hooks', 'private_address'],
    ['https://intranet/hooks', 'private_address'],
    ['https://127.0.0.1/hooks', 'private_address'],
    ['https://10.1.2.3/hooks', 'private_address'],
    ['https://192.168.0.10/hooks', 'private_address'],
    ['https://172.20.1.1/hooks', 'private_address'],
    ['https://172.32.1.1/hooks', null],
    ['https://169.254.169.254/latest', 'private_address'],
    ['https://[::1]/hooks', 'private_address'],
    ['https://[fd12:3456::1]/hooks', 'private_address'],
    ['https://build.internal/hooks', 'private_address'],
  ])('%s → %s', (url, problem) => {
    expect(publicHttpsUrlProblem(url)).toBe(problem);
  });
});
