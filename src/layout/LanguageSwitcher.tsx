import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type SupportedLanguage } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { useMenuAnchor } from './useMenuAnchor';

const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadLanguageMenu);
import { visuallyHidden } from './visuallyHidden';

/**
 * Menu button for the interface language. Its accessible name is "Language" followed by the
 * visible endonym, so speech-input users can say what they see (WCAG 2.5.3).
 * Hidden when only one language is enabled: there would be nothing to choose.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, languages, changeLanguage } = useLanguage();
  const { anchorEl, open, handleOpen, handleClose } = useMenuAnchor();
  const [menuWanted, setMenuWanted] = useState(false);
  const handleIntent = () => {
    setMenuWanted(true);
    void loadLanguageMenu();
  };
  const id = useId();
  const [buttonId, menuId, labelId, valueId] = ['button', 'menu', 'label', 'value'].map(
    (part) => `${id}-${part}`,
  );

  if (languages.length < 2) return null;

  const handleSelect = (lng: SupportedLanguage) => {
    handleClose();
    if (lng !== language) void changeLanguage(lng);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<TranslateIcon aria-hidden />}
        endIcon={<ExpandMoreIcon aria-hidden />}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={handleOpen}
        onPointerEnter={handleIntent}
        onFocus={handleIntent}
        // Phones: the endonym alone, to leave the app bar room.
        sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <span id={labelId} style={visuallyHidden}>
          {t('layout.language.label')}
        </span>
        <span id={valueId} lang={language}>
          {LANGUAGE_NAMES[language]}
        </span>
      </Button>
      {/* The menu stack loads on first open (or hover/focus): the login screen never needs it up front. */}
      {(open || menuWanted) && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            labelId={labelId}
            anchorEl={anchorEl}
            open={open}
            language={language}
            languages={languages}
            onClose={handleClose}
            onSelect={handleSelect}
          />
        </Suspense>
      )}
    </>
  );
}
