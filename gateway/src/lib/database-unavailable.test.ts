import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, HTTP_STATUS, toDomainError } from './domain-errors.js';

describe('a database that cannot answer in time', () => {
  it('is « unavailable » (503, Retry-After) for its deadlines and its going away, in TypeORM’s wrapping too', () => {
    const failures: unknown[] = [
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      // TypeORM's QueryFailedError copies the driver's fields and keeps it as driverError.
      Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('x'), { code: '08006' }) }),
    ];
    for (const failure of failures) {
      const known = toDomainError(failure);
      expect(known?.kind, String(failure)).toBe('unavailable');
      expect(HTTP_STATUS[known!.kind]).toBe(503);
      expect(known!.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(known!.retryAfterSeconds).toBe(5);
    }
  });

  it('leaves any other database failure a bug (500), not a reason to retry', () => {
    for (const failure of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near'), { code: '42601' }),
      new Error('Connection terminated by a bug'),
    ])
      expect(toDomainError(failure)).toBeUndefined();
  });
});
