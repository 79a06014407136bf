import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { hasPermission, useMe } from '../../lib/query';
import { flowQueries } from './api/flows';
import { FlowEditor } from './editor/FlowEditor';
import { QueryStates } from '../../lib/query/QueryStates';

/** /flows/:id — one flow in the editor, filling the window; read-only without `flows.edit`. */
export default function FlowEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const flow = useQuery(flowQueries.detail(id));
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  return (
    // A workspace: the editor has the window below the app bar, its toolbar names the flow.
    <PageContainer title={flow.data?.name ?? t('flows.title')} workspace>
      <QueryStates query={flow} loading={<SectionSkeleton />} waiting={!me}>
        {(loaded) => (
          <ReactFlowProvider>
            <FlowEditor key={loaded.id} flow={loaded} readOnly={!canEdit} />
          </ReactFlowProvider>
        )}
      </QueryStates>
    </PageContainer>
  );
}
