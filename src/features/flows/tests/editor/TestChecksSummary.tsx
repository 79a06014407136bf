import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowTestFields } from '../../../../lib/api-client/schema';
import { outcomeLabel } from './outcomeLabel';

/** How many of each check a test makes: what a person keeps when saving it. */
function countChecks(test: Pick<FlowTestFields, 'turns' | 'outcome'>) {
  const expects = test.turns.map((turn) => turn.expect);
  return {
    turns: test.turns.length,
    steps: expects.reduce((sum, expect) => sum + (expect.steps?.length ?? 0), 0),
    replies: expects.filter((expect) => expect.reply !== null).length,
    intents: expects.filter((expect) => expect.intent !== null).length,
    outcome: test.outcome,
  };
}

/** A short list of what the test will check, under a heading of its own. */
export function TestChecksSummary({ test }: { test: Pick<FlowTestFields, 'turns' | 'outcome'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const checks = countChecks(test);
  return (
    <div>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('flows.saveTest.summary.title')}
      </Typography>
      <Typography component="ul" variant="body2" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5 }}>
        <li>{t('flows.saveTest.summary.turns', { count: checks.turns })}</li>
        <li>{t('flows.saveTest.summary.steps', { count: checks.steps })}</li>
        <li>{t('flows.saveTest.summary.replies', { count: checks.replies })}</li>
        <li>{t('flows.saveTest.summary.intents', { count: checks.intents })}</li>
        <li>
          {checks.outcome === null
            ? t('flows.saveTest.summary.outcomeOff')
            : t('flows.saveTest.summary.outcome', { outcome: outcomeLabel(t, checks.outcome) })}
        </li>
      </Typography>
    </div>
  );
}
