/**
 * Renders of pages the cache does not keep, counted per client (decision 045): a token bucket per network (an IPv4
 * address, an IPv6 /64: auth/client-key.ts), `burst` renders at once, then `perSecond`. The renders of pages kept
 * are free: a crawler of the real pages never spends its budget.
 */
export interface RenderBudgetOptions {
  /** Renders a client may have at once before the rate applies (the bucket's size). */
  burst: number;
  /** Renders a client earns back per second. */
  perSecond: number;
  /** Clients remembered at most; beyond, the one least recently charged is forgotten (its bucket was the fullest). */
  maxClients: number;
}

/**
 * 30 at once covers a visitor opening a page of gallery filters in tabs, or an office behind one address; one a second
 * after that is more than people reading pages make (filters change without a page load once the site is open),
 * and a fraction of the 80 or so renders a second two cores make, whoever sends them.
 */
export const RENDER_BUDGET: RenderBudgetOptions = { burst: 30, perSecond: 1, maxClients: 10_000 };

/** A render refused to a client over its budget (http/page-cache.ts answers 429). */
export class RenderBudgetSpent extends Error {
  constructor(
    /** Seconds until the client may render again. */
    readonly retryAfter: number,
  ) {
    super('Trop de pages rendues pour ce client');
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RenderBudget {
  /** In the order of their last charge: the first is the one to forget. */
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: RenderBudgetOptions = RENDER_BUDGET,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `client` may render again (`Retry-After`), or 0 when it may now. */
  wait(client: string): number {
    const tokens = this.tokens(client);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.options.perSecond);
  }

  /** Charges one render to `client`: true when it had one left. */
  take(client: string): boolean {
    const tokens = this.tokens(client);
    if (tokens < 1) return false;
    this.buckets.delete(client);
    this.buckets.set(client, { tokens: tokens - 1, at: this.now() });
    if (this.buckets.size > this.options.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    return true;
  }

  /** Clients remembered, `maxClients` at most. */
  clients(): number {
    return this.buckets.size;
  }

  private tokens(client: string): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return this.options.burst;
    const earned = ((this.now() - bucket.at) / 1000) * this.options.perSecond;
    return Math.min(this.options.burst, bucket.tokens + earned);
  }
}
