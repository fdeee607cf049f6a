import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '@garage/contract/paths';
import { SECTIONS, sectionOf, sectionPath, sectionsFor } from './sections';

describe('the admin sections', () => {
  it('name every section of the contract once, and each address leads back to its section', () => {
    expect(SECTIONS.map((s) => s.key).sort()).toEqual(Object.keys(ADMIN_SECTIONS).sort());
    for (const { key } of SECTIONS) {
      const path = sectionPath(key);
      expect(sectionOf(path, path.split('/')[2]), path).toBe(key);
    }
  });

  it('opens the spec’s gallery manager on « Réalisations », `/admin` on « Aujourd’hui », and nothing for a stranger segment', () => {
    expect(sectionOf('/realisations/admin', undefined)).toBe('realisations');
    expect(sectionOf('/admin', undefined)).toBe('today');
    expect(sectionOf('/admin/demandes', 'demandes')).toBe('requests');
    expect(sectionOf('/admin/inconnue', 'inconnue')).toBeNull();
  });

  it('lists the accounts and e-mails to network administrators only', () => {
    expect(sectionsFor(false).map((s) => s.key)).not.toContain('accounts');
    expect(sectionsFor(false).map((s) => s.key)).not.toContain('emails');
    expect(sectionsFor(true)).toHaveLength(SECTIONS.length);
  });
});
