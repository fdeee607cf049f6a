// Types of fuzz-cases.mjs, for the TypeScript tests that use it.
import type { Arbitrary } from 'fast-check';

export declare const DEFAULT_SEED: number;
export declare const BODY_LIMIT: number;

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  bytes: Buffer;
  reset?: boolean;
}

export interface FuzzRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A request to generate: refs (realisation ids, stored photos) are resolved when it runs. */
export type FuzzCase = Record<string, unknown>;

export interface FuzzEndpoint {
  name: string;
  kind: 'rest' | 'graphql' | 'html';
  arbitrary: Arbitrary<FuzzCase>;
  examples?: FuzzCase[];
}

export interface FuzzState {
  /** Realisations whose creation was acknowledged and not deleted since. */
  ids: string[];
  /** Their gallery sizes as last acknowledged. */
  galleries: Map<string, number>;
  /** Realisations whose deletion was acknowledged: in the trash. */
  trashed: Set<string>;
}

export interface FuzzContext {
  baseUrl: string;
  state: FuzzState;
  token: string;
  brandName: string;
  /** Centre names by id. */
  centreNames: Map<string, string>;
  centres: string[];
  baselineScripts: number | null;
  signIn(): Promise<string>;
  gql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  photoPool(): Promise<string[]>;
  housekeep(keep?: number): Promise<void>;
}

export interface CaseResult {
  status: number;
  problems: string[];
  path: string;
  reset: boolean;
}

export declare function createFuzzContext(options: {
  baseUrl: string;
  admin: { username: string; password: string };
}): Promise<FuzzContext>;
export declare function fuzzEndpoints(ctx: FuzzContext): FuzzEndpoint[];
export declare function runCase(ctx: FuzzContext, endpoint: FuzzEndpoint, fuzzCase: FuzzCase): Promise<CaseResult>;
export declare function describeCase(fuzzCase: FuzzCase): string;
export declare function consistencyProblems(options: {
  query: (sql: string) => Promise<any[]>; // eslint-disable-line @typescript-eslint/no-explicit-any
  dataDir: string;
  state: FuzzState;
}): Promise<string[]>;

export declare function send(baseUrl: string, request: FuzzRequest): Promise<FuzzResponse>;
export declare function multipartBody(options: {
  boundary: string;
  parts: { name: string; filename?: string; contentType?: string; data: string | Buffer }[];
  breakage?: 'none' | 'truncate' | 'no-end' | 'garbage';
}): Buffer;
export declare function cursor(value: unknown): string;
export declare function restProblems(
  response: FuzzResponse,
  options?: { login?: boolean; pdf?: boolean; bodyBytes?: number; jsonBody?: boolean; method?: string },
): string[];
export declare function graphqlProblems(response: FuzzResponse, options?: { bodyBytes?: number }): string[];
export declare function htmlProblems(response: FuzzResponse, baselineScripts: number): string[];
export declare function leakIn(text: string): RegExp | undefined;
export declare function looksFrench(message: unknown): boolean;
export declare function normText(value: unknown): string;
export declare const PAYLOADS: Record<'sql' | 'html' | 'traversal' | 'unicode' | 'numbers' | 'names', string[]>;

export interface FuzzStats {
  cases: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  reset: number;
  problems: number;
}
export declare function newStats(): FuzzStats;
export declare function count(stats: FuzzStats, result: CaseResult): void;
