import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../format/intl';
import { visuallyHidden } from '../../../layout/visuallyHidden';

/**
 * "4,980 / 5,000" in the interface language's digits, said as "4,980 of 5,000 characters"; a
 * polite live region, so a screen reader hears the count as the text nears its limit.
 */
export function LengthCounter({ length, maxLength }: { length: number; maxLength: number }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const values = { length: number.format(length), max: number.format(maxLength) };
  return (
    <Box
      component="span"
      aria-live="polite"
      sx={{ ml: 'auto', flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      <span aria-hidden>{t('forms.length.counter', values)}</span>
      <span style={visuallyHidden}>{t('forms.length.spoken', values)}</span>
    </Box>
  );
}
