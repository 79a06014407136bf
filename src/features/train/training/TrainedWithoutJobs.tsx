import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Model } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';

/**
 * The model the intents' "Trained" is measured against (the contract: changed since the active
 * model was trained): the active one, else the newest.
 */
function modelBehindIntents(models: Model[]): Model | undefined {
  const newest = models.reduce<Model | undefined>(
    (found, model) =>
      !found || Date.parse(model.createdAt) > Date.parse(found.createdAt) ? model : found,
    undefined,
  );
  return models.find((model) => model.active) ?? newest;
}

/**
 * What the panel says when no training job is listed. The job list starts with the portal, so
 * a model trained before it (or outside it) is not one of them, yet the intents count as
 * trained for it: then the model's training is named, the same source the intents' status has.
 * "Not trained yet" only when there is no model at all. Nothing while the models load.
 */
export function TrainedWithoutJobs({ models }: { models: Model[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!models) return null;
  const model = modelBehindIntents(models);
  return (
    <Typography>
      {model
        ? t('train.training.done', {
            name: model.createdBy ?? '—',
            when: format.dateTime(model.createdAt),
          })
        : t('train.training.never')}
    </Typography>
  );
}
