import type { Page } from '@playwright/test';
import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

/*
 * Layout as a phone visitor sees it: axe and role queries pass on a page that is wider than the screen or whose
 * buttons sit on top of each other, so these tests measure boxes. Each sets its own viewport: they run in the
 * desktop project only.
 */

const PHONE_WIDTHS = [320, 360, 390];

/** The pages whose content is the widest: a stage table, forms, long legal words and lists. */
const WIDE_CONTENT_PAGES = [
  '/montpellier',
  '/montpellier/services',
  '/montpellier/reprogrammation/car/peugeot/308/2019/1-5-bluehdi-100',
  '/montpellier/realisations',
  '/montpellier/contact',
  '/mentions-legales',
  '/sitemap',
];

/** How far the document reaches past the viewport's right edge, with the elements that stick out (not scrolled). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Content of a box that scrolls sideways on purpose (a table) is not the page's width.
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return false;
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
    return { extra: document.documentElement.scrollWidth - width, outside };
  });
}

test('no page is wider than a 320, 360 or 390 px phone', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  for (const path of WIDE_CONTENT_PAGES) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 700 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      expect(await overflow(page), `${path} à ${width} px`).toEqual({ extra: 0, outside: [] });
    }
  }
});

test('at 360×640 the centre list scrolls under an opaque bar whose buttons nothing covers', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  await expect(dialog).toBeVisible();
  const buttons = [
    dialog.getByRole('button', { name: 'Continuer sans choisir' }),
    dialog.getByRole('button', { name: 'Confirmer la sélection' }),
  ];
  for (const button of buttons) {
    // The element at the centre of the button is the button itself (or its text), not a centre's row.
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || element.contains(hit);
    });
    expect(onTop, (await button.textContent()) ?? '').toBe(true);
  }
  const barColour = await buttons[0]!.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor);
  expect(barColour).not.toMatch(/rgba\(.*, 0\)|transparent/);

  // The last centre is reached by scrolling the list, and is then clear of the buttons.
  const last = dialog.getByRole('radio').last();
  await last.scrollIntoViewIfNeeded();
  const lastBox = (await last.boundingBox())!;
  const barTop = (await buttons[0]!.evaluate((element) => element.parentElement!.getBoundingClientRect().top))!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);
  await last.check();
  await expect(buttons[1]!).toBeEnabled();
});

test('the menu button shows on a phone only', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/montpellier');
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Services' }).first()).toBeVisible();
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeVisible();
});
