import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_VALUES,
  LANGUAGE_VALUES,
  OUTCOME_VALUES,
  PERIOD_VALUES,
  type Period,
} from '../../../lib/api-client/schema';
import { utcDay } from '../../../lib/format';
import { DateRangeField, ListSearchField, type ChangeOptions } from '../../../lib/list-page';
import { hasFilters, MAX_QUERY_LENGTH, type IncomingListState } from '../listState';
import {
  CHANNEL_LABEL_KEYS,
  LANGUAGE_LABEL_KEYS,
  OUTCOME_LABEL_KEYS,
  PERIOD_LABEL_KEYS,
} from '../../../lib/vocabulary/labels';
import { FilterSelect } from './FilterSelect';

const DAY_MS = 86_400_000;

interface IncomingFiltersProps {
  state: IncomingListState;
  /** Picked filters get a history entry of their own; typing and day changes replace theirs. */
  onChange: (changes: Partial<IncomingListState>, options?: ChangeOptions) => void;
  onClear: () => void;
}

/** The filters above the list; each change goes to the address and back to page 1. */
export function IncomingFilters({ state, onChange, onClear }: IncomingFiltersProps) {
  const { t } = useTranslation();

  const handlePeriod = (period: Period | undefined) => {
    if (period !== 'custom') return onChange({ period });
    // A custom period starts as the last seven days, so it is a valid range from the first moment.
    const now = Date.now();
    onChange({ period, from: utcDay(new Date(now - 6 * DAY_MS)), to: utcDay(new Date(now)) });
  };

  return (
    <Stack
      role="search"
      aria-label={t('incoming.filters.label')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}
    >
      <FilterSelect
        id="incoming-period"
        label={t('incoming.filters.period')}
        allLabel={t('incoming.filters.allPeriods')}
        value={state.period}
        options={PERIOD_VALUES.map((value) => ({ value, label: t(PERIOD_LABEL_KEYS[value]) }))}
        onChange={handlePeriod}
      />
      {state.period === 'custom' && state.from && state.to && (
        <DateRangeField
          value={{ from: state.from, to: state.to }}
          onChange={(range) => onChange({ period: 'custom', ...range }, { replace: true })}
        />
      )}
      <FilterSelect
        id="incoming-channel"
        label={t('incoming.filters.channel')}
        allLabel={t('incoming.filters.allChannels')}
        value={state.channel}
        options={CHANNEL_VALUES.map((value) => ({ value, label: t(CHANNEL_LABEL_KEYS[value]) }))}
        onChange={(channel) => onChange({ channel })}
      />
      <FilterSelect
        id="incoming-outcome"
        label={t('incoming.filters.outcome')}
        allLabel={t('incoming.filters.allOutcomes')}
        value={state.outcome}
        options={OUTCOME_VALUES.map((value) => ({ value, label: t(OUTCOME_LABEL_KEYS[value]) }))}
        onChange={(outcome) => onChange({ outcome })}
      />
      <FilterSelect
        id="incoming-language"
        label={t('incoming.filters.language')}
        allLabel={t('incoming.filters.allLanguages')}
        value={state.language}
        options={LANGUAGE_VALUES.map((value) => ({ value, label: t(LANGUAGE_LABEL_KEYS[value]) }))}
        onChange={(language) => onChange({ language })}
      />
      <ListSearchField
        id="incoming-search"
        value={state.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
        label={t('incoming.filters.search')}
        placeholder={t('incoming.filters.searchHint')}
        maxLength={MAX_QUERY_LENGTH}
      />
      {state.bot && (
        // A filter that arrives from a link (Home's bot list) and has no select: shown, removable.
        <Button
          variant="outlined"
          endIcon={<CloseIcon aria-hidden />}
          aria-label={t('incoming.filters.removeBot', {
            filter: t('incoming.filters.bot', { bot: state.bot }),
          })}
          onClick={() => onChange({ bot: '' })}
          sx={{ alignSelf: 'center' }}
        >
          {t('incoming.filters.bot', { bot: state.bot })}
        </Button>
      )}
      {hasFilters(state) && <Button onClick={onClear}>{t('incoming.filters.clear')}</Button>}
    </Stack>
  );
}
