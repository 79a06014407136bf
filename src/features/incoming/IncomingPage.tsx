import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../layout/PageContainer';
import { useConversations } from './api/conversations';
import { ConversationsGrid } from './components/ConversationsGrid';
import { ExportButtons } from './components/ExportButtons';
import { IncomingFilters } from './components/IncomingFilters';
import { useListState } from '../../lib/list-page';
import {
  exportFilter,
  FILTER_KEYS,
  hasFilters,
  INCOMING_LIST,
  toConversationsParams,
} from './listState';
import type { ConversationPage } from '../../lib/api-client/schema';
import { QueryStates } from '../../lib/query/QueryStates';

/**
 * IncomingView: the conversations as a server-paged, sorted and filtered list whose state
 * lives in the address. A 403 from the server shows in place of the list (QueryStates).
 */
export default function IncomingPage() {
  const { t } = useTranslation();
  const { state, set, reset } = useListState(INCOMING_LIST);
  const query = useConversations(toConversationsParams(state));
  const grid = (page: ConversationPage | undefined) => (
    <ConversationsGrid
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      loading={query.isFetching}
      state={state}
      noRowsLabel={t(hasFilters(state) ? 'incoming.noMatches' : 'incoming.empty')}
      onChange={set}
    />
  );
  // While a new page loads the previous one stays on screen; it must not be exported as this one.
  const exportableRows = query.data && !query.isPlaceholderData ? query.data.items : [];
  const filter = exportFilter(state);

  return (
    <PageContainer
      title={t('incoming.title')}
      actions={
        <ExportButtons
          rows={exportableRows}
          filter={filter}
          matching={query.isPlaceholderData ? 0 : (query.data?.total ?? 0)}
        />
      }
    >
      <IncomingFilters state={state} onChange={set} onClear={() => reset(FILTER_KEYS)} />
      {/* The grid shows loading and "no rows" itself, so it stands in while the first page loads. */}
      <QueryStates query={query} loading={grid(undefined)}>
        {grid}
      </QueryStates>
    </PageContainer>
  );
}
