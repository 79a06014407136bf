import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FlowTestTurn, Language } from '../../../../lib/api-client/schema';

export interface TestTurnsPreviewProps {
  turns: readonly FlowTestTurn[];
  /** The conversation's language: what was said is marked with it (WCAG 3.1.2). */
  language: Language;
  stepName: (nodeId: string) => string;
}

/**
 * The turns a test will hold, in order: what the caller said (and was understood as), the steps
 * that spoke and what the bot replied. Read-only: the test's editor changes them once kept.
 */
export function TestTurnsPreview({ turns, language, stepName }: TestTurnsPreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
      {turns.map((turn, index) => (
        <Box
          component="li"
          key={index}
          sx={{ p: 1.5, borderRadius: 2, borderLeft: 4, borderColor: 'grey.400' }}
        >
          <Typography component="h3" variant="subtitle2">
            {t('flows.test.turn', { number: index + 1 })}
          </Typography>
          {turn.said === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('flows.test.openingShort')}
            </Typography>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('flows.saveTest.preview.caller')}{' '}
              <span lang={language}>
                {turn.said === '' ? t('flows.saveTest.preview.silence') : turn.said}
              </span>
            </Typography>
          )}
          {turn.expect.intent !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('flows.saveTest.preview.intent', { intent: turn.expect.intent })}
            </Typography>
          )}
          {turn.expect.reply !== null && (
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('flows.saveTest.preview.bot')}{' '}
              <span lang={language}>{turn.expect.reply.text}</span>
            </Typography>
          )}
          {turn.expect.steps !== null && turn.expect.steps.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('flows.saveTest.preview.steps', {
                steps: turn.expect.steps.map(stepName).join(' → '),
              })}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
