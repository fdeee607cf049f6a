import type { GraphQLField } from 'graphql';
import { Extensions } from 'type-graphql';

/**
 * Sizes that depend on the configured centres (`CENTRES`: a preset or a file of any length), read from the reference
 * data when an operation is estimated.
 */
export interface ListSizes {
  centres: number;
  /** The most opening slots of one centre. */
  openingSlots: number;
}

/** The most items a list holds: a number, or one read from the configured centres. */
export type ListBoundValue = number | ((sizes: ListSizes) => number);

const EXTENSION = 'listBound';

/**
 * The most items a list field can return. The cost limit (http/graphql-limits.ts) charges the field's selection once
 * per item: a list without a bound would count once, so a schema test fails on any list field that lacks one.
 */
export const ListBound = (bound: ListBoundValue) => Extensions({ [EXTENSION]: bound });

/**
 * The bound of a connection's `nodes`: the field that returns the connection is charged once per item its `first`
 * asks for, nodes included.
 */
export const SIZED_BY_FIRST = 1;

/** The bound declared on a field, if any, for these sizes. */
export function listBoundOf(field: GraphQLField<unknown, unknown>, sizes: ListSizes): number | undefined {
  const bound = field.extensions[EXTENSION] as ListBoundValue | undefined;
  return typeof bound === 'function' ? bound(sizes) : bound;
}

/** The length of the longest list among `items`: the bound of a list of content written in the code. */
export function longest<T>(items: readonly T[], list: (item: T) => readonly unknown[] | null | undefined): number {
  return Math.max(0, ...items.map((item) => list(item)?.length ?? 0));
}

/** The sizes of a list of centres (the configured ones, or a preset's). */
export function listSizesOf(centres: readonly { openingHours?: readonly unknown[] | null }[]): ListSizes {
  return { centres: centres.length, openingSlots: longest(centres, (c) => c.openingHours) };
}
