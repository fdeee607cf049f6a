import type { DataSource } from 'typeorm';
import { Centre } from '../entities/centre.js';

/** Centres of the configured preset, in the preset's order. */
export function listCentres(dataSource: DataSource): Promise<Centre[]> {
  return dataSource.getRepository(Centre).find({ where: { inPreset: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
}
