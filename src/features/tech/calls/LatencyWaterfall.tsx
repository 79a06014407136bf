import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LatencyStage, LatencyTurn } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { STAGE_KEYS, settingHref, settingNameKey } from './latencySetting';

// Distinct hues that keep 3:1 against white as graphics; the stage names carry the meaning.
const STAGE_COLORS: Record<LatencyStage, string> = {
  recognition: '#1565c0',
  understanding: '#6a1b9a',
  flow: '#ef6c00',
  synthesis: '#2e7d32',
};

/**
 * Each answered caller turn as a waterfall: the stages one after the other on a shared scale
 * (the slowest turn fills the width), then the same figures as text for every reader.
 */
export function LatencyWaterfall({ turns }: { turns: readonly LatencyTurn[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const longest = Math.max(1, ...turns.map((turn) => turn.totalMs));
  return (
    <Stack sx={{ gap: 2 }}>
      {turns.map((turn) => {
        let offset = 0;
        return (
          <Paper
            key={turn.turn}
            component="section"
            variant="outlined"
            aria-labelledby={`turn-${turn.turn}`}
            sx={{ p: 2 }}
          >
            <Typography id={`turn-${turn.turn}`} variant="h6" component="h2">
              {t('tech.latency.turn', {
                turn: turn.turn,
                time: format.time(turn.at, { seconds: true }),
                total: format.milliseconds(turn.totalMs),
              })}
            </Typography>
            <Box
              aria-hidden
              sx={{ position: 'relative', height: 20, my: 1.5, bgcolor: 'grey.100' }}
            >
              {turn.stages.map((stage) => {
                const left = (offset / longest) * 100;
                offset += stage.ms;
                return (
                  <Box
                    key={stage.stage}
                    sx={{
                      position: 'absolute',
                      top: 0,
                      bottom: 0,
                      left: `${left}%`,
                      width: `${(stage.ms / longest) * 100}%`,
                      bgcolor: STAGE_COLORS[stage.stage],
                      borderRight: '1px solid white',
                    }}
                  />
                );
              })}
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {turn.stages.map((stage) => {
                const nameKey = stage.setting ? settingNameKey(stage.setting) : undefined;
                return (
                  <Box
                    key={stage.stage}
                    sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}
                  >
                    <Box
                      component="dt"
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: '12rem' }}
                    >
                      <Box
                        aria-hidden
                        sx={{ width: 12, height: 12, bgcolor: STAGE_COLORS[stage.stage] }}
                      />
                      {t(STAGE_KEYS[stage.stage])}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {format.milliseconds(stage.ms)}
                      {stage.setting && (
                        <>
                          {' · '}
                          <Link component={RouterLink} to={settingHref(stage.setting)}>
                            {t('tech.latency.causedBy', {
                              setting: nameKey ? t(nameKey) : stage.setting.path,
                              value: format.milliseconds(stage.setting.value),
                            })}
                          </Link>
                        </>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
