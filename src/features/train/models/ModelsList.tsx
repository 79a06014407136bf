import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../layout/SectionCard';
import { StatusChip } from '../../../layout/StatusChip';
import type { Model } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { QueryStates } from '../../../lib/query/QueryStates';
import { hasPermission, useMe } from '../../../lib/query';
import { ActivateModelDialog, type Activation } from './ActivateModelDialog';
import { modelQueries } from '../api/models';
import { previousModel } from './previousModel';
import { toModelReport } from '../routes';

function ModelFigures({ model }: { model: Model }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    [t('train.models.accuracy'), format.percent(model.metrics.accuracy)],
    [t('train.models.f1'), format.number(model.metrics.macroF1)],
    [t('train.models.intents'), format.number(model.metrics.intents)],
    [t('train.models.examples'), format.number(model.metrics.examples)],
  ] as const;
  return (
    <Stack
      component="dl"
      direction="row"
      sx={{ m: 0, flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, '& dd': { m: 0, fontWeight: 600 } }}
    >
      {figures.map(([term, value]) => (
        <Stack key={term} direction="row" sx={{ gap: 0.75 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The trained models, newest first, with their figures; the active one marked. Those with
 * `bots.train` activate one or roll back to the previous one, after the regression guard.
 */
export function ModelsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const models = useQuery(modelQueries.list());
  const { data: me } = useMe();
  const canTrain = hasPermission(me, 'bots.train');
  const [activation, setActivation] = useState<Activation>();
  const previous = previousModel(models.data?.items ?? []);

  return (
    <SectionCard
      title={t('train.models.title')}
      action={
        canTrain &&
        previous && (
          <Button
            variant="outlined"
            onClick={() => setActivation({ modelId: previous.id, kind: 'rollback' })}
          >
            {t('train.models.rollBack')}
          </Button>
        )
      }
    >
      <QueryStates
        query={models}
        isEmpty={(data) => data.items.length === 0}
        emptyMessage={t('train.models.empty')}
      >
        {({ items }) => (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {items.map((model, index) => {
              const when = format.dateTime(model.createdAt);
              return (
                <Fragment key={model.id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <Stack
                    component="li"
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ py: 1.5, gap: 1.5, alignItems: { sm: 'center' } }}
                  >
                    <Stack sx={{ flex: 1, gap: 0.75, minWidth: 0 }}>
                      <Stack
                        direction="row"
                        sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Typography component="h3" variant="subtitle1">
                          {t('train.models.name', { when })}
                        </Typography>
                        {model.active && (
                          <StatusChip tone="success" label={t('train.models.active')} />
                        )}
                      </Stack>
                      <ModelFigures model={model} />
                      <Link
                        component={RouterLink}
                        to={toModelReport(model.id)}
                        aria-label={t('train.report.linkNamed', { when })}
                        variant="body2"
                        sx={{ alignSelf: 'flex-start' }}
                      >
                        {t('train.report.link')}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {model.active && model.activatedAt
                          ? t('train.models.activatedBy', {
                              name: model.activatedBy ?? '—',
                              when: format.dateTime(model.activatedAt),
                            })
                          : t('train.models.trainedBy', { name: model.createdBy ?? '—' })}
                      </Typography>
                    </Stack>
                    {canTrain && !model.active && (
                      <Button
                        variant="outlined"
                        aria-label={t('train.models.activateNamed', { when })}
                        onClick={() => setActivation({ modelId: model.id, kind: 'activate' })}
                        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                      >
                        {t('train.models.activate')}
                      </Button>
                    )}
                  </Stack>
                </Fragment>
              );
            })}
          </Stack>
        )}
      </QueryStates>
      {activation && (
        <ActivateModelDialog activation={activation} onClose={() => setActivation(undefined)} />
      )}
    </SectionCard>
  );
}
