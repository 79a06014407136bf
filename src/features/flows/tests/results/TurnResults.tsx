import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type Detail } from '../../../../layout/DetailList';
import type {
  FlowTest,
  FlowTestCheck,
  FlowTestExpectation,
  FlowTestResult,
  FlowTestTurnResult,
} from '../../../../lib/api-client/schema';
import { outcomeLabelKey } from '../../simulator/simulatorLabels';
import { CHECK_LABEL_KEYS } from './checkLabels';

/** A step's name as the flow shows it (its id when the flow does not have it). */
type StepName = (nodeId: string) => string;

/** The one first difference, drawn so it is seen and heard: a bordered box under its own heading. */
const FIRST_SX = {
  border: 2,
  borderColor: 'error.main',
  borderRadius: 1,
  p: { xs: 1.5, sm: 2 },
} as const;

/** What a turn was checked for and what happened, one check with its expectation and outcome. */
function CheckComparison({
  label,
  failed,
  expected,
  actual,
}: {
  label: string;
  failed: boolean;
  /** Undefined when the test is not known any more (deleted since the run). */
  expected: ReactNode | undefined;
  actual: ReactNode;
}) {
  const { t } = useTranslation();
  const details: Detail[] = [
    ...(expected === undefined
      ? []
      : [{ id: 'expected', term: t('flows.testRun.expected'), value: expected }]),
    { id: 'actual', term: t('flows.testRun.actual'), value: actual },
  ];
  return (
    <Box
      sx={{
        borderLeft: 4,
        borderColor: failed ? 'error.main' : 'success.main',
        pl: 1.5,
        py: 0.5,
      }}
    >
      <Typography variant="subtitle2" component="p">
        {t(failed ? 'flows.testRun.checkFailed' : 'flows.testRun.checkPassed', { check: label })}
      </Typography>
      <DetailList details={details} />
    </Box>
  );
}

const replyText = (reply: string, empty: string) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {reply.trim() === '' ? empty : reply}
  </Box>
);

/** The checks of one turn: each expectation the test has (or that failed) against what happened. */
function TurnChecks({
  turn,
  expect,
  testKnown,
  stepName,
}: {
  turn: FlowTestTurnResult;
  expect: FlowTestExpectation | undefined;
  testKnown: boolean;
  stepName: StepName;
}) {
  const { t } = useTranslation();
  const failed = (check: FlowTestCheck) => turn.failed.includes(check);
  const steps = (ids: readonly string[]) =>
    ids.length === 0 ? t('flows.testRun.noSteps') : ids.map(stepName).join(' → ');
  const slotText = (slots: Record<string, string | undefined>, keys: readonly string[]) =>
    keys
      .map((key) =>
        t('flows.testRun.slot', { slot: key, value: slots[key] ?? t('flows.testRun.notSet') }),
      )
      .join(', ');
  const shown = (check: FlowTestCheck, checked: boolean) => checked || failed(check);
  // Without the test only what failed can be named; its expectation is not known.
  const expected = <T,>(value: T | null | undefined, text: (value: T) => ReactNode) =>
    testKnown && value !== null && value !== undefined ? text(value) : undefined;
  const expectedSlotKeys = Object.keys(expect?.slots ?? {});
  return (
    <>
      {shown('steps', Boolean(expect?.steps)) && (
        <CheckComparison
          label={t(CHECK_LABEL_KEYS.steps)}
          failed={failed('steps')}
          expected={expected(expect?.steps, steps)}
          actual={steps(turn.steps)}
        />
      )}
      {shown('reply', Boolean(expect?.reply)) && (
        <CheckComparison
          label={t(CHECK_LABEL_KEYS.reply)}
          failed={failed('reply')}
          expected={expected(expect?.reply, (reply) =>
            t(
              reply.match === 'exact' ? 'flows.testRun.replyExact' : 'flows.testRun.replyContains',
              {
                text: reply.text,
              },
            ),
          )}
          actual={replyText(turn.reply, t('flows.testRun.noReply'))}
        />
      )}
      {shown('intent', expect?.intent !== null && expect?.intent !== undefined) && (
        <CheckComparison
          label={t(CHECK_LABEL_KEYS.intent)}
          failed={failed('intent')}
          expected={expected(expect?.intent, (intent) => intent)}
          actual={turn.intent ?? t('flows.testRun.noIntent')}
        />
      )}
      {shown('slots', Boolean(expect?.slots)) && (
        <CheckComparison
          label={t(CHECK_LABEL_KEYS.slots)}
          failed={failed('slots')}
          expected={expected(expect?.slots, (slots) => slotText(slots, expectedSlotKeys))}
          actual={slotText(
            turn.slots,
            expectedSlotKeys.length > 0 ? expectedSlotKeys : Object.keys(turn.slots),
          )}
        />
      )}
    </>
  );
}

