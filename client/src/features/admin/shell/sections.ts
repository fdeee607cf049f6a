import { ADMIN_SECTIONS, paths, type AdminSection } from '@garage/contract/paths';

export interface SectionEntry {
  key: AdminSection;
  label: string;
  /** Network administrators only (a centre manager's navigation does not list it). */
  network?: boolean;
  /**
   * In the phone's bottom bar (three, so that each label fits whole at 320 px); the others are under « Plus ».
   */
  primary?: boolean;
}

/** The admin's sections, in the navigation's order: the garage's day first. */
export const SECTIONS: readonly SectionEntry[] = [
  { key: 'today', label: 'Aujourd’hui', primary: true },
  { key: 'agenda', label: 'Agenda', primary: true },
  { key: 'requests', label: 'Demandes', primary: true },
  { key: 'realisations', label: 'Réalisations' },
  { key: 'figures', label: 'Chiffres' },
  { key: 'accounts', label: 'Comptes', network: true },
  { key: 'emails', label: 'E-mails', network: true },
  { key: 'security', label: 'Sécurité' },
];

/** The sections an account may open. */
export const sectionsFor = (network: boolean) => SECTIONS.filter((section) => network || !section.network);

/**
 * The section an address names: `/realisations/admin` (the spec's gallery manager) is « Réalisations », `/admin`
 * « Aujourd’hui », `/admin/<segment>` its section; null for a segment that names none.
 */
export function sectionOf(pathname: string, segment: string | undefined): AdminSection | null {
  if (pathname.replace(/\/+$/, '') === paths.admin()) return 'realisations';
  if (!segment) return 'today';
  const found = (Object.keys(ADMIN_SECTIONS) as AdminSection[]).find((key) => ADMIN_SECTIONS[key] === segment);
  return found && found !== 'today' ? found : null;
}

/** A section's address; « Réalisations » keeps the spec's. */
export const sectionPath = (key: AdminSection) => (key === 'realisations' ? paths.admin() : paths.adminSection(key));
