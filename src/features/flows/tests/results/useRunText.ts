import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowTestRunSummary } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { trainedModelQueries } from '../../api/trainedModels';

/**
 * How a run is described wherever it is listed: what was run (drafts, published versions, one
 * flow's past version) and with which model. `flowName` names a flow by its id (the id while
 * the flows are not known). A person who may not read the models (no `nlu.read`) sees the
 * model's id instead of its date.
 */
export function useRunText(flowName: (flowId: string) => string) {
  const { t } = useTranslation();
  const format = useFormat();
  const models = useQuery(trainedModelQueries.list());
  const modelItems = models.data?.items;

  const source = useCallback(
    (run: Pick<FlowTestRunSummary, 'source' | 'flowId' | 'versionNumber'>) => {
      if (run.source === 'version' && run.flowId !== null && run.versionNumber !== null) {
        return t('flows.tests.source.versionOf', {
          flow: flowName(run.flowId),
          version: run.versionNumber,
        });
      }
      return run.source === 'published'
        ? t('flows.tests.source.published')
        : t('flows.tests.source.draft');
    },
    [t, flowName],
  );

  const model = useCallback(
    (modelId: string | null) => {
      if (modelId === null) return t('flows.tests.model.none');
      const found = modelItems?.find((candidate) => candidate.id === modelId);
      return found
        ? t('flows.tests.model.name', { when: format.dateTime(found.createdAt) })
        : modelId;
    },
    [t, format, modelItems],
  );

  return { source, model };
}
