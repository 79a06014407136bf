import type { Plugin } from 'vite';
import { brand } from '../../src/theme/palette.ts';
import { SPINNER } from '../../src/app/spinnerGeometry.ts';

/**
 * The boot spinner's markup (src/app/FullScreenSpinner.tsx draws the same, with the same classes
 * from base.css), decorative: React's own, with its accessible name, replaces it on its first
 * render, before anyone could use it.
 */
export function bootScreenMarkup(): string {
  return (
    `<div class="boot-screen" aria-hidden="true" style="--brand-teal: ${brand.teal}">` +
    `<svg class="boot-spinner" width="${SPINNER.size}" height="${SPINNER.size}" viewBox="${SPINNER.viewBox}">` +
    `<circle class="boot-circle" cx="${SPINNER.center}" cy="${SPINNER.center}" r="${SPINNER.radius}" fill="none" stroke-width="${SPINNER.strokeWidth}"></circle>` +
    `</svg></div>`
  );
}

/**
 * Draws the boot spinner in index.html itself, so the first paint comes with the page and the
 * stylesheet instead of after the start-up script has downloaded and run: on a slow phone that
 * is a blank screen of a second or more (Lighthouse's first contentful paint).
 */
export function bootScreen(): Plugin {
  return {
    name: 'boot-screen',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('index.html lacks <div id="root"></div>');
        return html.replace(root, `<div id="root">${bootScreenMarkup()}</div>`);
      },
    },
  };
}