/** One turn: what the caller said, then the checks (or, when all held, the bot's reply). */
function TurnResult({
  index,
  turn,
  test,
  first,
  stepName,
}: {
  index: number;
  turn: FlowTestTurnResult;
  test: FlowTest | undefined;
  /** The first difference is in this turn: this check. */
  first: FlowTestCheck | undefined;
  stepName: StepName;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = index + 1;
  const said =
    turn.said === null
      ? t('flows.testRun.opening')
      : turn.said.trim() === ''
        ? t('flows.testRun.silence')
        : t('flows.testRun.said', { text: turn.said });
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={first ? FIRST_SX : { py: 1 }}
      data-first-difference={first ? true : undefined}
    >
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h4"
        sx={first ? { fontWeight: 700, color: 'error.dark' } : { fontWeight: 600 }}
      >
        {first
          ? t('flows.testRun.firstDifference', { turn: number, check: t(CHECK_LABEL_KEYS[first]) })
          : t('flows.testRun.turn', { turn: number })}
      </Typography>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{said}</Typography>
      {turn.failed.length > 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {/* What the bot said is always there, also where the test does not check it. */}
          {!turn.failed.includes('reply') && !test?.turns[index]?.expect.reply && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('flows.testRun.botSaid')} {replyText(turn.reply, t('flows.testRun.noReply'))}
            </Typography>
          )}
          <TurnChecks
            turn={turn}
            expect={test?.turns[index]?.expect}
            testKnown={test !== undefined}
            stepName={stepName}
          />
        </Box>
      ) : (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('flows.testRun.botSaid')} {replyText(turn.reply, t('flows.testRun.noReply'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('flows.testRun.turnPassed')}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** How the conversation ended against how the test says it must. */
function OutcomeResult({
  expected,
  actual,
  first,
}: {
  expected: string | null | undefined;
  actual: string | null;
  first: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const outcome = (value: string | null) => {
    if (value === null) return t('flows.testRun.notEnded');
    const key = outcomeLabelKey(value);
    return key ? t(key) : value;
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={first ? FIRST_SX : { py: 1 }}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h4"
        sx={first ? { fontWeight: 700, color: 'error.dark' } : { fontWeight: 600 }}
      >
        {first ? t('flows.testRun.firstDifferenceOutcome') : t('flows.testRun.end')}
      </Typography>
      <CheckComparison
        label={t(CHECK_LABEL_KEYS.outcome)}
        failed={first}
        expected={expected === undefined || expected === null ? undefined : outcome(expected)}
        actual={outcome(actual)}
      />
    </Box>
  );
}

/**
 * A failed test at its first difference, which is highlighted and named in its heading ("First
 * difference in turn 3: Reply"); the turns before it (all as expected) and after it wait behind
 * buttons. Drawn whole, a page of long failed tests held the main thread for a second.
 */
export function TurnResults({
  result,
  test,
  stepName,
}: {
  result: FlowTestResult;
  /** The test as it is now; undefined when it was deleted since (its expectations are gone). */
  test: FlowTest | undefined;
  stepName: StepName;
}) {
  const { t } = useTranslation();
  const laterId = useId();
  const earlierId = useId();
  const [showLater, setShowLater] = useState(false);
  const [showEarlier, setShowEarlier] = useState(false);
  const divergence = result.divergence;
  const inTurn = divergence && divergence.check !== 'outcome' ? divergence : null;
  const shownTurns = inTurn ? inTurn.turn + 1 : result.turns.length;
  const later = result.turns.length - shownTurns;
  // The turns that went as expected before the first difference.
  const earlier = inTurn ? inTurn.turn : 0;
  const expectedOutcome = test?.outcome;
  const outcomeChecked = divergence?.check === 'outcome' || (expectedOutcome ?? null) !== null;
  const turn = (item: FlowTestTurnResult, index: number) => (
    <TurnResult
      key={index}
      index={index}
      turn={item}
      test={test}
      first={inTurn?.turn === index ? inTurn.check : undefined}
      stepName={stepName}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {earlier > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('flows.testRun.earlierPassed', { count: earlier })}
          </Typography>
          <Button
            size="small"
            aria-expanded={showEarlier}
            aria-controls={showEarlier ? earlierId : undefined}
            onClick={() => setShowEarlier((shown) => !shown)}
          >
            {t(showEarlier ? 'flows.testRun.hideEarlier' : 'flows.testRun.showEarlier', {
              count: earlier,
            })}
          </Button>
        </Box>
      )}
      {showEarlier && earlier > 0 && (
        <Box id={earlierId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {result.turns.slice(0, earlier).map(turn)}
        </Box>
      )}
      {result.turns.slice(earlier, shownTurns).map((item, offset) => turn(item, earlier + offset))}
      {later > 0 && (
        <Box>
          <Button
            size="small"
            aria-expanded={showLater}
            aria-controls={showLater ? laterId : undefined}
            onClick={() => setShowLater((shown) => !shown)}
          >
            {t(showLater ? 'flows.testRun.hideLater' : 'flows.testRun.showLater', {
              count: later,
            })}
          </Button>
        </Box>
      )}
      {showLater && later > 0 && (
        <Box id={laterId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {result.turns.slice(shownTurns).map((item, offset) => turn(item, shownTurns + offset))}
        </Box>
      )}
      {outcomeChecked && (!inTurn || showLater) && (
        <OutcomeResult
          expected={expectedOutcome}
          actual={result.outcome}
          first={divergence?.check === 'outcome'}
        />
      )}
    </Box>
  );
}
