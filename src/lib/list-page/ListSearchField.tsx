import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Long enough to type a word without a request per key, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 400;

interface ListSearchFieldProps {
  /** The search in the address. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  /** The contract's limit for the list's `q`. */
  maxLength: number;
  id?: string;
}

/** A list's free-text search; what is typed reaches the address (and the server) after a pause. */
export function ListSearchField(props: ListSearchFieldProps) {
  const { value, onSearch, label, placeholder, maxLength, id } = props;
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The search this field last sent: when the address comes back with it, the person may have
  // typed on meanwhile (a busy machine delays the address), and what they typed stays.
  const [sent, setSent] = useState<string>();
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The address changed without typing (Back, "Clear filters", a shared link): show it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== sent && text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      setSent(text.trim());
      onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      id={id}
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { xs: '100%', md: 280 }, flex: { md: 1 } }}
      slotProps={{
        htmlInput: { maxLength },
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
