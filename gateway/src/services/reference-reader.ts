import type { DataSource } from 'typeorm';
import { Centre } from '../entities/centre.js';
import { GarageService } from '../entities/garage-service.js';
import { SiteIdentity } from '../entities/site-identity.js';
import { listCentres } from './centres.js';
import { listGarageServices } from './garage-services.js';
import { getSiteIdentity } from './site.js';

export interface ReferenceSnapshot {
  site: SiteIdentity;
  centres: Centre[];
  services: GarageService[];
}

/**
 * Reads the reference data (site, centres of the preset, services) from the database once and keeps it:
 * it only changes at start-up, when `loadReferenceData` runs, so every process reads the same rows.
 * This takes the read off the hot path of every page and GraphQL query.
 */
export class ReferenceReader {
  private snapshot: Promise<ReferenceSnapshot> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** The data, read on first use; a failed read is retried on the next call. */
  get(): Promise<ReferenceSnapshot> {
    this.snapshot ??= this.read().catch((error: unknown) => {
      this.snapshot = undefined;
      throw error;
    });
    return this.snapshot;
  }

  /** Forgets the snapshot, e.g. after reference data was reloaded. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  async centre(id: string): Promise<Centre | null> {
    return (await this.get()).centres.find((c) => c.id === id) ?? null;
  }

  async service(slug: string): Promise<GarageService | null> {
    return (await this.get()).services.find((s) => s.slug === slug) ?? null;
  }

  private async read(): Promise<ReferenceSnapshot> {
    const [site, centres, services] = await Promise.all([
      getSiteIdentity(this.dataSource),
      listCentres(this.dataSource),
      listGarageServices(this.dataSource),
    ]);
    return { site, centres, services };
  }
}
