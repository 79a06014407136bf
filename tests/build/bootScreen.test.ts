import { describe, expect, it } from 'vitest';
import { bootScreen, bootScreenMarkup } from '../../scripts/vite/bootScreen';
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

  it('refuses a page without the root element instead of shipping it without a spinner', () => {
    expect(() => transform('<body></body>')).toThrow(/root/);
  });
});
