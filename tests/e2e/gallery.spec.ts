import type { Page } from '@playwright/test';
import { chooseCentreBeforeVisit, expect, test, PHONE } from './fixtures.js';

const lightbox = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => lightbox(page).locator('.lightbox__counter');

async function openGallery(page: Page, centre = 'montpellier') {
  await chooseCentreBeforeVisit(page, centre);
  await page.goto(`/${centre}/realisations`);
  await expect(page.locator('.gallery-tile').first()).toBeVisible();
}

test('filters photos and videos, marks featured jobs, and loads more on demand', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.goto('/realisations');
  await expect(page).toHaveURL(/\/montpellier\/realisations$/);
  await page.goto('/montpellier/realisations');
  const tiles = page.locator('.gallery-tile');
  await expect(tiles.first()).toBeVisible();
  const all = await tiles.count();
  await page.getByRole('button', { name: 'Vidéos' }).click();
  await expect(page.getByRole('button', { name: 'Vidéos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles.filter({ hasText: /./ }).first()).toBeVisible();
  const videos = await tiles.count();
  for (let i = 0; i < videos; i++) await expect(tiles.nth(i).getByText('Vidéo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Photos' }).click();
  await expect(tiles.getByText('Vidéo', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tout' }).click();
  await expect(tiles).toHaveCount(all);
  await expect(tiles.first().getByText('À la une')).toBeVisible();
});

test(
  'the lightbox: counter, arrows and keys that wrap, swipe, video first, gains, French date, Escape',
  PHONE,
  async ({ page, hasTouch }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Vidéos' }).click();
    const tile = page.locator('.gallery-tile').first();
    await tile.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('video')).toBeVisible();
    await expect(counter(page)).toHaveText(/^1 \/ \d$/);
    const total = Number((await counter(page).textContent())!.split('/')[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`${total} / ${total}`); // wraps backwards
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`1 / ${total}`); // and forwards
    await lightbox(page).getByRole('button', { name: 'Média suivant' }).click();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await lightbox(page).getByRole('button', { name: 'Aller au média 1' }).click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);

    // Swipe: 40 px does nothing, 80 px to the left goes to the next slide. A real touch gesture on the phone.
    const box = (await lightbox(page).locator('.lightbox__viewport').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
    const cdp = hasTouch ? await page.context().newCDPSession(page) : null;
    const swipe = async (dx: number) => {
      if (cdp) {
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y }] });
        await touch('touchStart', x);
        for (let step = 1; step <= 4; step++) await touch('touchMove', x + (dx * step) / 4);
        await touch('touchEnd', x + dx);
      } else {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + dx, y, { steps: 4 });
        await page.mouse.up();
      }
    };
    await swipe(-40);
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await swipe(-80);
    await expect(counter(page)).toHaveText(`2 / ${total}`);

    await expect(lightbox(page).getByRole('heading', { name: 'Véhicule' })).toBeVisible();
    await expect(lightbox(page).locator('time')).toHaveText(
      /^\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d$/,
    );
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await expect(tile).toBeFocused();

    // Opening again starts from the first slide.
    await tile.click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
  },
);

test('gains show with their differences only when all four values exist; a single image disables the arrows', async ({
  page,
  baseURL,
}) => {
  // The demo's Mini (one picture, no bench run) and Porsche (bench-measured), at whichever centre they belong to.
  const all = (await (await fetch(`${baseURL}/api/realizations`)).json()) as {
    data: { centre: string; vehicle_brand: string }[];
  };
  const centreOf = (brand: string) => all.data.find((r) => r.vehicle_brand === brand)!.centre;

  await chooseCentreBeforeVisit(page, centreOf('Mini'));
  await page.goto(`/${centreOf('Mini')}/realisations?marque=Mini&modele=Hatch`);
  await page.locator('.gallery-tile').first().click();
  await expect(counter(page)).toHaveText('1 / 1');
  await expect(lightbox(page).getByRole('button', { name: 'Média suivant' })).toBeDisabled();
  await expect(lightbox(page).getByRole('button', { name: 'Média précédent' })).toBeDisabled();
  await expect(lightbox(page).getByRole('heading', { name: 'Gains mesurés' })).toHaveCount(0);
  await lightbox(page).getByRole('button', { name: 'Fermer' }).click();

  await page.goto(`/${centreOf('Porsche')}/realisations?marque=Porsche&modele=911`);
  await page.locator('.gallery-tile').first().click();
  const gains = lightbox(page).getByRole('table');
  await expect(gains.getByRole('row', { name: /Puissance/ })).toContainText(/\+\d+ ch/);
  await expect(gains.getByRole('row', { name: /Couple/ })).toContainText(/\+\d+ Nm/);
});

test('sharing copies the link when the Web Share API is missing, and the link opens the job', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await openGallery(page, 'nice');
  await page.locator('.gallery-tile').first().click();
  const title = (await lightbox(page).getByRole('heading', { level: 2 }).textContent())!;
  await lightbox(page).getByRole('button', { name: 'Partager' }).click();
  await expect(lightbox(page).getByText('Lien copié dans le presse-papiers')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/nice\/realisations\/\d+-[a-z0-9-]+$/);

  await page.goto(link);
  await expect(lightbox(page).getByRole('heading', { level: 2 })).toHaveText(title);
  await lightbox(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/nice\/realisations$/);
});

