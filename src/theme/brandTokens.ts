import { brand } from './palette';
import { fontFamily } from './typography';

/**
 * The theme's colours and font as CSS custom properties, for the screens drawn before MUI
 * loads (boot spinner, login): one source of truth, read from the same constants as the MUI theme.
 */
export function applyBrandTokens(root: HTMLElement = document.documentElement): void {
  const tokens: Record<string, string> = {
    '--brand-teal': brand.teal,
    '--brand-teal-dark': brand.tealDark,
    '--brand-teal-lighter': brand.tealLighter,
    '--brand-dark-grey': brand.darkGrey,
    '--brand-white': brand.white,
    '--brand-red': brand.red,
    '--brand-background': brand.background,
    '--brand-font': fontFamily,
  };
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
}
