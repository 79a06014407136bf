import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FlowTestsState } from './testsListState';

export interface TestsFiltersProps {
  /** The bot shown (the first bot until one is chosen) and the suite ('' for all tests). */
  botId: string;
  tag: string;
  bots: readonly { id: string; name: string }[];
  /** The bot's suites: the tags of its tests. */
  tags: readonly string[];
  onChange: (changes: Partial<FlowTestsState>) => void;
}

/** Which bot's tests, and which suite of them; both kept in the address. */
export function TestsFilters({ botId, tag, bots, tags, onChange }: TestsFiltersProps) {
  const { t } = useTranslation();
  // A bot or suite named by a link that the lists do not (yet) have stays chosen, by its value.
  const botOptions =
    botId && !bots.some((bot) => bot.id === botId) ? [...bots, { id: botId, name: botId }] : bots;
  const tagOptions = tag && !tags.includes(tag) ? [...tags, tag] : tags;
  return (
    <Stack
      role="search"
      aria-label={t('flows.tests.filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, mb: 2 }}
    >
      <TextField
        id="flow-tests-bot"
        select
        size="small"
        label={t('flows.tests.filters.bot')}
        value={botOptions.length > 0 ? botId : ''}
        // Another bot has other suites: its tests are shown whole.
        onChange={(event) => onChange({ bot: event.target.value, tag: '' })}
        sx={{ minWidth: 200 }}
      >
        {botOptions.map((bot) => (
          <MenuItem key={bot.id} value={bot.id}>
            {bot.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="flow-tests-suite"
        select
        size="small"
        label={t('flows.tests.filters.suite')}
        value={tag}
        onChange={(event) => onChange({ tag: event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('flows.tests.filters.allTests')}</MenuItem>
        {tagOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
