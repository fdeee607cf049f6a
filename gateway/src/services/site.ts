import type { DataSource } from 'typeorm';
import { SiteIdentity } from '../entities/site-identity.js';

/** The site identity row; it exists once reference data is loaded at start-up. */
export async function getSiteIdentity(dataSource: DataSource): Promise<SiteIdentity> {
  const site = await dataSource.getRepository(SiteIdentity).findOneBy({ id: 1 });
  if (!site) throw new Error('Identité du site absente : les données de référence ne sont pas chargées');
  return site;
}
