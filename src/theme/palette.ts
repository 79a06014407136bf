import type { PaletteOptions } from '@mui/material/styles';

/** Brand colours as given by the spec (§9), plus the shades derived from them for contrast. */
export const brand = {
  teal: '#32B0A6',
  tealLight: '#6FC8C1',
  tealLighter: '#D6F0EE',
  // Darkest teal that still reads as the brand colour; ≥ 4.5:1 on white and on #f6f8fa,
  // so it is the one used for teal text (links, text buttons, focused labels).
  tealDark: '#1F7A73',
  darkGrey: '#2A3139',
  white: '#FFFFFF',
  grey: '#8A96A3',
  yellow: '#EAB65A',
  green: '#0BC08F',
  red: '#D15C57',
  background: '#F6F8FA',
} as const;

export type BrandColors = { readonly [K in keyof typeof brand]: string };

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter?: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
  }
  interface Palette {
    brand: BrandColors;
  }
  interface PaletteOptions {
    brand?: BrandColors;
  }
}

/*
 * contrastText values are chosen for WCAG AA (≥ 4.5:1, checked in theme.test.ts), which
 * rules out white on the light brand colours: white on teal is only 2.66:1.
 * Error is the odd one: neither white (3.9:1) nor the dark grey (3.4:1) pass on #D15C57,
 * so it gets a near-black.
 */
export const palette: PaletteOptions = {
  mode: 'light',
  // Makes MUI's own getContrastText() aim for AA as well, for colours picked at runtime.
  contrastThreshold: 4.5,
  brand,
  primary: {
    main: brand.teal,
    light: brand.tealLight,
    lighter: brand.tealLighter,
    dark: brand.tealDark,
    contrastText: brand.darkGrey,
  },
  secondary: {
    main: brand.darkGrey,
    light: '#4A545F',
    dark: '#1A1F24',
    contrastText: brand.white,
  },
  success: { main: brand.green, light: '#5DD6B2', dark: '#067A5B', contrastText: brand.darkGrey },
  warning: { main: brand.yellow, light: '#F0CB89', dark: '#8A5F12', contrastText: brand.darkGrey },
  error: { main: brand.red, light: '#E08A86', dark: '#A8403B', contrastText: '#111417' },
  info: { main: '#2B6F9E', contrastText: brand.white },
  text: { primary: brand.darkGrey, secondary: '#5A6570' },
  background: { default: brand.background, paper: brand.white },
};
