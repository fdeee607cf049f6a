import type { ServiceSlug } from '@garage/contract/service-slugs';
import type { ServiceContent } from '../types.js';

/** A service as its file declares it: its slug must be one of the contract's, or the file does not compile. */
export type DeclaredService = ServiceContent & { slug: ServiceSlug };

/**
 * A service's sentences that hold only in France, reworded for another market: each pair replaces the first text by
 * the second wherever it appears in the service's texts.
 */
export type MarketRewording = Record<'MA', [string, string][]>;
