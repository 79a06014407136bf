import type { FlowSsmlFault } from '../../../lib/api-client/schema';

/**
 * Voice markup in a step's texts: the SSML elements a phone bot's speech services share (break,
 * emphasis, say-as, prosody), written inline ("Your number is <say-as
 * interpret-as="digits">{number}</say-as>"). The editor checks it as typed, the flow's problems
 * and the speech preview refuse what does not pass, the simulator speaks it on the phone and
 * shows the plain text in a chat. A `<` that starts no tag ("a < b") is text, as is a lone `&`.
 */

export interface SsmlFaultAt {
  fault: FlowSsmlFault;
  /** The character (from 0) where the fault starts. */
  position: number;
}

type ValueCheck = (value: string) => boolean;

const oneOf =
  (...values: string[]): ValueCheck =>
  (value) =>
    values.includes(value);
const matching =
  (pattern: RegExp): ValueCheck =>
  (value) =>
    pattern.test(value);

/** A pause of at most 10 s, in ms or s. */
const isPause: ValueCheck = (value) => {
  const match = /^(\d{1,5}(?:\.\d{1,3})?)(ms|s)$/.exec(value);
  if (!match) return false;
  const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  return ms <= 10_000;
};

interface TagRule {
  /** Written `<break … />`: no content, no closing tag. */
  empty: boolean;
  attributes: Record<string, ValueCheck>;
  required?: string;
}

const TAGS: Record<string, TagRule> = {
  break: {
    empty: true,
    attributes: {
      time: isPause,
      strength: oneOf('none', 'x-weak', 'weak', 'medium', 'strong', 'x-strong'),
    },
  },
  emphasis: { empty: false, attributes: { level: oneOf('strong', 'moderate', 'none', 'reduced') } },
  'say-as': {
    empty: false,
    required: 'interpret-as',
    attributes: {
      'interpret-as': oneOf(
        'characters',
        'spell-out',
        'cardinal',
        'number',
        'ordinal',
        'digits',
        'fraction',
        'unit',
        'date',
        'time',
        'telephone',
        'address',
      ),
      format: matching(/^[a-z]{1,10}$/),
    },
  },
  prosody: {
    empty: false,
    attributes: {
      rate: (value) =>
        oneOf('x-slow', 'slow', 'medium', 'fast', 'x-fast', 'default')(value) ||
        (/^\d{2,3}%$/.test(value) &&
          Number.parseInt(value, 10) >= 20 &&
          Number.parseInt(value, 10) <= 200),
      pitch: (value) =>
        oneOf('x-low', 'low', 'medium', 'high', 'x-high', 'default')(value) ||
        /^[+-]\d{1,3}(?:%|st|Hz)$/.test(value),
      volume: (value) =>
        oneOf('silent', 'x-soft', 'soft', 'medium', 'loud', 'x-loud', 'default')(value) ||
        /^[+-]\d{1,2}(?:\.\d)?dB$/.test(value),
    },
  },
};

const NAME = /[A-Za-z][\w.:-]*/y;
const SPACE = /\s*/y;

/** Whether a `<` at `index` starts a tag (a letter or `/` follows); otherwise it is text. */
const startsTag = (text: string, index: number) => /[A-Za-z/]/.test(text[index + 1] ?? '');

function read(pattern: RegExp, text: string, from: number): string {
  pattern.lastIndex = from;
  return pattern.exec(text)?.[0] ?? '';
}

/** The first fault of a text's voice markup; null when it has none (or no markup at all). */
export function checkSsml(text: string): SsmlFaultAt | null {
  const open: { name: string; position: number }[] = [];
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', index + 1)) {
    if (!startsTag(text, index)) continue;
    const closing = text[index + 1] === '/';
    const nameAt = index + (closing ? 2 : 1);
    const name = read(NAME, text, nameAt);
    if (!name) return { fault: 'syntax', position: index };
    const rule = TAGS[name];
    if (!rule) return { fault: 'unknown_tag', position: index };
    let at = nameAt + name.length;
    if (closing) {
      at += read(SPACE, text, at).length;
      if (text[at] !== '>') return { fault: 'syntax', position: at };
      if (open.at(-1)?.name !== name) return { fault: 'unexpected_close', position: index };
      open.pop();
      index = at;
      continue;
    }
    const seen = new Set<string>();
    for (;;) {
      const space = read(SPACE, text, at).length;
      at += space;
      if (text.startsWith('/>', at) || text[at] === '>') break;
      const attribute = space > 0 ? read(NAME, text, at) : '';
      if (!attribute) return { fault: 'syntax', position: at };
      const check = rule.attributes[attribute];
      if (!check || seen.has(attribute)) return { fault: 'unknown_attribute', position: at };
      seen.add(attribute);
      at += attribute.length;
      at += read(SPACE, text, at).length;
      const quote = text[at + 1 + read(SPACE, text, at + 1).length];
      if (text[at] !== '=' || (quote !== '"' && quote !== "'")) {
        return { fault: 'syntax', position: at };
      }
      const valueAt = at + 1 + read(SPACE, text, at + 1).length + 1;
      const end = text.indexOf(quote, valueAt);
      if (end < 0) return { fault: 'syntax', position: valueAt - 1 };
      if (!check(text.slice(valueAt, end))) return { fault: 'bad_value', position: valueAt };
      at = end + 1;
    }
    if (rule.required && !seen.has(rule.required)) return { fault: 'bad_value', position: index };
    const selfClosing = text.startsWith('/>', at);
    // A break has no content: `<break time="1s">` would swallow the rest of the text.
    if (rule.empty && !selfClosing) return { fault: 'unclosed', position: index };
    if (!selfClosing) open.push({ name, position: index });
    index = at + (selfClosing ? 1 : 0);
  }
  const unclosed = open.at(-1);
  return unclosed ? { fault: 'unclosed', position: unclosed.position } : null;
}

const TAG = /<\/?(?:break|emphasis|say-as|prosody)\b[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** Whether a text holds voice markup (a tag of the four elements). */
export const hasSsml = (text: string) => new RegExp(TAG.source).test(text);

/** The text without its markup, as a chat shows it: tags gone, their entities back to characters. */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(TAG, '')
    .replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity])
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The pauses a text asks for, in ms: what a spoken sample takes longer. */
export function pausesMs(text: string): number {
  let total = 0;
  for (const match of text.matchAll(/<break\b[^>]*\btime\s*=\s*["'](\d+(?:\.\d+)?)(ms|s)["']/g)) {
    total += Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  }
  return total;
}
