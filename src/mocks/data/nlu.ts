import type { Intent, Language, Prediction } from '../../lib/api-client/schema';

/**
 * The words of a sentence, for comparing it with examples: lower case, split on anything but
 * letters and digits; Japanese, written without spaces, as pairs of characters.
 */
export function tokensOf(text: string, language: Language): Set<string> {
  const normalized = text.toLocaleLowerCase(language).normalize('NFKC');
  if (language === 'ja-JP') {
    const chars = [...normalized.replace(/[\s\p{P}]/gu, '')];
    return new Set(chars.slice(0, -1).map((char, index) => char + chars[index + 1]));
  }
  return new Set(normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** Shared words over all words (Jaccard): 1 for the same sentence, 0 for nothing in common. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The mock's understanding: each intent scores its closest example in the sentence's language;
 * the three best with any overlap, most confident first. Deterministic, so tests can rely on it.
 */
export function predictIntents(
  text: string,
  language: Language,
  intents: Intent[],
): Prediction['intents'] {
  const sentence = tokensOf(text, language);
  const best = intents
    .map((intent) => ({
      intentId: intent.id,
      name: intent.name,
      confidence: Math.max(
        0,
        ...intent.examples
          .filter((example) => example.language === language)
          .map((example) => overlap(sentence, tokensOf(example.text, language))),
      ),
    }))
    .filter((candidate) => candidate.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
    .map((candidate) => ({
      ...candidate,
      confidence: Math.round(candidate.confidence * 100) / 100,
    }));
  // At most three, as the contract's tuple type says.
  return best.slice(0, 3) as Prediction['intents'];
}
