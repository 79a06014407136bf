import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import type { ConversationDetail } from '../../lib/api-client/schema';
import { hasPermission, useMe } from '../../lib/query';
import { useConversation } from './api/conversations';
import { ConversationMeta } from './components/ConversationMeta';
import { RecordingPlayer } from './components/RecordingPlayer';
import { Transcript } from './components/Transcript';
import { listSearchFrom } from './listSearch';
import { INCOMING_PATH } from './routes';
import { toNewFlowTestFrom } from '../flows/routes';
import { toCallLatency } from '../tech/routes';
import { QueryStates } from '../../lib/query/QueryStates';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** For people who may read technical data: where the time of each bot answer went. */
function CallLatencyLink({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!hasPermission(me.data, 'tech.read')) return null;
  return (
    <Link
      component={RouterLink}
      to={toCallLatency(conversationId)}
      sx={{ display: 'inline-block', mt: 2 }}
    >
      {t('incoming.detail.callLatency')}
    </Link>
  );
}

/**
 * For people who may edit flows, when a flow's steps spoke: the conversation becomes a test of
 * that flow, expecting it to go again as it went.
 */
function SaveAsTestLink({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!hasPermission(me.data, 'flows.edit')) return null;
  if (!conversation.transcript.some((turn) => turn.step !== null)) return null;
  return (
    <Button
      component={RouterLink}
      to={toNewFlowTestFrom(conversation.id)}
      variant="outlined"
      startIcon={<ScienceOutlinedIcon aria-hidden />}
      sx={{ mb: 2 }}
    >
      {t('incoming.conversation.saveAsTest')}
    </Button>
  );
}

function ConversationView({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }}>
      <Section id="conversation-details" title={t('incoming.detail.details')}>
        <ConversationMeta conversation={conversation} />
      </Section>
      {/* Only voice conversations have a recording; chats get no empty player. */}
      {conversation.recordingUrl && (
        <Section id="conversation-recording" title={t('incoming.detail.recording')}>
          <RecordingPlayer url={conversation.recordingUrl} />
          <CallLatencyLink conversationId={conversation.id} />
        </Section>
      )}
      <Section id="conversation-transcript" title={t('incoming.detail.transcript')}>
        <SaveAsTestLink conversation={conversation} />
        <Transcript
          turns={conversation.transcript}
          language={conversation.language}
          channel={conversation.channel}
        />
      </Section>
    </Stack>
  );
}

/** One conversation (`/incoming/:id`): its facts, its recording where there is one, its transcript. */
export default function ConversationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const query = useConversation(id);
  // Back to the list as it was filtered when the conversation was opened.
  const backTo = `${INCOMING_PATH}${listSearchFrom(location.state)}`;

  return (
    <PageContainer
      title={t('incoming.detail.title')}
      actions={
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon aria-hidden />}>
          {t('incoming.detail.back')}
        </Button>
      }
    >
      <QueryStates
        query={query}
        loading={
          <Stack sx={{ gap: 3 }}>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        }
      >
        {(conversation) => <ConversationView conversation={conversation} />}
      </QueryStates>
    </PageContainer>
  );
}
