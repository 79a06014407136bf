import { Environment, ParseError } from '@marcbachmann/cel-js';

/**
 * Conditions as expressions: the Common Expression Language (CEL, cel.dev), interpreted by
 * @marcbachmann/cel-js (no eval, no generated code). Every slot of the flow is a string
 * variable, "" while unset: `int(attempts) > 2 && country in ["DE", "AT"]`,
 * `order_id.startsWith("A") || !(email.endsWith(".test"))`. The editor checks an expression
 * as it is typed, the flow's problems refuse a broken one, and the simulator and the mock
 * evaluate it, all through this module.
 */

/** Why an expression is refused, as the editor and the problems list say it. */
export type ExpressionFault = 'required' | 'syntax' | 'unknown_slot' | 'types' | 'not_boolean';

export interface ExpressionError {
  fault: ExpressionFault;
  /** The character (from 0) where the fault starts. */
  position: number;
  /** The unknown slot's name, with `unknown_slot`. */
  name?: string;
}

function environmentOf(slots: Iterable<string>): Environment {
  const environment = new Environment();
  for (const slot of new Set(slots)) environment.registerVariable(slot, 'string');
  return environment;
}

interface CelFault {
  code?: string;
  range?: { start: number };
}

/** What is wrong with `text` in `environment`, or null when it is a condition. */
function faultOf(environment: Environment, text: string): ExpressionError | null {
  if (text.trim() === '') return { fault: 'required', position: 0 };
  let result: ReturnType<Environment['check']>;
  try {
    result = environment.check(text);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return { fault: 'syntax', position: (error as CelFault).range?.start ?? 0 };
  }
  if (result.valid) {
    return result.type === 'bool' ? null : { fault: 'not_boolean', position: 0 };
  }
  const { code, range } = result.error as CelFault;
  const position = range?.start ?? 0;
  if (code === 'unknown_variable') {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(position))?.[0];
    return { fault: 'unknown_slot', position, ...(name ? { name } : {}) };
  }
  if (result.error instanceof ParseError) return { fault: 'syntax', position };
  return { fault: 'types', position };
}

/** What is wrong with `text` over the slots `slots`, or null when it is a condition. */
export function checkExpression(text: string, slots: Iterable<string>): ExpressionError | null {
  return faultOf(environmentOf(slots), text);
}

/**
 * Whether the condition holds for these slot values. An expression that cannot be evaluated
 * (refused by the check, or a value that does not convert, as `int("abc")`) does not hold, so
 * the flow goes on to the next rule or `else`.
 */
export function expressionHolds(
  text: string,
  slots: Readonly<Record<string, string>>,
  known: Iterable<string> = Object.keys(slots),
): boolean {
  const names = [...new Set([...known, ...Object.keys(slots)])];
  const environment = environmentOf(names);
  if (faultOf(environment, text) !== null) return false;
  const values = Object.fromEntries(names.map((name) => [name, slots[name] ?? '']));
  try {
    return environment.evaluate(text, values) === true;
  } catch {
    return false;
  }
}
