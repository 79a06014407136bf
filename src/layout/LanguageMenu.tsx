import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, type SupportedLanguage } from '../i18n/languages';

interface LanguageMenuProps {
  id: string;
  labelId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  language: SupportedLanguage;
  languages: readonly SupportedLanguage[];
  onClose: () => void;
  onSelect: (language: SupportedLanguage) => void;
}

/** The list of enabled languages, each named in its own language. */
export default function LanguageMenu({
  id,
  labelId,
  anchorEl,
  open,
  language,
  languages,
  onClose,
  onSelect,
}: LanguageMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelId } }}
    >
      {languages.map((lng) => {
        const current = lng === language;
        return (
          <MenuItem
            key={lng}
            lang={lng}
            selected={current}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(lng)}
          >
            <ListItemIcon>{current && <CheckIcon fontSize="small" aria-hidden />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
