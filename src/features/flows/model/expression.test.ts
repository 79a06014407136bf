import { describe, expect, it } from 'vitest';
import { checkExpression, expressionHolds } from './expression';

const SLOTS = ['attempts', 'country', 'email'];

describe('condition expressions', () => {
  it('accept comparisons, and/or/not, string and number functions over the slots', () => {
    for (const text of [
      'int(attempts) > 2 && country == "DE"',
      '!(country in ["FR", "IT"]) || double(attempts) >= 2.5',
      'email.endsWith(".test") && size(country) == 2',
      'country.startsWith("D") && email.contains("@")',
      'email.matches("^[a-z]+@")',
    ]) {
      expect(checkExpression(text, SLOTS), text).toBeNull();
    }
  });

  it('name the fault and the character it starts at', () => {
    expect(checkExpression('', SLOTS)).toEqual({ fault: 'required', position: 0 });
    expect(checkExpression('   ', SLOTS)).toEqual({ fault: 'required', position: 0 });
    expect(checkExpression('country == "DE" &&', SLOTS)).toEqual({
      fault: 'syntax',
      position: 18,
    });
    expect(checkExpression('country == "DE" || plan == "gold"', SLOTS)).toEqual({
      fault: 'unknown_slot',
      position: 19,
      name: 'plan',
    });
    // A slot is text: a number comparison needs int() or double().
    expect(checkExpression('attempts > 2', SLOTS)).toEqual({ fault: 'types', position: 0 });
    expect(checkExpression('country', SLOTS)).toEqual({ fault: 'not_boolean', position: 0 });
  });

  it('evaluate with the slots as text, unset ones empty', () => {
    const known = SLOTS;
    expect(expressionHolds('int(attempts) > 2', { attempts: '3' }, known)).toBe(true);
    expect(expressionHolds('int(attempts) > 2', { attempts: '2' }, known)).toBe(false);
    expect(expressionHolds('country == ""', {}, known)).toBe(true);
    expect(
      expressionHolds('country in ["DE", "AT"] && !email.endsWith(".test")', {
        country: 'AT',
        email: 'a@b.example',
      }),
    ).toBe(true);
    expect(expressionHolds('size(email) > 3 || country == "DE"', { email: 'ab' }, known)).toBe(
      false,
    );
  });

  it('do not hold where they cannot be evaluated: a broken one, or a value that does not convert', () => {
    expect(expressionHolds('int(attempts) > 2', { attempts: 'three' }, SLOTS)).toBe(false);
    expect(expressionHolds('country == ', { country: 'DE' }, SLOTS)).toBe(false);
    expect(expressionHolds('plan == "gold"', { country: 'DE' }, SLOTS)).toBe(false);
    expect(expressionHolds('country', { country: 'DE' }, SLOTS)).toBe(false);
  });

  it('never run code: names outside the language are refused, not looked up', () => {
    expect(checkExpression('constructor.constructor("return 1")()', SLOTS)).not.toBeNull();
    expect(expressionHolds('process.exit(1) == 0', {}, SLOTS)).toBe(false);
  });
});
