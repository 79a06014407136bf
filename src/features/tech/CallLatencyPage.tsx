import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { latencyQueries } from './api/latency';
import { LatencyWaterfall } from './calls/LatencyWaterfall';
import { logsHref } from './logs/logParams';
import { toConversation } from '../incoming/routes';
import { QueryStates } from '../../lib/query/QueryStates';

/** Where the time of a voice call's answers went, reached from Incoming and from the logs. */
export default function CallLatencyPage() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const latency = useQuery(latencyQueries.conversation(conversationId));
  return (
    <PageContainer title={t('tech.latency.title')}>
      <Typography sx={{ mb: 2 }}>
        {t('tech.latency.intro')}{' '}
        <Link component={RouterLink} to={toConversation(conversationId)}>
          {t('tech.latency.openConversation')}
        </Link>
        {' · '}
        <Link component={RouterLink} to={logsHref({ conversationId })}>
          {t('tech.latency.openLogs')}
        </Link>
      </Typography>
      <QueryStates
        query={latency}
        loading={<SectionSkeleton rows={3} height={120} />}
        isEmpty={(measured) => measured.channel !== 'voice'}
        emptyMessage={t('tech.latency.notVoice')}
      >
        {(measured) =>
          measured.turns.length === 0 ? (
            <EmptyState message={t('tech.latency.noTurns')} />
          ) : (
            <LatencyWaterfall turns={measured.turns} />
          )
        }
      </QueryStates>
    </PageContainer>
  );
}
