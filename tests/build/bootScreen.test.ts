// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { bootScreen, bootScreenMarkup } from '../../scripts/vite/bootScreen';
import { FullScreenSpinner } from '../../src/app/FullScreenSpinner';
import { brand } from '../../src/theme/palette';

type Handler = (html: string) => string;

function transform(html: string): string {
  const hook = bootScreen().transformIndexHtml as { handler: Handler };
  return hook.handler(html);
}

describe('bootScreen', () => {
  it('draws the boot spinner into the page’s root, decorative and in the brand colour', () => {
    const html = transform('<body><div id="root"></div></body>');
    expect(html).toBe(`<body><div id="root">${bootScreenMarkup()}</div></body>`);
    expect(bootScreenMarkup()).toContain('aria-hidden="true"');
    expect(bootScreenMarkup()).toContain(`--brand-teal: ${brand.teal}`);
    expect(bootScreenMarkup()).toContain('width="80" height="80"');
  });

  it('draws the same spinner as FullScreenSpinner, which replaces it', () => {
    const page = document.createElement('div');
    page.innerHTML = bootScreenMarkup();
    const { container } = render(createElement(FullScreenSpinner, { label: 'Loading' }));
    const drawing = (root: Element) =>
      ['svg', 'circle'].map((tag) => {
        const node = root.querySelector(tag)!;
        return ['class', 'width', 'height', 'viewBox', 'cx', 'cy', 'r', 'stroke-width'].map(
          (name) => node.getAttribute(name),
        );
      });
    expect(drawing(page)).toEqual(drawing(container));
  });

  it('refuses a page without the root element instead of shipping it without a spinner', () => {
    expect(() => transform('<body></body>')).toThrow(/root/);
  });
});
