import type { TypographyVariantsOptions } from '@mui/material/styles';

/*
 * Nunito has no Japanese glyphs, so the stack continues with the CJK system fonts of
 * macOS/iOS, Android/Linux and Windows before the generic Latin fallbacks.
 */
export const fontFamily = [
  'Nunito',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Yu Gothic"',
  'Meiryo',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(', ');

/** Heading sizes from the spec (§9); weights limited to the three the font face in fonts.css spans. */
export const typography: TypographyVariantsOptions = {
  fontFamily,
  fontWeightLight: 400,
  fontWeightRegular: 400,
  fontWeightMedium: 600,
  fontWeightBold: 700,
  h1: { fontSize: '3rem', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: '1.64rem', fontWeight: 700, lineHeight: 1.3 },
  h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
  h5: { fontSize: '1.285rem', fontWeight: 600, lineHeight: 1.35 },
  h6: { fontSize: '1.142rem', fontWeight: 600, lineHeight: 1.4 },
  button: { fontWeight: 700, textTransform: 'none' },
};
