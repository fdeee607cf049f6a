import type { MouseEvent } from 'react';

/**
 * A plain left click, which a link may handle itself (open a lightbox, load more in place); a middle click or one
 * with a modifier key keeps the browser's meaning (new tab, new window, download).
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
