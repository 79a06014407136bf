import type { IntentExample, Language, Prediction } from '../../lib/api-client/schema';

/** What the understanding learns from: intents with the texts of their examples. */
export interface LearnedIntent {
  id: string;
  name: string;
  examples: Pick<IntentExample, 'text' | 'language'>[];
}

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
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export type Predict = (
  text: string,
  language: Language,
  /** Leave one example out (by intent and position), to evaluate on the model's own examples. */
  leaveOut?: { intentIndex: number; exampleIndex: number },
) => Prediction['intents'];

/**
 * The mock's understanding: each intent scores its closest example in the sentence's language;
 * the three best with any overlap, most confident first. Deterministic, so tests can rely on it.
 * The examples' words are taken apart once, so a model answers many sentences quickly.
 */
export function createClassifier(intents: LearnedIntent[]): Predict {
  const learned = intents.map((intent) => ({
    id: intent.id,
    name: intent.name,
    examples: intent.examples.map((example) => ({
      language: example.language,
      tokens: tokensOf(example.text, example.language),
    })),
  }));
  return (text, language, leaveOut) => {
    const sentence = tokensOf(text, language);
    const best = learned
      .map((intent, intentIndex) => {
        let confidence = 0;
        intent.examples.forEach((example, exampleIndex) => {
          if (example.language !== language) return;
          if (leaveOut?.intentIndex === intentIndex && leaveOut.exampleIndex === exampleIndex) {
            return;
          }
          confidence = Math.max(confidence, overlap(sentence, example.tokens));
        });
        return { intentId: intent.id, name: intent.name, confidence };
      })
      .filter((candidate) => candidate.confidence > 0)
      .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
      .map((candidate) => ({
        ...candidate,
        confidence: Math.round(candidate.confidence * 100) / 100,
      }));
    // At most three, as the contract's tuple type says.
    return best.slice(0, 3) as Prediction['intents'];
  };
}

export function predictIntents(
  text: string,
  language: Language,
  intents: LearnedIntent[],
): Prediction['intents'] {
  return createClassifier(intents)(text, language);
}
