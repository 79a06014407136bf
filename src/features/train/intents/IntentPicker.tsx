import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntentRef } from '../../../lib/api-client/schema';
import { useDebouncedValue } from '../../../lib/list-page';
import { intentQueries } from '../api/intents';

/** Matches per keystroke pause: enough to find an intent among thousands by a few letters. */
const SHOWN = 20;

/** Picks an intent by name, searched on the server as the person types. */
export function IntentPicker({
  label,
  value,
  onChange,
  id,
}: {
  label: string;
  value: IntentRef | null;
  onChange: (intent: IntentRef | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const intents = useQuery(
    intentQueries.list({ page: 1, pageSize: SHOWN, sort: 'name:asc', q: q || undefined }),
  );
  const options: IntentRef[] = (intents.data?.items ?? []).map((intent) => ({
    intentId: intent.id,
    name: intent.name,
  }));
  return (
    <Autocomplete
      id={id}
      size="small"
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.intentId === chosen.intentId}
      // The server has searched already.
      filterOptions={(found) => found}
      loading={intents.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('train.intents.noMatches')}
      sx={{ minWidth: 240, flex: 1 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
