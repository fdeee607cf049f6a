import type { DataSource } from 'typeorm';
import { LEGAL_VARIABLES, type Config } from '../config.js';
import { marketOf } from '../content/markets.js';
import { demoLegalIdentity, networkPhones, siteIdentity } from '../content/site-identity.js';
import type { CentreContent, LegalIdentityContent, SiteIdentityContent } from '../content/types.js';
import { SiteIdentity } from '../entities/site-identity.js';

/** The site identity row; it exists once reference data is loaded at start-up. */
export async function getSiteIdentity(dataSource: DataSource): Promise<SiteIdentity> {
  const site = await dataSource.getRepository(SiteIdentity).findOneBy({ id: 1 });
  if (!site) throw new Error('Identité du site absente : les données de référence ne sont pas chargées');
  return site;
}

/**
 * The identity loaded at start-up: the brand of `content/site-identity.ts`, the market of the centres (and the
 * network's phone in it), and the legal facts the operator set. Outside production an unset fact takes the demonstration's fictitious value (and the pages
 * say so); in production it stays unset, the pages leave it out, and `missing` names it for a start-up warning.
 */
export function resolveSiteIdentity(
  config: Pick<Config, 'production' | 'legal'>,
  centres: CentreContent[],
): { identity: SiteIdentityContent; missing: (typeof LEGAL_VARIABLES)[number][] } {
  const legal = Object.fromEntries(
    LEGAL_VARIABLES.map(({ field }) => [
      field,
      config.legal[field] ?? (config.production ? null : demoLegalIdentity[field]),
    ]),
  ) as unknown as LegalIdentityContent;
  const usesDemo = LEGAL_VARIABLES.some(({ field }) => !config.legal[field] && legal[field] !== null);
  const market = marketOf(centres);
  return {
    identity: {
      ...siteIdentity,
      contactPhone: networkPhones[market.country],
      ...legal,
      demo: usesDemo,
      country: market.country,
      currency: market.currency,
    },
    missing: config.production ? LEGAL_VARIABLES.filter(({ field, required }) => required && !legal[field]) : [],
  };
}

/** The start-up warning for legal facts unset in production, or null when none is missing. */
export function missingLegalWarning(missing: readonly { variable: string; label: string }[]): string | null {
  if (!missing.length) return null;
  const list = missing.map((m) => `${m.label} (${m.variable})`).join(', ');
  return `mentions légales incomplètes : ${list} non renseigné${missing.length > 1 ? 's' : ''} ; ces mentions sont absentes des pages tant qu’elles ne sont pas définies`;
}
