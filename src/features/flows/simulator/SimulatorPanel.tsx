import PlayIcon from '@mui/icons-material/PlayArrow';
import RestartIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import SaveTestIcon from '@mui/icons-material/FactCheckOutlined';
import StepIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow, FlowTestInput } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { hasPermission, useMe } from '../../../lib/query';
import type { ReplayArrival } from '../editor/arrival';
import { SidePanelSection } from '../editor/SidePanelSection';
import { SaveAsTestDialog } from '../tests/SaveAsTestDialog';
import { testFromConversation } from '../tests/testFromConversation';
import { SimulatorComposer } from './SimulatorComposer';
import { defaultChoice, type SimulatorChoice } from './simulatorChoice';
import { FAILURE_TEXT_KEYS, isPassing, isSessionLost } from './simulatorFailure';
import { outcomeLabelKey } from './simulatorLabels';
import { SimulatorSettings } from './SimulatorSettings';
import { SimulatorSlots } from './SimulatorSlots';
import { SimulatorTranscript } from './SimulatorTranscript';
import { TryFromHereDialog } from './TryFromHereDialog';
import { useSimulator } from './useSimulator';
import { useStepName } from './useStepName';

export interface SimulatorPanelProps {
  flow: Flow;
  /** Whether the editor's changes are saved: the draft is tried as saved on the server. */
  saved: boolean;
  /** The selected step (one, or none), to try the flow from there. */
  startNodeId?: string | undefined;
  /** Its name as the canvas shows it; the panel names it from `flow` when absent. */
  startNodeName?: string | undefined;
  /** The steps the conversation has gone through, in order; empty when none runs. */
  onPathChange: (nodeIds: string[]) => void;
  /** A real conversation's turn to replay: started at once, at its step with its slots. */
  replay?: ReplayArrival | undefined;
}

/**
 * "Try it": a test conversation with the flow, its saved draft or its published version, in one
 * of its languages, by voice or chat; from the start or from the selected step with slots
 * preset. It shows what the bot says (and which step said it), what the understanding made of
 * each answer, the slots and the outcome; the editor highlights the path taken.
 */
