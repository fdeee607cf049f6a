import type { DataSource } from 'typeorm';
import { pingDatabase } from '../db/database.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: 'embedded' | 'server'; up: boolean };
  uptimeSeconds: number;
}

export async function getHealth(dataSource: DataSource, kind: 'embedded' | 'server'): Promise<Health> {
  const up = await pingDatabase(dataSource);
  return { status: up ? 'ok' : 'degraded', database: { kind, up }, uptimeSeconds: Math.round(process.uptime()) };
}
