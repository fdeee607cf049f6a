import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';
import {
  audit,
  failingAudits,
  launchChromium,
  scores,
  type LaunchedChromium,
  type LighthouseResult,
} from '../support/lighthouse.mjs';

/**
 * Lighthouse on the landing page with its default mobile settings (simulated slow 4G, 4x CPU slowdown), against the
 * built SPA. The five-page run is `npm run bench lighthouse`.
 *
 * Accessibility, best practices and SEO do not depend on the machine: they must be 100. The performance score does:
 * Lighthouse multiplies the main-thread time it observes by four, so a busy machine lowers it (on two cores shared
 * with the other test files, the landing scored from the mid-40s to the mid-70s). The floor catches a regression of
 * the kind that costs tens of points (shipping the admin or the playground to visitors, losing the code splitting,
 * a blocking resource) without failing on a busy machine; layout stability, which no CPU speed changes, is held to
 * Google's "good" threshold instead.
 */
const PERFORMANCE_FLOOR = 40;
const CLS_GOOD = 0.1;

describe('Lighthouse (mobile) on the landing page', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let chromium: LaunchedChromium;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db);
    chromium = await launchChromium();
  });
  afterAll(async () => {
    chromium?.kill();
    await gateway?.close();
    await db?.drop();
  });

  it('scores 100 in accessibility, best practices and SEO, and keeps performance above its floor', async () => {
    const performance = (lhr: LighthouseResult) => scores(lhr).performance ?? 0;
    let { lhr } = await audit(`${gateway.url}/`, chromium.port);
    // A second run when the machine was too busy for the floor: only the performance score moves between runs.
    if (performance(lhr) < PERFORMANCE_FLOOR) ({ lhr } = await audit(`${gateway.url}/`, chromium.port));

    const failing = failingAudits(lhr)
      .filter((a) => a.category !== 'performance')
      .map((a) => `${a.id} (${a.title})`);
    expect(failing).toEqual([]);
    expect(scores(lhr)).toMatchObject({ accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(performance(lhr)).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
    expect(lhr.audits['cumulative-layout-shift']?.numericValue).toBeLessThanOrEqual(CLS_GOOD);
  }, 120_000);
});
