import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVEL_VALUES } from '../../../lib/api-client/schema';
import type { ListStateControls } from '../../../lib/list-page';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { botQueries } from '../../../lib/query';
import { LEVEL_KEYS, TIME_PRESETS, type LogsFilter } from './logParams';

/** The parts of the platform that write logs. */
const COMPONENTS = ['api', 'speech-recognition', 'telephony', 'training', 'nlu', 'flow'];
const SEARCH_DEBOUNCE_MS = 300;

const TIME_KEYS = {
  '15m': 'tech.logs.time.15m',
  '1h': 'tech.logs.time.1h',
  '24h': 'tech.logs.time.24h',
  all: 'tech.logs.time.all',
} as const;

export function LogsFilters({ list }: { list: ListStateControls<LogsFilter> }) {
  const { t } = useTranslation();
  const { state, set } = list;
  const bots = useQuery(botQueries.list());
  const [search, setSearch] = useState(state.q);
  // Typing waits for a pause; a changed address (a link, Back) replaces what was typed.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setSearch(state.q);
  }
  useEffect(() => {
    if (search.trim() === state.q) return;
    const timer = setTimeout(
      () => set({ q: search.trim() }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, state.q, set]);

  const select = (
    key: 'level' | 'component' | 'botId' | 'time',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={state[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      sx={{ minWidth: { xs: '100%', sm: 160 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={t('tech.logs.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 220 } }}
      />
      {select(
        'level',
        t('tech.logs.filters.level'),
        LOG_LEVEL_VALUES.map((level) => ({ value: level, label: t(LEVEL_KEYS[level]) })),
      )}
      {select('component', t('tech.logs.filters.component'), [
        { value: '', label: t('tech.logs.filters.all') },
        ...COMPONENTS.map((component) => ({
          value: component,
          label: componentLabel(t, component),
        })),
      ])}
      {select('botId', t('tech.logs.filters.bot'), [
        { value: '', label: t('tech.logs.filters.all') },
        ...(bots.data?.items ?? []).map((bot) => ({ value: bot.id, label: bot.name })),
        // A bot named by a link before the list arrives (or one the list does not know).
        ...(state.botId && !bots.data?.items.some((bot) => bot.id === state.botId)
          ? [{ value: state.botId, label: state.botId }]
          : []),
      ])}
      {select(
        'time',
        t('tech.logs.filters.time'),
        TIME_PRESETS.map((preset) => ({ value: preset, label: t(TIME_KEYS[preset]) })),
      )}
      {state.conversationId && (
        <Chip
          label={t('tech.logs.filters.conversation', { id: state.conversationId })}
          onDelete={() => set({ conversationId: '' })}
        />
      )}
    </Stack>
  );
}
