import type { Page } from '@playwright/test';

/**
 * Layout checks measured in the page, in one `page.evaluate` per width: the page as it is now, at the viewport's
 * current size. Each problem is a French line naming the element (tag, id or classes, start of its text).
 */
export const LAYOUT_WIDTHS = [320, 360, 390, 768, 1280] as const;

/** A plausible screen height for each width: a small phone, a large one, a tablet, a laptop. */
const HEIGHT_OF: Record<(typeof LAYOUT_WIDTHS)[number], number> = {
  320: 640,
  360: 640,
  390: 844,
  768: 1024,
  1280: 800,
};

/**
 * Runs the checks at every width of LAYOUT_WIDTHS, resizing the page in place (no reload), and returns every
 * problem found, each prefixed with `what` and the width.
 */
export async function layoutProblemsAtEveryWidth(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT_OF[width] });
    const { found, checked } = await page.evaluate(measureLayout);
    // A check that saw no control measured nothing (a page still loading, a wrong scope).
    if (checked === 0) found.push('aucun lien ni bouton vérifié');
    problems.push(...found.map((problem) => `${what} à ${width} px : ${problem}`));
  }
  return problems;
}

/**
 * In the page: (a) the document is no wider than the viewport; (b) no visible control (link, button, field) is
 * covered by another element at any of several points inside it, each control scrolled to the middle of the screen
 * first (what stays under a fixed element even then, at the end of the page, is covered for good); (c) every image
 * has its dimensions (width and height attributes, or a CSS aspect-ratio), so nothing moves when it loads.
 * With a modal dialog open, only its controls are checked: the rest of the page is inert under it.
 */
async function measureLayout(): Promise<{ found: string[]; checked: number }> {
  // Two frames: resize listeners and media-query-driven renders have run.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  const problems: string[] = [];
  let checked = 0;
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const viewportHeight = root.clientHeight;

  const describe = (element: Element | null): string => {
    if (!element) return 'rien';
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const classes = Array.from(element.classList)
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const text = label ? ` « ${label.length > 40 ? `${label.slice(0, 40)}…` : label} »` : '';
    const parent =
      element.parentElement && !id && !classes ? `${describe(element.parentElement).split(' ')[0]} > ` : '';
    return `${parent}${tag}${id}${classes}${text}`;
  };
  const scrollsSideways = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
    return false;
  };

  // (a) Width.
  window.scrollTo(0, 0);
  const extra = root.scrollWidth - viewportWidth;
  if (extra > 0) {
    const outside = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (box.right <= viewportWidth + 0.5 && box.left >= -0.5)) return false;
        return !scrollsSideways(element);
      })
      .slice(0, 5)
      .map(describe);
    problems.push(`document plus large que l’écran de ${extra} px (${outside.join(' ; ') || 'élément non trouvé'})`);
  }

  // (b) Covered controls.
  const modal = document.querySelector('dialog:modal');
  const scope: ParentNode = modal ?? document;
  const controls = Array.from(
    scope.querySelectorAll<HTMLElement>(
      'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="link"], [role="tab"]',
    ),
  );
  /** The part of a box that can be seen: inside the viewport and inside every ancestor that clips its content. */
  const visiblePart = (element: Element, box: DOMRect) => {
    let left = Math.max(box.left, 0);
    let top = Math.max(box.top, 0);
    let right = Math.min(box.right, viewportWidth);
    let bottom = Math.min(box.bottom, viewportHeight);
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom };
  };
  for (const control of controls) {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (getComputedStyle(control).pointerEvents === 'none') continue;
    const whole = control.getBoundingClientRect();
    // Visually hidden (skip link, screen-reader-only text, native inputs under a custom look).
    if (whole.width < 4 || whole.height < 4) continue;
    // Away from the middle of the screen: scrolled there (its box and the page), as a visitor would.
    if (whole.top < viewportHeight / 4 || whole.bottom > (viewportHeight * 3) / 4 || whole.left < 0)
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    else if (whole.right > viewportWidth)
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const boxes = Array.from(control.getClientRects()).slice(0, 3);
    const covers = new Set<string>();
    let sampled = 0;
    for (const box of boxes) {
      const part = visiblePart(control, box);
      const width = part.right - part.left;
      const height = part.bottom - part.top;
      if (width < 4 || height < 4) continue; // scrolled out of its box, or out of the screen
      const points = [
        [0.5, 0.5],
        [0.2, 0.3],
        [0.8, 0.3],
        [0.2, 0.7],
        [0.8, 0.7],
      ] as const;
      for (const [fx, fy] of points) {
        const x = part.left + width * fx;
        const y = part.top + height * fy;
        const hit = document.elementFromPoint(x, y);
        sampled++;
        if (hit && (hit === control || control.contains(hit))) continue;
        covers.add(describe(hit));
      }
    }
    if (sampled) checked++;
    if (sampled && covers.size)
      problems.push(`${describe(control)} est couvert par ${Array.from(covers).slice(0, 2).join(' et ')}`);
  }
  window.scrollTo(0, 0);

  // A dialog that scrolls sideways is too wide for the screen, as a page would be.
  if (modal && modal.scrollWidth > modal.clientWidth)
    problems.push(`${describe(modal)} défile de côté (${modal.scrollWidth - modal.clientWidth} px de trop)`);

  // (b′) At the end of the page, no text lies under a fixed element (a floating button, should one come back; the
  // chosen centre is in the bar above the header since decision 037): there is no scrolling it out from under.
  if (!modal) {
    window.scrollTo(0, root.scrollHeight);
    const fixed = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility(),
    );
    for (const element of fixed) {
      const box = element.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const under = new Set<string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || element.contains(parent) || !parent.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const hidden = Array.from(range.getClientRects()).some(
          (r) => r.width > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom,
        );
        if (hidden) under.add(describe(parent));
      }
      if (under.size)
        problems.push(
          `en bas de page, ${describe(element)} cache le texte de ${Array.from(under).slice(0, 3).join(' ; ')}`,
        );
    }
    window.scrollTo(0, 0);
  }

  // (c) Image dimensions.
  for (const image of Array.from(document.images)) {
    const attributes = image.hasAttribute('width') && image.hasAttribute('height');
    const ratio = getComputedStyle(image).aspectRatio;
    if (!attributes && !/\d/.test(ratio))
      problems.push(`${describe(image)} (${image.currentSrc.slice(-60)}) n’a pas de dimensions`);
  }
  return { found: problems, checked };
}
