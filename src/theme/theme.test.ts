import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_TEXT } from './contrast';
import { BUTTON_RADIUS } from './components';
import { theme } from './theme';

const { palette, typography } = theme;

describe('theme', () => {
  it('uses Nunito with a fallback stack that can render Japanese', () => {
    expect(typography.fontFamily).toMatch(/^Nunito, /);
    expect(typography.fontFamily).toContain('"Hiragino Sans"');
    expect(typography.fontFamily).toContain('"Noto Sans JP"');
    expect(typography.fontFamily).toContain('Meiryo');
    expect(typography.fontFamily).toMatch(/sans-serif$/);
  });

  it('has the heading sizes from the spec', () => {
    const sizes = (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map(
      (variant) => typography[variant].fontSize,
    );
    expect(sizes).toEqual(['3rem', '2rem', '1.64rem', '1.5rem', '1.285rem', '1.142rem']);
  });

  it('rounds buttons by 18px', () => {
    expect(BUTTON_RADIUS).toBe(18);
    const root = theme.components?.MuiButton?.styleOverrides?.root;
    const style = typeof root === 'function' ? root({ theme, ownerState: {} } as never) : root;
    expect(style).toMatchObject({ borderRadius: 18 });
  });

  it('breaks table column headers between words only, never inside one (Japanese)', () => {
    const head = theme.components?.MuiTableCell?.styleOverrides?.head;
    expect(head).toMatchObject({ wordBreak: 'keep-all' });
  });

  it('keeps the brand colours', () => {
    expect(palette.primary.main).toBe('#32B0A6');
    // The lighter variants of the spec's teal, as the brand tokens define them.
    expect(palette.primary.light).toBe('#6FC8C1');
    expect(palette.primary.lighter).toBe('#D6F0EE');
    expect(palette.secondary.main).toBe('#2A3139');
    expect(palette.success.main).toBe('#0BC08F');
    expect(palette.warning.main).toBe('#EAB65A');
    expect(palette.error.main).toBe('#D15C57');
    expect(palette.background.default.toLowerCase()).toBe('#f6f8fa');
    expect(palette.brand).toMatchObject({
      darkGrey: '#2A3139',
      white: '#FFFFFF',
      yellow: '#EAB65A',
    });
    expect(palette.brand.grey).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('uses dark grey on teal, since white on teal fails AA', () => {
    expect(contrastRatio('#FFFFFF', '#32B0A6')).toBeCloseTo(2.66, 2);
    expect(palette.primary.contrastText).toBe('#2A3139');
  });

  describe('meets WCAG AA (4.5:1) for text', () => {
    const colours = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

    it.each(colours)('%s.contrastText on %s.main', (colour) => {
      const { main, contrastText } = palette[colour];
      expect(contrastRatio(contrastText, main)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    });

    // Contained buttons switch to `light` on hover (see components.ts).
    it.each(['primary', 'success', 'warning', 'error'] as const)(
      '%s.contrastText on the hover background',
      (colour) => {
        const { light, contrastText } = palette[colour];
        expect(contrastRatio(contrastText, light)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      },
    );

    // `dark` is what coloured text (links, text buttons, error helper text) is painted in.
    it.each(['primary', 'success', 'warning', 'error'] as const)(
      '%s.dark as text on paper and on the page background',
      (colour) => {
        const { dark } = palette[colour];
        expect(contrastRatio(dark, palette.background.paper)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
        expect(contrastRatio(dark, palette.background.default)).toBeGreaterThanOrEqual(
          WCAG_AA_TEXT,
        );
      },
    );

    it.each(['primary', 'secondary'] as const)('text.%s on both backgrounds', (kind) => {
      const text = palette.text[kind];
      expect(contrastRatio(text, palette.background.paper)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(text, palette.background.default)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    });

    it('text.primary on the selected navigation background', () => {
      expect(contrastRatio(palette.text.primary, palette.primary.lighter ?? '')).toBeGreaterThan(
        WCAG_AA_TEXT,
      );
    });
  });
});
