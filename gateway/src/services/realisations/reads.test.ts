import { describe, expect, it } from 'vitest';
import { pageOfActive, withChanges, type RealisationView } from './reads.js';

/** Active realisations in gallery order: featured first, then sort order, then newest date, then highest id. */
function gallery(): RealisationView[] {
  const views: RealisationView[] = [];
  let id = 0;
  for (const featured of [true, false])
    for (const sortOrder of [0, 1])
      for (const date of ['2024-05-02', '2024-05-01'])
        for (const centreId of ['nice', 'montpellier'])
          views.push({
            id: ++id,
            centreId,
            type: id % 3 ? 'photo' : 'video',
            title: `Réalisation ${id}`,
            slug: `realisation-${id}`,
            description: '',
            date,
            vehicle: { brand: 'Peugeot', model: '308', year: 2019, engine: '1.2 PureTech' },
            modifications: [],
            powerBefore: null,
            powerAfter: null,
            torqueBefore: null,
            torqueAfter: null,
            benchRun: null,
            mediaUrl: null,
            thumbnailUrl: null,
            featured,
            status: 'active',
            sortOrder,
            createdAt: new Date(0),
            updatedAt: new Date(0),
            gallery: [],
          });
  // Within equal featured, sort order and date, the highest id comes first.
  return views.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      a.sortOrder - b.sortOrder ||
      b.date.localeCompare(a.date) ||
      b.id - a.id,
  );
}

describe('pageOfActive', () => {
  const all = gallery();

  it('walks a centre’s gallery page by page with the cursors, each realisation once and in order', () => {
    const nice = all.filter((r) => r.centreId === 'nice');
    const seen: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const page = pageOfActive(all, { centre: 'nice', limit: 3, after });
      seen.push(...page.items.map((r) => r.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(nice.map((r) => r.id));
  });

  it('filters by type, and takes limit and offset after the filters', () => {
    const videos = all.filter((r) => r.type === 'video');
    const page = pageOfActive(all, { type: 'video', limit: 2, offset: 1 });
    expect(page.items.map((r) => r.id)).toEqual(videos.slice(1, 3).map((r) => r.id));
    expect(page.hasNextPage).toBe(videos.length > 3);
    expect(pageOfActive(all, {}).items).toHaveLength(all.length);
    expect(pageOfActive(all, { centre: 'nice', offset: 100 })).toEqual({
      items: [],
      hasNextPage: false,
      endCursor: null,
    });
  });

  it('refuses what the database read refuses, with the same messages', () => {
    expect(() => pageOfActive(all, { limit: 0 })).toThrow('limit doit être un entier entre 1 et 100');
    expect(() => pageOfActive(all, { offset: -1 })).toThrow('offset doit être un entier positif ou nul');
    expect(() => pageOfActive(all, { after: 'pas-un-curseur' })).toThrow('Curseur de pagination invalide');
    expect(pageOfActive(all, { centre: 'ni\u0000ce' }).items).toEqual([]);
  });

  it('leaves brand and model filters to the database', () => {
    expect(() => pageOfActive(all, { brand: 'peugeot' })).toThrow();
  });
});

describe('withChanges', () => {
  const all = gallery();
  const page = { items: all, hasNextPage: false, endCursor: null };
  const later = (r: RealisationView, change: Partial<RealisationView>): RealisationView => ({
    ...r,
    ...change,
    updatedAt: new Date(r.updatedAt.getTime() + 1000),
  });
  const ids = (rs: readonly RealisationView[]) => rs.map((r) => r.id);

  it('moves a realisation to its new place when it is featured or no longer featured', () => {
    const last = all[all.length - 1]!;
    const featured = later(last, { featured: true });
    const expected = [...all.slice(0, -1), featured].sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        a.sortOrder - b.sortOrder ||
        b.date.localeCompare(a.date) ||
        b.id - a.id,
    );
    const changed = withChanges(page, [featured]);
    expect(ids(changed.items)).toEqual(ids(expected));
    expect(changed.items.find((r) => r.id === last.id)).toBe(featured);
    expect(ids(withChanges(changed, [later(featured, { featured: false })]).items)).toEqual(ids(all));
  });

  it('drops a realisation that became inactive and takes back one that became active', () => {
    const first = all[0]!;
    const hidden = withChanges(page, [later(first, { status: 'inactive' })]);
    expect(ids(hidden.items)).toEqual(ids(all.slice(1)));
    expect(ids(withChanges(hidden, [later(first, { status: 'active' })]).items)).toEqual(ids(all));
  });

  it('keeps the state it holds when that state is newer than the change reported', () => {
    const first = all[0]!;
    const older = { ...first, featured: false, updatedAt: new Date(first.updatedAt.getTime() - 1000) };
    expect(withChanges(page, [older]).items).toEqual(all);
  });
});
