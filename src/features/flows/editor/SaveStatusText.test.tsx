import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { WCAG_AA_TEXT, contrastRatio } from '../../../theme/contrast';
import { theme } from '../../../theme/theme';
import { SaveStatusText } from './SaveStatusText';

/** jsdom reports computed colours as rgb(r, g, b); contrastRatio() reads hex. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

describe('SaveStatusText', () => {
  // The editor's toolbar sits on the page background; the text may also appear on paper.
  it.each(['conflict', 'failed'] as const)(
    'paints the %s status in a tone readable on both backgrounds (WCAG AA)',
    (status) => {
      renderWithProviders(
        <SaveStatusText status={status} failure={undefined} onRetry={() => {}} />,
      );
      const colour = hex(getComputedStyle(screen.getByRole('status')).color);
      expect(contrastRatio(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(
        WCAG_AA_TEXT,
      );
      expect(contrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(
        WCAG_AA_TEXT,
      );
    },
  );
});
