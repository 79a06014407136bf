import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH } from '../listState';

/** Long enough to type a word without a request per key, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  /** The search in the address. */
  value: string;
  onSearch: (q: string) => void;
}

/** The free-text search; what is typed reaches the address (and the server) after a pause. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The address changed without typing (Back, "Clear filters", a shared link): show it.
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      id="incoming-search"
      type="search"
      size="small"
      label={t('incoming.filters.search')}
      placeholder={t('incoming.filters.searchHint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { xs: '100%', md: 280 }, flex: { md: 1 } }}
      slotProps={{
        htmlInput: { maxLength: MAX_QUERY_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
