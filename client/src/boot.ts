import { PAGE_MODULES_META, RENDERED_STATE_ID } from '@garage/contract/page-contract';
import './styles/global.css';

/**
 * The page's only script tag. A page rendered on the gateway is readable as it arrives: its scripts (React, the
 * router, Apollo: most of the page's bytes) are asked for once it has painted, so that they do not compete with the
 * HTML, the styles and the largest image on a slow connection. The modules it shows (named by the gateway in
 * `<meta name="page-modules">`) are fetched alongside. Other pages (the admin) start at once.
 */
function start() {
  const modules =
    document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void loadApp();
}

/** A task of its own, so that evaluating the app's code is not one long task that delays input. */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** React DOM first (the largest module), then the app, each evaluated in its own task. */
async function loadApp() {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./main');
}

/** Runs once the page has painted its first content (at once where that cannot be known, or nobody sees it). */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  // `buffered`: a paint that happened before this script ran is delivered too.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById(RENDERED_STATE_ID)) afterFirstPaint(start);
else start();
