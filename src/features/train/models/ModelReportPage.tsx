import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useFormat } from '../../../lib/format';
import { QueryStates } from '../../../lib/query/QueryStates';
import { modelQueries } from '../api/models';
import { MODELS_PATH } from '../routes';
import { ConfusedExamplesDialog } from './report/ConfusedExamplesDialog';
import { ConfusionMatrix } from './report/ConfusionMatrix';
import { IntentFiguresTable } from './report/IntentFiguresTable';

/** A confusion matrix cell: the intent its examples belong to, the one understood (or none). */
interface CellPlace {
  actual: string;
  understood: string | null;
}

/** A model's figures per intent and its confusion matrix, at /train/models/:id. */
export default function ModelReportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { id = '' } = useParams();
  const report = useQuery(modelQueries.report(id));
  const model = useQuery(modelQueries.list()).data?.items.find((item) => item.id === id);
  // The cell by its place, so a fix from its examples shows in the report read again.
  const [open, setOpen] = useState<CellPlace>();
  const openCell = report.data?.cells.find(
    (cell) =>
      cell.actual.intentId === open?.actual &&
      (cell.understood?.intentId ?? null) === open.understood,
  );
  // Named as in the list of models; its figures per intent until the list is there.
  const title = model
    ? t('train.models.name', { when: format.dateTime(model.createdAt) })
    : t('train.report.link');
  return (
    <PageContainer title={title}>
      <Stack sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to={MODELS_PATH}
          sx={{ display: 'inline-flex', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {t('train.report.back')}
        </Link>
        <QueryStates query={report} loading={<SectionSkeleton rows={6} />}>
          {({ intents, cells }) => (
            <>
              <SectionCard title={t('train.report.intentsTitle')}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('train.report.intentsHint')}
                </Typography>
                <IntentFiguresTable intents={intents} />
              </SectionCard>
              <SectionCard title={t('train.report.matrixTitle')}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('train.report.matrixHint')}
                </Typography>
                <ConfusionMatrix
                  intents={intents}
                  cells={cells}
                  onOpen={(cell) =>
                    setOpen({
                      actual: cell.actual.intentId,
                      understood: cell.understood?.intentId ?? null,
                    })
                  }
                />
              </SectionCard>
            </>
          )}
        </QueryStates>
      </Stack>
      <ConfusedExamplesDialog cell={openCell} onClose={() => setOpen(undefined)} />
    </PageContainer>
  );
}
