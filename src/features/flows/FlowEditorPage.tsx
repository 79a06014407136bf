import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { hasPermission, useMe } from '../../lib/query';
import { flowQueries } from './api/flows';
import { notify } from '../../lib/notifications';
import { readArrival } from './editor/arrival';
import { FlowEditor } from './editor/FlowEditor';
import { QueryStates } from '../../lib/query/QueryStates';

/** /flows/:id — one flow in the editor, filling the window; read-only without `flows.edit`. */
export default function FlowEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const flow = useQuery(flowQueries.detail(id));
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  const [params] = useSearchParams();
  // What the address asked for when the editor opened (a step, a replay, a run's coverage).
  const [arrival] = useState(() => readArrival(params));
  useEffect(() => {
    if (arrival.damaged) notify({ message: t('flows.editor.replayDamaged'), severity: 'error' });
  }, [arrival.damaged, t]);
  return (
    // A workspace: the editor has the window below the app bar, its toolbar names the flow.
    <PageContainer title={flow.data?.name ?? t('flows.title')} workspace>
      <QueryStates query={flow} loading={<SectionSkeleton />} waiting={!me}>
        {(loaded) => (
          <ReactFlowProvider>
            <FlowEditor key={loaded.id} flow={loaded} readOnly={!canEdit} arrival={arrival} />
          </ReactFlowProvider>
        )}
      </QueryStates>
    </PageContainer>
  );
}
