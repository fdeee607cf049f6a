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
  /** The most booking starts one day of a centre can offer: each step of its opening hours (`BOOKING_GRID_MINUTES`). */
  startsADay: number;
  /** The days a booking horizon lists, today included (`BOOKING_HORIZON_DAYS` + 1). */
  bookingDays: number;
}

/** Bookings start every half hour from each opening: the grid of `services/booking`'s slots. */
export const BOOKING_GRID_MINUTES = 30;

/** The most days a booking horizon can list: BOOKING_HORIZON_DAYS is at most 90, today included. */
export const MOST_BOOKING_DAYS = 91;

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

interface OpeningHours {
  openingHours?: readonly { day: string; opens: string; closes: string }[] | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The most starts a centre's busiest day gives on the booking grid. */
function startsADayOf(centre: OpeningHours): number {
  const perDay = new Map<string, number>();
  for (const slot of centre.openingHours ?? []) {
    const starts = Math.ceil(Math.max(0, minutesOf(slot.closes) - minutesOf(slot.opens)) / BOOKING_GRID_MINUTES);
    perDay.set(slot.day, (perDay.get(slot.day) ?? 0) + starts);
  }
  return Math.max(0, ...perDay.values());
}

/** The sizes of a list of centres (the configured ones, or a preset's) and of the booking horizon, in days. */
export function listSizesOf(centres: readonly OpeningHours[], bookingDays = MOST_BOOKING_DAYS): ListSizes {
  return {
    centres: centres.length,
    openingSlots: longest(centres, (c) => c.openingHours),
    startsADay: Math.max(0, ...centres.map(startsADayOf)),
    bookingDays,
  };
}
