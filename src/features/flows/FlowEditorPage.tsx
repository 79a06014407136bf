import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { hasPermission, useMe } from '../../lib/query';
import { flowQueries } from './api/flows';
import { FlowEditor } from './editor/FlowEditor';
import { FLOWS_PATH } from './list/flowPaths';

/** /flows/:id — one flow in the editor; read-only without `flows.edit`. */
export default function FlowEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const flow = useQuery(flowQueries.detail(id));
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  return (
    <PageContainer
      title={flow.data?.name ?? t('flows.title')}
      actions={
        <Button component={RouterLink} to={FLOWS_PATH} startIcon={<ArrowBackIcon />}>
          {t('flows.editor.back')}
        </Button>
      }
    >
      {flow.isError && !flow.data ? (
        <ErrorState error={flow.error} onRetry={() => void flow.refetch()} />
      ) : !flow.data || !me ? (
        <SectionSkeleton />
      ) : (
        <ReactFlowProvider>
          <FlowEditor key={flow.data.id} flow={flow.data} readOnly={!canEdit} />
        </ReactFlowProvider>
      )}
    </PageContainer>
  );
}