test('a shared job opens in a fresh browser, with its own title in the page head', async ({ browser, baseURL }) => {
  const api = (await (await fetch(`${baseURL}/api/realizations`)).json()) as {
    data: { id: number; slug: string; title: string; centre: string }[];
  };
  const centres = (await (
    await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ centres { id name } }' }),
    })
  ).json()) as { data: { centres: { id: string; name: string }[] } };
  // The last one is a demo job: the admin tests, running at the same time, only add, toggle and delete at the top.
  const job = api.data.at(-1)!;
  const centre = centres.data.centres.find((c) => c.id === job.centre)!;
  const html = await (await fetch(`${baseURL}/realisations/${job.id}-${job.slug}`)).text();
  // Named after the job and the centre that did it.
  expect(html).toContain(`<title>${job.title.replace(/&/g, '&amp;')} à ${centre.name} | Ecuvia</title>`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/uploads\/[^"]+\.webp"/);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/realisations/${job.id}-${job.slug}`);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(job.title);
  await context.close();
});

test(
  'a job has its own address: Back closes it where the gallery was, and the filter is in the address',
  PHONE,
  async ({ page }) => {
    await openGallery(page);
    // The filter is in the address, kept by a reload.
    await page.getByRole('button', { name: 'Photos' }).click();
    await expect(page).toHaveURL(/\/montpellier\/realisations\?type=photo$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-pressed', 'true');
    const tiles = page.locator('.gallery-tile');
    await expect(tiles.getByText('Vidéo', { exact: true })).toHaveCount(0);

    // A job further down opens over the gallery at its own address.
    const tile = tiles.nth(Math.min(5, (await tiles.count()) - 1));
    await tile.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?type=photo$`));
    // Back closes it: the gallery as it was, filter, scroll and focus.
    await page.goBack();
    await expect(lightbox(page)).toBeHidden();
    await expect(page).toHaveURL(/\/montpellier\/realisations\?type=photo$/);
    await expect(tile).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    // Forward opens it again; « Fermer » goes back the same way.
    await page.goForward();
    await expect(lightbox(page)).toBeVisible();
    await lightbox(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/montpellier\/realisations\?type=photo$/);
    await expect(lightbox(page)).toBeHidden();
    // It went back (no new entry): Forward is the job again.
    await page.goForward();
    await expect(lightbox(page)).toBeVisible();
  },
);

test('without scripts, a shared job’s page shows the job before the gallery', PHONE, async ({ browser, baseURL }) => {
  const api = (await (await fetch(`${baseURL}/api/realizations`)).json()) as {
    data: { id: number; slug: string; title: string }[];
  };
  const { id, slug, title: jobTitle } = api.data.at(-1)!;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`/realisations/${id}-${slug}`);
    // The job's pictures start the page's content, its title and details follow, then the gallery.
    const job = page.locator('dialog[open]');
    const heading = job.getByRole('heading', { level: 2, name: jobTitle });
    await expect(heading).toBeVisible();
    const content = (await page.locator('main').boundingBox())!.y;
    expect((await job.boundingBox())!.y - content).toBeLessThanOrEqual(48); // the page's top margin
    expect((await heading.boundingBox())!.y).toBeLessThan(
      (await page.locator('.gallery-tile').first().boundingBox())!.y,
    );
  } finally {
    await context.close();
  }
});

test('a picture that fails shows “Image non disponible”', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'beziers');
  let broken = 0;
  await page.route(/\/uploads\/.*-thumb\.webp$/, (route) => (broken++ === 0 ? route.abort() : route.continue()));
  await page.goto('/beziers/realisations');
  await expect(page.getByText('Image non disponible').first()).toBeVisible();
});

test('empty and failed galleries say so in French', async ({ page, pageProblems }) => {
  await chooseCentreBeforeVisit(page, 'perpignan');
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query Realisations')) return route.continue();
    return route.fulfill({
      json: { data: { realisations: { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } } } },
    });
  });
  // The gallery's own page arrives rendered with its list: reached from another page, the browser asks for it.
  await page.goto('/perpignan/services');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Nos Réalisations' })
    .click();
  await expect(page.getByRole('heading', { name: 'Aucune réalisation trouvée' })).toBeVisible();
  await expect(page.getByText("Aucune réalisation n'est disponible pour ce centre pour le moment.")).toBeVisible();
  await page.getByRole('button', { name: 'Vidéos' }).click();
  await expect(page.getByText('Aucune vidéo n’est disponible pour ce centre pour le moment.')).toBeVisible();

  await page.unroute('**/graphql');
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query Realisations')) return route.continue();
    return route.fulfill({ status: 500, json: { errors: [{ message: 'Erreur interne du serveur' }] } });
  });
  await page.getByRole('button', { name: 'Photos' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des réalisations' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCSS('color', 'rgb(255, 123, 123)');
  // The failure was forced by this test.
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !p.startsWith('réponse 500')));
});
