import type {
  Intent,
  IntentChange,
  Language,
  Model,
  ModelEvaluation,
  ModelMetrics,
  TestSentence,
} from '../../lib/api-client/schema';
import { createClassifier, type LearnedIntent, type Predict } from './nlu';
import { iso } from './time';

/** A trained model as the mock keeps it: what it learned from, and its figures. */
export interface StoredModel {
  id: string;
  trainingJobId: string | null;
  createdAt: number;
  createdBy: string | null;
  activatedAt: number | null;
  activatedBy: string | null;
  intents: LearnedIntent[];
  metrics: ModelMetrics;
}

/** What a model learns from the intents as they are: names and example texts, nothing else. */
export const learnedFrom = (intents: Intent[]): LearnedIntent[] =>
  intents.map(({ id, name, examples }) => ({
    id,
    name,
    examples: examples.map(({ text, language }) => ({ text, language })),
  }));

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Leave-one-out over the model's own examples: each example is understood by the model without
 * it. Accuracy is the share whose intent comes out first; macro F1 averages each intent's F1.
 */
export function evaluateExamples(intents: LearnedIntent[]): ModelMetrics {
  const predict = createClassifier(intents);
  const counts = intents.map(() => ({ truePositive: 0, predicted: 0, actual: 0 }));
  let examples = 0;
  let correct = 0;
  intents.forEach((intent, intentIndex) => {
    intent.examples.forEach((example, exampleIndex) => {
      examples += 1;
      counts[intentIndex]!.actual += 1;
      const top = predict(example.text, example.language, { intentIndex, exampleIndex })[0];
      const predictedIndex = top ? intents.findIndex((other) => other.id === top.intentId) : -1;
      if (predictedIndex >= 0) counts[predictedIndex]!.predicted += 1;
      if (predictedIndex === intentIndex) {
        correct += 1;
        counts[intentIndex]!.truePositive += 1;
      }
    });
  });
  const scored = counts.filter((count) => count.actual > 0);
  const f1 = scored.map(({ truePositive, predicted, actual }) =>
    truePositive === 0 ? 0 : (2 * truePositive) / (predicted + actual),
  );
  return {
    accuracy: examples === 0 ? 0 : round(correct / examples),
    macroF1: f1.length === 0 ? 0 : round(f1.reduce((sum, value) => sum + value, 0) / f1.length),
    intents: intents.length,
    examples,
  };
}

export function createModel(
  id: string,
  intents: LearnedIntent[],
  made: { at: number; by: string | null; trainingJobId: string | null },
): StoredModel {
  return {
    id,
    trainingJobId: made.trainingJobId,
    createdAt: made.at,
    createdBy: made.by,
    activatedAt: null,
    activatedBy: null,
    intents,
    metrics: evaluateExamples(intents),
  };
}

/** The model as the API shows it; `version` is the activation state's, shared by all models. */
export function toModel(model: StoredModel, activeModelId: string | null, version: number): Model {
  const { id, trainingJobId, createdBy, activatedBy, metrics } = model;
  return {
    id,
    trainingJobId,
    createdAt: iso(model.createdAt),
    createdBy,
    active: id === activeModelId,
    activatedAt: model.activatedAt === null ? null : iso(model.activatedAt),
    activatedBy,
    metrics,
    version,
  };
}

interface Sentence {
  text: string;
  language: Language;
  pinned?: TestSentence;
}

/** The sentences whose most likely intent differs between the two models. */
function changesOf(sentences: Sentence[], before: Predict, after: Predict): IntentChange[] {
  return sentences.flatMap(({ text, language, pinned }) => {
    const old = before(text, language)[0] ?? null;
    const next = after(text, language)[0] ?? null;
    if (old?.intentId === next?.intentId) return [];
    return [
      {
        text,
        language,
        testSentenceId: pinned?.id ?? null,
        expected: pinned ? pinned.intent : null,
        before: old,
        after: next,
      },
    ];
  });
}

/**
 * What replacing the active model with `candidate` would change, for the pinned test sentences
 * and the distinct caller turns of the last 30 days.
 */
export function compareModels(
  candidate: StoredModel,
  active: StoredModel | undefined,
  pinned: TestSentence[],
  recent: Sentence[],
): ModelEvaluation {
  const after = createClassifier(candidate.intents);
  const before: Predict = active ? createClassifier(active.intents) : () => [];
  const pinnedSentences = pinned.map((sentence) => ({ ...sentence, pinned: sentence }));
  return {
    modelId: candidate.id,
    comparedWith: active?.id ?? null,
    pinned: { checked: pinned.length, changes: changesOf(pinnedSentences, before, after) },
    recent: { checked: recent.length, changes: changesOf(recent, before, after) },
  };
}
