import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways. Checked until the layout has settled (a resize or a late
 * answer re-lays the page out over a few frames), so only an overflow that stays fails; the
 * failure names the elements that stick out past the right edge.
 */
export async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          if (root.scrollWidth <= root.clientWidth) return [];
          const edge = root.clientWidth + 0.5;
          const beyond = (element: Element) => element.getBoundingClientRect().right > edge;
          // Content a scrolling or clipping box keeps within the screen does not count.
          const clipped = (element: Element) => {
            for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
              if (getComputedStyle(box).overflowX !== 'visible' && !beyond(box)) return true;
            }
            return false;
          };
          // The innermost elements past the edge: their ancestors stick out because of them.
          const past = [...document.body.querySelectorAll('*')].filter(
            (element) => beyond(element) && !clipped(element),
          );
          const innermost = past.filter(
            (element) => !past.some((other) => other !== element && element.contains(other)),
          );
          return [
            `${root.scrollWidth} px wide in ${root.clientWidth} px`,
            ...innermost.slice(0, 5).map((element) => {
              const { right } = element.getBoundingClientRect();
              const text = (element.textContent ?? '').trim().slice(0, 40);
              return `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} “${text}” ends at ${Math.round(right)} px`;
            }),
          ];
        }),
      { message: `${where} scrolls sideways` },
    )
    .toEqual([]);
}

/** `locator` lies wholly on the screen's width: nothing of it needs sideways scrolling. */
export async function expectWithinScreen(
  page: Page,
  name: string,
  locator: Locator,
): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * A word, as far as line breaking goes: text between spaces, also split before a full-width
 * opening bracket and after full-width closing punctuation, where Japanese may break a line
 * ("10:21（Alice Example）" may break before "（"). A Japanese header has no spaces, so it
 * counts as one word and must fit one line.
 */
const WORD = /[（「『【]?[^\s（）「」『』【】、。]+[）」』】、。]*|[（「『【][）」』】、。]*/g;

/** The texts of `cells` in which a word is split over two lines (the browser broke inside it). */
export async function textsBrokenMidWord(cells: Locator): Promise<string[]> {
  return cells.evaluateAll(
    (elements, wordSource) =>
      elements.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const box = node.parentElement?.getBoundingClientRect();
          // Visually hidden helper texts (sort state) are 1 px wide and never seen.
          if (!box || box.width < 2) continue;
          for (const word of (node.textContent ?? '').matchAll(new RegExp(wordSource, 'g'))) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) return [cell.textContent ?? ''];
          }
        }
        return [];
      }),
    WORD.source,
  );
}

/** The texts that do not fit their one-line box (shown with an ellipsis). */
export async function textsCutOff(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) =>
    elements
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent ?? ''),
  );
}
