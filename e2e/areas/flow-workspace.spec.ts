import { expect, test, type Page } from '@playwright/test';
import { textsBrokenMidWord, textsCutOff } from '../helpers/fitsScreen';
import { LANGUAGES, portal } from '../helpers/portal';
import { openSignedIn } from '../helpers/session';

/**
 * The flow editor as a workspace (issue 38): every seeded flow, opened at five window sizes,
 * measured from element geometry, not visibility (a canvas of no height still "is visible").
 * One page per window size: the flows are opened one after the other in it.
 */
const FLOWS = [
  { id: 'flow-identify-caller', name: 'Identify caller' },
  { id: 'flow-password-reset', name: 'Password reset' },
  { id: 'flow-order-status', name: 'Order status' },
  { id: 'flow-appointment-booking', name: 'Appointment booking' },
] as const;

const SIZES = [
  { width: 1440, height: 900, canvasShare: 0.55, desktop: true },
  { width: 1280, height: 800, canvasShare: 0.55, desktop: true, readableText: true },
  { width: 1024, height: 768, canvasShare: 0.45, desktop: true },
  { width: 768, height: 1024, canvasShare: 0.45, desktop: false },
  { width: 390, height: 844, canvasShare: 0.4, desktop: false },
] as const;

/** Step text smaller than this on screen is too small to read (issue 38). */
const MIN_TEXT_PX = 11;

interface Measured {
  /** The canvas' share of the window, the part of it inside the window only. */
  canvasShare: number;
  /** Steps whose box lies at least partly inside the canvas (which lies inside the window). */
  stepsOnScreen: number;
  scrollHeight: number;
  innerHeight: number;
  /** The smallest step text on screen as rendered: font size × the canvas zoom. */
  smallestTextPx: number;
}

/** Reads the figures in the page, in one pass. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const clipped = (box: DOMRect) => ({
      width: Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)),
      height: Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0)),
    });
    const region = document.querySelector('[role="region"][aria-label="Flow canvas"]');
    const canvas = region?.querySelector('.react-flow')?.getBoundingClientRect();
    if (!canvas) throw new Error('no .react-flow inside the "Flow canvas" region');
    const visible = clipped(canvas);
    const inCanvas = (box: DOMRect) =>
      box.right > canvas.left &&
      box.left < canvas.right &&
      box.bottom > canvas.top &&
      box.top < canvas.bottom &&
      box.width > 0 &&
      box.height > 0;
    const steps = [...document.querySelectorAll<HTMLElement>('.react-flow__node')].filter((node) =>
      inCanvas(node.getBoundingClientRect()),
    );
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    const zoom = viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 1;
    const texts = steps.flatMap((node) => [
      ...node.querySelectorAll<HTMLElement>(
        '.flow-node__type, .flow-node__title, .flow-node__summary',
      ),
    ]);
    const sizes = texts
      .filter((text) => text.textContent?.trim() && getComputedStyle(text).display !== 'none')
      .map((text) => parseFloat(getComputedStyle(text).fontSize) * zoom);
    return {
      canvasShare: (visible.width * visible.height) / (width * height),
      stepsOnScreen: steps.length,
      scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
      innerHeight: height,
      smallestTextPx: sizes.length > 0 ? Math.min(...sizes) : 0,
    };
  });
}

/**
 * The focused step's ring meets WCAG 2.2's focus appearance: a solid outline at least 2 px
 * thick, at least 3:1 against the canvas behind it.
 */
