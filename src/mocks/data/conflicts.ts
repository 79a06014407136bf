import type { Intent, Language, NluConflict, SimilarExample } from '../../lib/api-client/schema';
import { overlap, tokensOf } from './nlu';

export const CONFLICT_THRESHOLD = 0.75;
const MAX_CONFLICTS = 50;

interface Item {
  intent: Intent;
  exampleId: string;
  text: string;
  tokens: string[];
}

/**
 * Examples of different intents worded nearly alike (Jaccard ≥ 0.75, same language). A
 * set-similarity join with prefix filtering: each example is indexed under its rarest words
 * only (as many as a pair above the threshold must share one of), so 100,000 examples are
 * compared in well under a second instead of pair by pair.
 */
export function findConflicts(intents: Intent[]): NluConflict[] {
  const byLanguage = new Map<string, Item[]>();
  for (const intent of intents) {
    for (const example of intent.examples) {
      const items = byLanguage.get(example.language) ?? [];
      items.push({
        intent,
        exampleId: example.id,
        text: example.text,
        tokens: [...tokensOf(example.text, example.language)],
      });
      byLanguage.set(example.language, items);
    }
  }
  const found: NluConflict[] = [];
  for (const [language, items] of byLanguage) {
    const frequency = new Map<string, number>();
    for (const item of items) {
      for (const token of item.tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
    const index = new Map<string, number[]>();
    items.forEach((item, position) => {
      item.tokens.sort((a, b) => frequency.get(a)! - frequency.get(b)! || a.localeCompare(b));
      const prefix = item.tokens.length - Math.ceil(CONFLICT_THRESHOLD * item.tokens.length) + 1;
      const candidates = new Set<number>();
      for (const token of item.tokens.slice(0, prefix)) {
        for (const other of index.get(token) ?? []) candidates.add(other);
        index.set(token, [...(index.get(token) ?? []), position]);
      }
      for (const other of candidates) {
        const match = items[other]!;
        if (match.intent === item.intent) continue;
        const mine = new Set(item.tokens);
        const shared = match.tokens.filter((token) => mine.has(token)).length;
        const similarity = shared / (mine.size + match.tokens.length - shared);
        if (similarity < CONFLICT_THRESHOLD) continue;
        const side = ({ intent, exampleId, text }: Item) => ({
          intentId: intent.id,
          intentName: intent.name,
          exampleId,
          text,
        });
        found.push({
          language: language as NluConflict['language'],
          similarity: Math.round(similarity * 100) / 100,
          first: side(match),
          second: side(item),
        });
      }
    });
  }
  return found.sort((a, b) => b.similarity - a.similarity).slice(0, MAX_CONFLICTS);
}

const MAX_SIMILAR = 5;

/**
 * The examples of other intents worded like `text` in its language (at least the conflicts'
 * 75 %), most alike first: what the intent editor flags while an example is typed, and what a
 * model's confusions name as the example that pulled the other way.
 */
export function findSimilar(
  intents: readonly Intent[],
  text: string,
  language: Language,
  exceptIntentId?: string,
  limit = MAX_SIMILAR,
): SimilarExample[] {
  const tokens = tokensOf(text, language);
  const found: SimilarExample[] = [];
  for (const intent of intents) {
    if (intent.id === exceptIntentId) continue;
    for (const example of intent.examples) {
      if (example.language !== language) continue;
      const similarity = overlap(tokens, tokensOf(example.text, language));
      if (similarity < CONFLICT_THRESHOLD) continue;
      found.push({
        intentId: intent.id,
        intentName: intent.name,
        exampleId: example.id,
        text: example.text,
        similarity: Math.round(similarity * 100) / 100,
      });
    }
  }
  return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}
