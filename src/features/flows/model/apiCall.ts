import { parse, type ParseError } from 'jsonc-parser';
import type { FlowNodeData, FlowResponseMapping } from '../../../lib/api-client/schema';

/**
 * An API call step's request and answer, the same for the editor's live check, the flow
 * validation (mock and editor) and the mock's simulator and "Try this call".
 *
 * - The path may name slots as texts do (`/orders/{order_number}`); each value is URL-encoded.
 * - The body is a JSON template. `{slot}` where a JSON value stands becomes the slot's value as
 *   a JSON string (`{"order": {order_number}}` → `{"order": "A-1"}`); inside a string it becomes
 *   the value's characters, escaped (`"Order {order_number}"`). JSON never has `{` before a
 *   letter outside a string, so a placeholder cannot be mistaken for an object.
 * - A mapping takes a value from the answer by a path of keys and indexes (`order.items[0].name`)
 *   into a slot: text as it is, numbers and yes/no as text, objects and lists as JSON.
 */

/** The contract's range for a call's time-out; a step without one waits the longest. */
export const TIMEOUT_MS = { min: 100, max: 30_000 } as const;

export const isTimeoutMs = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= TIMEOUT_MS.min &&
  value <= TIMEOUT_MS.max;

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;
/** The same, only where the scan stands (sticky): the global one's position stays its own. */
const PLACEHOLDER_HERE = /\{([a-z][a-z0-9_]*)\}/y;
const MAPPING_PATH = /^[A-Za-z_$][\w$-]*(\[\d+\])*(\.[A-Za-z_$][\w$-]*(\[\d+\])*)*$/;
const SLOT_NAME = /^[a-z][a-z0-9_]*$/;

export interface BodyFault {
  fault: 'syntax' | 'unknown_slot';
  /** The character (0-based) the fault starts at. */
  position: number;
  /** With `unknown_slot`, the slot named. */
  name?: string;
}

/** A placeholder of the template, and whether it stands inside a JSON string. */
interface Placeholder {
  slot: string;
  start: number;
  end: number;
  inString: boolean;
}

function placeholdersOf(template: string): Placeholder[] {
  const found: Placeholder[] = [];
  let inString = false;
  for (let index = 0; index < template.length; index += 1) {
    const char = template[index];
    if (inString && char === '\\') {
      index += 1;
      continue;
    }
    if (char === '"') inString = !inString;
    if (char !== '{') continue;
    PLACEHOLDER_HERE.lastIndex = index;
    const match = PLACEHOLDER_HERE.exec(template);
    if (!match) continue;
    found.push({ slot: match[1], start: index, end: index + match[0].length, inString });
    index += match[0].length - 1;
  }
  return found;
}

/** The slots a step's path and body read. */
export function apiCallSlots(data: Pick<FlowNodeData, 'path' | 'body'>): string[] {
  const fromPath = [...(data.path ?? '').matchAll(PLACEHOLDER)].map((match) => match[1]);
  const fromBody = placeholdersOf(data.body ?? '').map((placeholder) => placeholder.slot);
  return [...new Set([...fromPath, ...fromBody])];
}

/**
 * Whether the template is JSON once its placeholders stand for values. An empty template is no
 * body. With `slots`, a placeholder naming a slot the flow never fills is a fault too.
 */
export function checkBody(template: string, slots?: ReadonlySet<string>): BodyFault | null {
  if (template.trim() === '') return null;
  const placeholders = placeholdersOf(template);
  // Each placeholder outside a string becomes a number of the same length, so the parser's
  // positions are the template's.
  let probe = '';
  let from = 0;
  for (const { start, end, inString } of placeholders) {
    if (inString) continue;
    probe += template.slice(from, start) + '0'.padEnd(end - start, ' ');
    from = end;
  }
  probe += template.slice(from);
  const errors: ParseError[] = [];
  parse(probe, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) return { fault: 'syntax', position: errors[0].offset };
  const unknown = slots && placeholders.find(({ slot }) => !slots.has(slot));
  return unknown ? { fault: 'unknown_slot', position: unknown.start, name: unknown.slot } : null;
}

const valueOf = (slots: Readonly<Record<string, string>>, slot: string) => slots[slot] ?? '';

/** The path with its slots' values, URL-encoded. */
export function renderPath(path: string, slots: Readonly<Record<string, string>>): string {
  return path.replace(PLACEHOLDER, (_match, slot: string) =>
    encodeURIComponent(valueOf(slots, slot)),
  );
}

/** The request body with its slots' values; null without a body. Assumes a checked template. */
export function renderBody(
  template: string | undefined,
  slots: Readonly<Record<string, string>>,
): string | null {
  if (!template?.trim()) return null;
  let body = '';
  let from = 0;
  for (const { slot, start, end, inString } of placeholdersOf(template)) {
    const json = JSON.stringify(valueOf(slots, slot));
    body += template.slice(from, start) + (inString ? json.slice(1, -1) : json);
    from = end;
  }
  return body + template.slice(from);
}

export function isMappingPath(path: string): boolean {
  return MAPPING_PATH.test(path);
}

/** Which mappings cannot work: a path not of keys and indexes, or no slot to fill. */
export function invalidMappings(mappings: readonly FlowResponseMapping[] | undefined): number[] {
  return (mappings ?? []).flatMap((mapping, index) =>
    isMappingPath(mapping.path) && SLOT_NAME.test(mapping.slot) ? [] : [index],
  );
}

/** The value at `path` in the answer, as a slot holds it; undefined where the answer has none. */
export function readAnswer(answer: unknown, path: string): string | undefined {
  if (!isMappingPath(path)) return undefined;
  let current: unknown = answer;
  for (const part of path.split('.')) {
    const [key, ...indexes] = part.split('[');
    current = own(current, key);
    for (const index of indexes) current = own(current, index.slice(0, -1));
  }
  if (current === undefined || current === null) return undefined;
  return typeof current === 'object' ? JSON.stringify(current) : String(current);
}

function own(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value) && !/^\d+$/.test(key)) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
