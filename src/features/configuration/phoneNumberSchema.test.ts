import { describe, expect, it } from 'vitest';
import { phoneNumberSchema } from './phoneNumberSchema';

const input = (number: string) => ({
  number,
  provider: 'Sipgate',
  environment: 'production',
  label: '',
});

const numberOf = (number: string) => {
  const result = phoneNumberSchema.safeParse(input(number));
  return result.success ? result.data.number : undefined;
};

const reasonOf = (number: string) => {
  const result = phoneNumberSchema.safeParse(input(number));
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === 'number')?.message;
};

describe('phoneNumberSchema', () => {
  it.each([
    ['+49 (0)30 1234567', '+49301234567'],
    ['+49 (0)30 1234', '+49301234'],
    ['+49 30 1234567', '+49301234567'],
    ['+49-30-123 456 7', '+49301234567'],
    ['  +81 3-1234-5678 ', '+81312345678'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    // Italy keeps its leading 0: it is part of the number, not a trunk prefix.
    ['+39 06 1234 5678', '+390612345678'],
  ])('stores %s as %s', (typed, stored) => {
    expect(numberOf(typed)).toBe(stored);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'phone_invalid'],
    ['+49301234567x', 'phone_invalid'],
    ['+49 30 1234567 ext. 5', 'phone_invalid'],
    // No German number starts with 10: refused by the full metadata, not by length alone.
    ['+49 10 1234567', 'phone_invalid'],
    ['+999 1234567', 'phone_invalid'],
    ['+49 1', 'phone_not_possible'],
    ['+49 30 12345678901234', 'phone_not_possible'],
    ['030 1234567', 'e164'],
  ])('refuses %j with %s', (typed, reason) => {
    expect(numberOf(typed)).toBeUndefined();
    expect(reasonOf(typed)).toBe(reason);
  });
});
