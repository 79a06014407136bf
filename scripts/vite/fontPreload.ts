import type { Plugin, Rollup } from 'vite';

/** The Latin faces of the theme's font, one per weight it uses: every screen's first text. */
const FIRST_PAINT_FONT = /(^|\/)nunito-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

export function firstPaintFonts(bundle: Rollup.OutputBundle): string[] {
  return Object.keys(bundle)
    .filter((file) => FIRST_PAINT_FONT.test(file))
    .sort()
    .map((file) => `/${file}`);
}

/**
 * Preloads the font faces the first screen draws with. Found only once the styles apply, they
 * arrived after the first text, which then reflowed in the new font: the largest layout shift
 * of a signed-in start (Lighthouse's CLS 0.22 on the Dashboard). Latin-ext and CJK text stay on
 * demand through their unicode-range.
 */
export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return firstPaintFonts(context.bundle).map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
