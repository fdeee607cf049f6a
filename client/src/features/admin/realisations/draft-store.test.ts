// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-store';
import { emptyForm, type FormState } from './form-state';
import { SESSION_KEY, writeSession } from '../session-store';

const now = new Date('2026-11-25T10:30:00Z');
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

function typed(): FormState {
  return {
    ...emptyForm(now),
    centre: 'beziers',
    title: 'Golf 7 GTI stage 2',
    brand: 'Volkswagen',
    model: 'Golf',
    year: '2016',
    modifications: ['Reprogrammation stage 2', 'Downpipe'],
    powerBefore: '230',
    media: { url: '/uploads/abc123-1600.webp', file: null },
    thumbnail: { url: null, file: file('miniature.jpg') },
    gallery: [
      {
        key: 'a',
        url: '/uploads/def456-1600.webp',
        file: null,
        type: 'photo',
        alt: 'Moteur',
        isPrimary: true,
        label: 'x',
      },
      {
        key: 'b',
        url: null,
        file: file('banc.mp4', 'video/mp4'),
        type: 'video',
        alt: '',
        isPrimary: false,
        label: 'banc.mp4',
      },
    ],
  };
}

afterEach(() => window.localStorage.clear());

describe('admin draft storage', () => {
  it('gives back what was typed, for the same account only', () => {
    writeDraft('atelier', null, typed(), now);
    const draft = readDraft('atelier');
    expect(draft).toMatchObject({ realisationId: null, savedAt: now.toISOString() });
    expect(draft?.form).toMatchObject({
      centre: 'beziers',
      title: 'Golf 7 GTI stage 2',
      brand: 'Volkswagen',
      year: '2016',
      modifications: ['Reprogrammation stage 2', 'Downpipe'],
      powerBefore: '230',
      media: { url: '/uploads/abc123-1600.webp', file: null },
    });
    expect(readDraft('autre-compte')).toBeNull();
  });

  it('keeps the bench export chosen, and reads an unknown bench value as none', () => {
    const csv = 'courbe;regime;puissance;couple\navant;2000;80;300';
    writeDraft('atelier', null, { ...typed(), benchRun: { kind: 'file', csv, fileName: 'banc.csv' } }, now);
    expect(readDraft('atelier')?.form.benchRun).toEqual({ kind: 'file', csv, fileName: 'banc.csv' });
    writeDraft('atelier', null, { ...typed(), benchRun: { kind: 'file' } as never }, now);
    expect(readDraft('atelier')?.form.benchRun).toEqual({ kind: 'none' });
  });

  it('keeps media already sent and leaves chosen files out, saying so', () => {
    writeDraft('atelier', '42', typed(), now);
    const draft = readDraft('atelier')!;
    expect(draft.realisationId).toBe('42');
    expect(draft.filesLeftOut).toBe(true);
    expect(draft.form.thumbnail).toEqual({ url: null, file: null });
    expect(draft.form.gallery.map((g) => [g.url, g.alt, g.isPrimary])).toEqual([
      ['/uploads/def456-1600.webp', 'Moteur', true],
    ]);
    expect(readDraft('atelier')!.form.gallery[0]!.key).not.toBe(draft.form.gallery[0]!.key);
  });

  it('never stores the session token', () => {
    writeSession({ token: 'jeton-secret-de-session', username: 'atelier', loginTime: now.toISOString() });
    writeDraft('atelier', null, typed(), now);
    const stored = window.localStorage.getItem(draftKey('atelier'))!;
    expect(stored).not.toContain('jeton-secret-de-session');
    expect(draftKey('atelier')).not.toBe(SESSION_KEY);
  });

  it('is gone once cleared', () => {
    writeDraft('atelier', null, typed(), now);
    clearDraft('atelier');
    expect(readDraft('atelier')).toBeNull();
  });

  it('reads a damaged or foreign value as no draft, or with defaults for the fields it lacks', () => {
    window.localStorage.setItem(draftKey('atelier'), '{pas du json');
    expect(readDraft('atelier')).toBeNull();
    window.localStorage.setItem(draftKey('atelier'), JSON.stringify({ form: 'texte' }));
    expect(readDraft('atelier')).toBeNull();
    window.localStorage.setItem(
      draftKey('atelier'),
      JSON.stringify({ form: { title: 'Clio', type: 'autre', year: 2019, modifications: ['E85', 3], gallery: [{}] } }),
    );
    const draft = readDraft('atelier')!;
    expect(draft.form).toMatchObject({ title: 'Clio', type: 'photo', year: '', modifications: ['E85'], gallery: [] });
    expect(draft.form.status).toBe('active');
    expect(draft.realisationId).toBeNull();
  });
});
