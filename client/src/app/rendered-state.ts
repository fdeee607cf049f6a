import { RENDERED_STATE_ID } from '@garage/contract/page-contract';

/**
 * What a page rendered on the gateway hands to the browser, in a JSON data block (`<script type="application/json">`:
 * data, not code, so the CSP's `script-src 'self'` holds): the answers the page was built from, and the centre it was
 * rendered for. The browser's first render must reproduce the server's HTML exactly, so it starts from both.
 */

export interface RenderedState {
  /** The chosen centre the page was rendered with (the URL's centre, or the `centre` cookie's), or null. */
  centre: string | null;
  /** Apollo's normalised cache after the render (`cache.extract()`). */
  apollo: Record<string, unknown>;
}

export function readRenderedState(): RenderedState | undefined {
  const block = document.getElementById(RENDERED_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as RenderedState;
  } catch {
    return undefined; // a damaged block: the page is rendered afresh in the browser
  }
}
