import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DetailList } from '../../../layout/DetailList';
import { PageContainer } from '../../../layout/PageContainer';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { FLOW_TEST_FIELDS_LIMITS, type ConversationDetail } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { hasPermission, useMe } from '../../../lib/query';
import { QueryStates } from '../../../lib/query/QueryStates';
import { CHANNEL_LABEL_KEYS, LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { toConversation } from '../../incoming/routes';
import { flowQueries } from '../api/flows';
import { testConversationQueries } from '../api/testConversation';
import { toFlow, toFlowTest } from '../routes';
import { useStepName } from '../simulator/useStepName';
import { recordedConversation } from './editor/conversationTest';
import { TestChecksSummary } from './editor/TestChecksSummary';
import { TestTurnsPreview } from './editor/TestTurnsPreview';
import { SaveAsTestDialog } from './SaveAsTestDialog';
import { testFromConversation, type RecordedConversation } from './testFromConversation';

/** The way back to the conversation in Incoming. */
function BackToConversation({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={toConversation(id)}
      sx={{ display: 'inline-flex', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('flows.saveTest.back')}
    </Link>
  );
}

const NO_FLOW = { nodes: [], languages: [] };

/** A conversation that ran a known flow: the test it becomes, and the way to keep it. */
function ConversationAsTest({
  conversation,
  recorded,
}: {
  conversation: ConversationDetail;
  recorded: RecordedConversation;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'flows.edit');
  const [open, setOpen] = useState(false);
  const flow = useQuery(flowQueries.detail(recorded.flowId));
  const stepName = useStepName(flow.data ?? NO_FLOW);
  // "<bot> · <when>", within the contract's limit.
  const defaultName = `${conversation.botName} · ${format.dateTime(conversation.startedAt)}`.slice(
    0,
    FLOW_TEST_FIELDS_LIMITS.name.maxLength,
  );
  const draft = useMemo(() => testFromConversation(recorded, defaultName), [recorded, defaultName]);
  return (
    <Stack sx={{ gap: 2 }}>
      <BackToConversation id={conversation.id} />
      <SectionCard title={t('flows.saveTest.from')}>
        <Stack sx={{ gap: 2 }}>
          <DetailList
            details={[
              { id: 'bot', term: t('flows.saveTest.bot'), value: conversation.botName },
              {
                id: 'started',
                term: t('flows.saveTest.started'),
                value: format.dateTime(conversation.startedAt),
              },
              {
                id: 'flow',
                term: t('flows.test.flow'),
                value: (
                  <Link component={RouterLink} to={toFlow(recorded.flowId)}>
                    {flow.data?.name ?? recorded.flowId}
                  </Link>
                ),
              },
              {
                id: 'language',
                term: t('flows.test.language'),
                value: t(LANGUAGE_LABEL_KEYS[conversation.language]),
              },
              {
                id: 'channel',
                term: t('flows.test.channel'),
                value: t(CHANNEL_LABEL_KEYS[conversation.channel]),
              },
            ]}
          />
          <TestChecksSummary test={draft} />
          {/* testFromConversation ends the test where a person took over. */}
          {conversation.transcript.some((turn) => turn.speaker === 'agent') && (
            <Alert severity="info">{t('flows.saveTest.handoverCut')}</Alert>
          )}
          {canEdit ? (
            <Button
              variant="contained"
              onClick={() => setOpen(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('flows.saveTest.openDialog')}
            </Button>
          ) : (
            me && <Alert severity="info">{t('flows.saveTest.readOnly')}</Alert>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title={t('flows.saveTest.turns')}>
        <TestTurnsPreview turns={draft.turns} language={draft.language} stepName={stepName} />
      </SectionCard>
      {canEdit && (
        <SaveAsTestDialog
          draft={draft}
          open={open}
          onClose={() => setOpen(false)}
          // The new test replaces this page in the history: Back returns to the conversation.
          onSaved={(test) => void navigate(toFlowTest(test.id), { replace: true })}
        />
      )}
    </Stack>
  );
}

/**
 * /flows/tests/new?conversation=<id>: a real conversation from Incoming, shown as the test it
 * becomes (turn by turn, with what each turn checks); "Save as test" opens the dialog that names
 * it, and the new test opens in its editor. A conversation in which no flow step spoke cannot be
 * a test: the page says so and leads back.
 */
export default function NewFlowTestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('conversation') ?? '';
  const conversation = useQuery(testConversationQueries.detail(id));
  const recorded = useMemo(
    () => (conversation.data ? recordedConversation(conversation.data) : undefined),
    [conversation.data],
  );
  return (
    <PageContainer title={t('flows.saveTest.pageTitle')}>
      {id === '' ? (
        <Alert severity="warning">{t('flows.saveTest.noConversation')}</Alert>
      ) : (
        <QueryStates query={conversation} loading={<SectionSkeleton rows={6} />}>
          {(loaded) =>
            recorded ? (
              <ConversationAsTest conversation={loaded} recorded={recorded} />
            ) : (
              <Stack sx={{ gap: 2 }}>
                <Alert severity="info">{t('flows.saveTest.noFlow')}</Alert>
                <BackToConversation id={loaded.id} />
              </Stack>
            )
          }
        </QueryStates>
      )}
    </PageContainer>
  );
}