export function SimulatorPanel({
  flow,
  saved,
  startNodeId,
  startNodeName,
  onPathChange,
  replay,
}: SimulatorPanelProps) {
  const { t, i18n } = useTranslation();
  const fromHereHintId = useId();
  const mainButton = useRef<HTMLButtonElement>(null);
  const stepName = useStepName(flow);
  const published = flow.publishedVersion !== null;
  const [chosen, setChosen] = useState<SimulatorChoice>(() =>
    replay
      ? {
          source: replay.versionNumber === undefined ? 'draft' : 'published',
          language: replay.language,
          channel: replay.channel,
        }
      : defaultChoice(flow.languages, i18n.language),
  );
  // Should the flow lose its published version, the draft is what remains to try.
  const choice: SimulatorChoice = published ? chosen : { ...chosen, source: 'draft' };
  const [presetting, setPresetting] = useState(false);
  // Taken when the person asks, so the offered name does not change under their typing.
  const [kept, setKept] = useState<FlowTestInput>();
  const format = useFormat();
  const { data: me } = useMe();
  const { state, start, send, restart, stop } = useSimulator(flow.id, onPathChange);
  const { phase, settings, failure } = state;
  const active = phase !== 'idle';
  const running = state.sessionId !== undefined && active;
  const tried = active && settings ? settings : choice;

  // A replay starts once, when the panel first shows (StrictMode's second mount included).
  const replayed = useRef(false);
  useEffect(() => {
    if (!replay || replayed.current) return;
    replayed.current = true;
    const { startNodeId, slots, language, channel, versionNumber } = replay;
    start({
      source: versionNumber === undefined ? 'draft' : 'published',
      language,
      channel,
      startNodeId,
      slots,
      ...(versionNumber === undefined ? {} : { versionNumber }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMain = () => {
    if (phase === 'idle') start({ ...choice, slots: {} });
    else if (phase !== 'starting') restart();
  };

  const onStop = () => {
    stop();
    // The Stop button goes; the focus waits on Start, which stays where it was.
    window.requestAnimationFrame(() => mainButton.current?.focus());
  };

  const outcomeKey = state.outcome === null ? undefined : outcomeLabelKey(state.outcome);

  // What ran, as a test that expects it to go the same way again (kept only on request).
  const canKeep = running && state.entries.length > 0 && hasPermission(me, 'flows.edit');
  const keptDraft = () =>
    testFromConversation(
      {
        flowId: flow.id,
        language: tried.language,
        channel: tried.channel,
        startNodeId: settings?.startNodeId ?? null,
        slots: settings?.slots ?? {},
        turns: state.entries.map((entry) => ({
          speaker: entry.speaker,
          text: entry.text,
          nodeId: entry.nodeId,
          intent: entry.nlu?.intent ?? null,
        })),
        outcome: state.ended ? state.outcome : null,
        finalSlots: state.slots,
        origin: { kind: 'simulator', id: state.sessionId ?? '' },
      },
      t('flows.simulator.saveAsTest.name', { flow: flow.name, when: format.dateTime(new Date()) }),
    );

  return (
    <SidePanelSection panel="simulator" title={t('flows.simulator.title')}>
      <Stack sx={{ gap: 2 }}>
        {!saved && tried.source === 'draft' && (
          <Alert severity="info">{t('flows.simulator.unsaved')}</Alert>
        )}
        <SimulatorSettings
          value={choice}
          onChange={setChosen}
          languages={flow.languages}
          published={published}
          disabled={active}
        />
        {active && (
          <Typography variant="body2" color="text.secondary">
            {t('flows.simulator.locked')}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            ref={mainButton}
            variant="contained"
            startIcon={phase === 'idle' ? <PlayIcon /> : <RestartIcon />}
            // One button that becomes Restart: the focus stays on it through a start.
            aria-disabled={phase === 'starting'}
            onClick={onMain}
          >
            {phase === 'idle'
              ? t('flows.simulator.start')
              : phase === 'starting'
                ? t('flows.simulator.starting')
                : t('flows.simulator.restart')}
          </Button>
          {active && (
            <Button variant="outlined" startIcon={<StopIcon />} onClick={onStop}>
              {t('flows.simulator.stop')}
            </Button>
          )}
        </Stack>
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <Button
            startIcon={<StepIcon />}
            disabled={startNodeId === undefined || phase === 'starting'}
            aria-describedby={fromHereHintId}
            onClick={() => setPresetting(true)}
          >
            {t('flows.simulator.fromHere.button')}
          </Button>
          <Typography id={fromHereHintId} variant="body2" color="text.secondary">
            {startNodeId === undefined
              ? t('flows.simulator.fromHere.noSelection')
              : t('flows.simulator.fromHere.selected', {
                  name: startNodeName ?? stepName(startNodeId),
                })}
          </Typography>
        </Stack>
        {failure && (
          <Alert
            severity="error"
            action={
              failure.during === 'send' || isPassing(failure.kind) ? (
                <Button color="inherit" size="small" onClick={restart}>
                  {failure.during === 'send'
                    ? t('flows.simulator.restart')
                    : t('flows.simulator.tryAgain')}
                </Button>
              ) : undefined
            }
          >
            {t(FAILURE_TEXT_KEYS[failure.kind])}
          </Alert>
        )}
        <SimulatorTranscript
          entries={state.entries}
          language={tried.language}
          stepName={stepName}
          onButton={
            running && !state.ended && !isSessionLost(failure)
              ? (button) => void send({ button })
              : undefined
          }
          sending={phase === 'sending'}
        />
        {running && state.ended && (
          <Alert severity="info">
            {t('flows.simulator.ended', {
              outcome: outcomeKey ? t(outcomeKey) : (state.outcome ?? ''),
            })}
          </Alert>
        )}
        {running && !state.ended && !isSessionLost(failure) && (
          <SimulatorComposer
            channel={tried.channel}
            language={tried.language}
            sending={phase === 'sending'}
            onSend={send}
          />
        )}
        {running && <SimulatorSlots slots={state.slots} language={tried.language} />}
        {canKeep && (
          <Button
            startIcon={<SaveTestIcon />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setKept(keptDraft())}
          >
            {t('flows.simulator.saveAsTest.button')}
          </Button>
        )}
      </Stack>
      {kept && <SaveAsTestDialog open draft={kept} onClose={() => setKept(undefined)} />}
      {presetting && startNodeId !== undefined && (
        <TryFromHereDialog
          stepName={startNodeName ?? stepName(startNodeId)}
          initialSlots={running ? state.slots : {}}
          onStart={(slots) => start({ ...choice, startNodeId, slots })}
          onClose={() => setPresetting(false)}
        />
      )}
    </SidePanelSection>
  );
}
