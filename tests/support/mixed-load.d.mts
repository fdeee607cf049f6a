// Types of mixed-load.mjs, for the TypeScript tests that use it.
import type { Request } from 'autocannon';

/** One request of the cycle, as autocannon takes it (`path`, `method`, `headers`, `body`, `setupRequest`). */
export type CycleRequest = Request;

export declare function mixedLoadCycle(
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<{ switchedId: number; token: string; requests: CycleRequest[] }>;

export declare function checkCycle(baseUrl: string, requests: CycleRequest[]): Promise<void>;

export declare function checkConcurrentCycles(
  baseUrl: string,
  cycle: { switchedId: number; token: string; requests: CycleRequest[] },
  connections: number,
): Promise<void>;
