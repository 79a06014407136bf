import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Model, TestSentenceInput } from '../../../lib/api-client/schema';
import {
  ModelEvaluationSchema,
  ModelListSchema,
  ModelReportSchema,
  ModelSchema,
  TestSentenceListSchema,
  TestSentenceSchema,
} from '../../../lib/api-client/schemas/train';

export const modelKeys = {
  all: ['train', 'models'] as const,
  list: () => [...modelKeys.all, 'list'] as const,
  /**
   * A trained model's figures never change: read once per model, and again only after a fix
   * of an example it names (the fixes follow the intents as they are now).
   */
  reports: () => [...modelKeys.all, 'report'] as const,
  report: (modelId: string) => [...modelKeys.reports(), modelId] as const,
  evaluation: (modelId: string, version: number) =>
    [...modelKeys.all, 'evaluation', modelId, version] as const,
  /** Not below `all`: a model change leaves the pinned sentences as they are. */
  testSentences: () => ['train', 'test-sentences'] as const,
};

export const modelQueries = {
  list: () =>
    queryOptions({
      queryKey: modelKeys.list(),
      queryFn: () => validated('models', ModelListSchema, apiClient.get('models')),
    }),
  /**
   * What activating a model would change against the one active now. A POST that stores
   * nothing, so it is read like a query; the activation state's version is in its key, so a
   * comparison with an active model that has since changed is never shown.
   */
  evaluation: (model: Pick<Model, 'id' | 'version'>) =>
    queryOptions({
      queryKey: modelKeys.evaluation(model.id, model.version),
      queryFn: () => {
        const path = `models/${encodeURIComponent(model.id)}/evaluations` as const;
        return validated(path, ModelEvaluationSchema, apiClient.post(path));
      },
      staleTime: Infinity,
    }),
  report: (modelId: string) =>
    queryOptions({
      queryKey: modelKeys.report(modelId),
      queryFn: () => {
        const path = `models/${encodeURIComponent(modelId)}/report` as const;
        return validated(path, ModelReportSchema, apiClient.get(path));
      },
      staleTime: Infinity,
    }),
  testSentences: () =>
    queryOptions({
      queryKey: modelKeys.testSentences(),
      queryFn: () =>
        validated(
          'nlu/test-sentences',
          TestSentenceListSchema,
          apiClient.get('nlu/test-sentences'),
        ),
    }),
};

/** Activates a model with the version the decision was based on (a stale one: ConflictError). */
export const useActivateModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (model: Pick<Model, 'id' | 'version'>) =>
      validated(
        `models/${model.id}`,
        ModelSchema,
        apiClient.put('models', model.id, { active: true, version: model.version }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
};

function useTestSentenceMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The pinned sentences are part of every comparison: those are read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modelKeys.testSentences() }),
        queryClient.invalidateQueries({ queryKey: modelKeys.all }),
      ]),
  });
}

export const usePinSentence = () =>
  useTestSentenceMutation((input: TestSentenceInput) =>
    validated(
      'nlu/test-sentences',
      TestSentenceSchema,
      apiClient.post('nlu/test-sentences', input),
    ),
  );

export const useUnpinSentence = () =>
  useTestSentenceMutation((id: string) => apiClient.delete('nlu/test-sentences', id));
