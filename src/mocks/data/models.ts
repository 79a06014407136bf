import type {
  ConfusedExample,
  ConfusionCell,
  Intent,
  IntentChange,
  Language,
  Model,
  ModelEvaluation,
  ModelMetrics,
  ModelReport,
  TestSentence,
} from '../../lib/api-client/schema';
import { findSimilar } from './conflicts';
import { normalized } from './intents';
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

/** One example of the model's own, and the intent it was understood as without it. */
interface HeldOut {
  intentIndex: number;
  /** -1: nothing recognised. */
  understoodIndex: number;
  text: string;
  language: Language;
}

/**
 * Leave-one-out over the model's own examples: each example is understood by the model without
 * it. What the metrics and the report per intent are both counted from.
 */
function leaveOneOut(intents: LearnedIntent[]): HeldOut[] {
  const predict = createClassifier(intents);
  return intents.flatMap((intent, intentIndex) =>
    intent.examples.map((example, exampleIndex) => {
      const top = predict(example.text, example.language, { intentIndex, exampleIndex })[0];
      return {
        intentIndex,
        understoodIndex: top ? intents.findIndex((other) => other.id === top.intentId) : -1,
        text: example.text,
        language: example.language,
      };
    }),
  );
}

interface IntentCounts {
  /** Its examples understood as it. */
  right: number;
  /** Examples of any intent understood as it. */
  understoodAs: number;
  /** Its own examples. */
  examples: number;
}

function countsOf(intents: LearnedIntent[], heldOut: HeldOut[]): IntentCounts[] {
  const counts = intents.map(() => ({ right: 0, understoodAs: 0, examples: 0 }));
  for (const { intentIndex, understoodIndex } of heldOut) {
    counts[intentIndex]!.examples += 1;
    if (understoodIndex >= 0) counts[understoodIndex]!.understoodAs += 1;
    if (understoodIndex === intentIndex) counts[intentIndex]!.right += 1;
  }
  return counts;
}

const f1Of = ({ right, understoodAs, examples }: IntentCounts) =>
  right === 0 ? 0 : (2 * right) / (understoodAs + examples);

/**
 * Leave-one-out over the model's own examples. Accuracy is the share whose intent comes out
 * first; macro F1 averages the F1 of each intent that has examples.
 */
export function evaluateExamples(intents: LearnedIntent[]): ModelMetrics {
  const heldOut = leaveOneOut(intents);
  const scored = countsOf(intents, heldOut).filter((count) => count.examples > 0);
  const correct = scored.reduce((sum, count) => sum + count.right, 0);
  const f1 = scored.map(f1Of);
  return {
    accuracy: heldOut.length === 0 ? 0 : round(correct / heldOut.length),
    macroF1: f1.length === 0 ? 0 : round(f1.reduce((sum, value) => sum + value, 0) / f1.length),
    intents: intents.length,
    examples: heldOut.length,
  };
}

/** The most examples a confusion cell lists. */
const CELL_EXAMPLES = 50;

/**
 * The model's figures per intent and its confusion matrix, from the same leave-one-out as its
 * metrics: the macro F1 is the mean of the F1 here over the intents with examples.
 */
export function reportOf(model: StoredModel, current: readonly Intent[]): ModelReport {
  const { intents } = model;
  const confusedExample = (example: HeldOut): ConfusedExample => {
    const now = current.find((intent) => intent.id === intents[example.intentIndex]!.id);
    const same = now?.examples.find(
      (other) =>
        other.language === example.language && normalized(other.text) === normalized(example.text),
    );
    const understood = current.filter(
      (intent) => intent.id === intents[example.understoodIndex]?.id,
    );
    return {
      text: example.text,
      language: example.language,
      exampleId: same?.id ?? null,
      alike: findSimilar(understood, example.text, example.language, undefined, 1)[0] ?? null,
    };
  };
  const heldOut = leaveOneOut(intents);
  const refOf = (index: number) => ({ intentId: intents[index]!.id, name: intents[index]!.name });
  const figures = countsOf(intents, heldOut).map((counts, index) => ({
    intent: refOf(index),
    precision: counts.understoodAs === 0 ? 0 : round(counts.right / counts.understoodAs),
    recall: counts.examples === 0 ? 0 : round(counts.right / counts.examples),
    f1: round(f1Of(counts)),
    examples: counts.examples,
    understoodAs: counts.understoodAs,
  }));
  // Nothing recognised sorts after every intent.
  const column = (index: number) => (index < 0 ? intents.length : index);
  const cells = new Map<string, ConfusionCell>();
  const ordered = [...heldOut].sort(
    (a, b) =>
      a.intentIndex - b.intentIndex || column(a.understoodIndex) - column(b.understoodIndex),
  );
  for (const example of ordered) {
    const key = `${example.intentIndex}:${example.understoodIndex}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        actual: refOf(example.intentIndex),
        understood: example.understoodIndex < 0 ? null : refOf(example.understoodIndex),
        count: 0,
        examples: [],
      };
      cells.set(key, cell);
    }
    cell.count += 1;
    const confused = example.understoodIndex !== example.intentIndex;
    if (confused && cell.examples.length < CELL_EXAMPLES) {
      cell.examples.push(confusedExample(example));
    }
  }
  return { modelId: model.id, intents: figures, cells: [...cells.values()] };
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
 * and the distinct caller turns of the last 30 days (the conversation tests are the flow tests'
 * part: compareModelTests).
 */
export function compareModels(
  candidate: StoredModel,
  active: StoredModel | undefined,
  pinned: TestSentence[],
  recent: Sentence[],
): Omit<ModelEvaluation, 'tests'> {
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