async function expectFocusRing(page: Page) {
  // Keyboard modality first: the ring is for keyboard focus (:focus-visible).
  await page.keyboard.press('Shift+Tab');
  const step = page
    .getByRole('region', { name: 'Flow canvas' })
    .getByRole('group', { name: /^Start/ });
  await step.focus();
  const ring = await step.evaluate((element) => {
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const style = getComputedStyle(element);
    const canvas = element.closest('[role="region"]');
    const behind = canvas ? getComputedStyle(canvas).backgroundColor : 'rgb(255, 255, 255)';
    const [light, dark] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: (light! + 0.05) / (dark! + 0.05),
    };
  });
  test.info().annotations.push({
    type: 'geometry',
    description: `focus ring: ${ring.style} ${ring.width} px, contrast ${ring.contrast.toFixed(2)}:1`,
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
}

test.describe('Flow editor workspace', () => {
  // No reset of the flows data: the seeded flows are opened by id, and a reset would drop the
  // flows that specs running beside this one create and edit.
  for (const size of SIZES) {
    test(`every seeded flow fills the window at ${size.width}×${size.height}, measured`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[React Flow]')) warnings.push(message.text());
      });
      await openSignedIn(page, { path: '/flows' });
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const flow of FLOWS) {
        await page.goto(`/flows/${flow.id}`);
        await expect(portal(page).pageHeading).toHaveText(flow.name);
        await expect(page.locator('.react-flow__node').first()).toBeAttached();
        // The opening place is set once the canvas knows its size: the first frame after it.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const figures = await measure(page);
        test.info().annotations.push({
          type: 'geometry',
          description: `${size.width}×${size.height} ${flow.name}: canvas ${(figures.canvasShare * 100).toFixed(1)}%, ${figures.stepsOnScreen} steps on screen, scrollHeight ${figures.scrollHeight}/${figures.innerHeight}, smallest step text ${figures.smallestTextPx.toFixed(1)} px`,
        });
        const where = `${flow.name} at ${size.width}×${size.height}`;
        expect(figures.canvasShare, `canvas share, ${where}`).toBeGreaterThanOrEqual(
          size.canvasShare,
        );
        expect(figures.stepsOnScreen, `steps on screen, ${where}`).toBeGreaterThan(0);
        if (size.desktop) {
          expect(figures.scrollHeight, `page height, ${where}`).toBeLessThanOrEqual(
            figures.innerHeight,
          );
        }
        if ('readableText' in size) {
          expect(figures.smallestTextPx, `smallest step text, ${where}`).toBeGreaterThanOrEqual(
            MIN_TEXT_PX,
          );
        }
      }
      if ('readableText' in size) await expectFocusRing(page);
      expect(warnings, 'React Flow warnings in the console').toEqual([]);
      for (const { description } of test.info().annotations) console.log(description);
    });
  }

  test('the flows list shows every column, Actions included, at 1280 px in every language', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/flows' });
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const lng of LANGUAGES) {
      await page.goto(`/flows?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      const fit = await grid.evaluate((root) => {
        const box = root.getBoundingClientRect();
        // The columns' extent against the visible width: what would scroll sideways.
        const scroller = root.querySelector('.MuiDataGrid-virtualScroller');
        const columns = root.querySelector('.MuiDataGrid-virtualScrollerContent');
        const actions = [...root.querySelectorAll('[data-field="actions"] button')].map((button) =>
          button.getBoundingClientRect(),
        );
        return {
          gridLeft: box.left,
          gridRight: box.right,
          overflow:
            scroller && columns
              ? columns.getBoundingClientRect().width - scroller.clientWidth
              : Number.POSITIVE_INFINITY,
          actions: actions.length,
          actionsRight: Math.max(...actions.map((button) => button.right)),
        };
      });
      test.info().annotations.push({
        type: 'geometry',
        description: `flows list ${lng}: grid ${fit.gridLeft.toFixed(0)}–${fit.gridRight.toFixed(0)}, ${fit.actions} action buttons ending at ${fit.actionsRight.toFixed(0)}, sideways overflow ${fit.overflow} px`,
      });
      // Fitting by cutting texts short does not count: headers and cells show every word whole
      // (a flow's name is the person's own text, of any length: its column may cut it).
      const texts = grid.locator(
        '.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell:not([data-field="name"]), .MuiDataGrid-cell .MuiChip-label',
      );
      expect(await textsCutOff(texts), `texts cut off, ${lng}`).toEqual([]);
      expect(await textsBrokenMidWord(texts), `words broken, ${lng}`).toEqual([]);
      expect(fit.actions, `action buttons, ${lng}`).toBeGreaterThan(0);
      expect(fit.overflow, `sideways overflow, ${lng}`).toBeLessThanOrEqual(0);
      expect(fit.actionsRight, `actions inside the grid, ${lng}`).toBeLessThanOrEqual(
        fit.gridRight,
      );
    }
    for (const { description } of test.info().annotations) console.log(description);
  });
});
