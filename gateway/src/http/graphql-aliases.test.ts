import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_NAMES_PER_FIELD, mostAliasedField, mutationFieldCount } from './graphql-aliases.js';

const most = (query: string, operationName?: string) => mostAliasedField(parse(query), operationName);
const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('the field asked under the most names', () => {
  it('counts the names of one field in one selection, not the same name asked twice', () => {
    expect(most('{ services { longDescription } }')).toEqual({ field: 'services', names: 1 });
    expect(most(`{ services { ${aliases(150, 'longDescription')} } }`)).toEqual({
      field: 'longDescription',
      names: 150,
    });
    // Asked twice under one name, a field is answered once.
    expect(most('{ services { slug slug } services { slug } }').names).toBe(1);
  });

  it('merges the selections execution merges: repeated keys, inline fragments and fragment spreads', () => {
    const split = '{ services { a: longDescription } services { b: longDescription } }';
    expect(most(split)).toEqual({ field: 'longDescription', names: 2 });
    const fragments = `
      query Q { services { ...F ... on Service { c: longDescription ...G } } }
      fragment F on Service { a: longDescription }
      fragment G on Service { b: longDescription d: longDescription }`;
    expect(most(fragments, 'Q')).toEqual({ field: 'longDescription', names: 4 });
    // Fragments of many names, each asking the field once, are no way around it.
    const many = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Service { x${i}: longDescription }`);
    const spread = `{ services { ${many.map((_, i) => `...F${i}`).join(' ')} } } ${many.join(' ')}`;
    expect(most(spread).names).toBe(40);
    expect(most(spread).names).toBeGreaterThan(MAX_NAMES_PER_FIELD);
  });

  it('counts each selection on its own: the same field under two parents is not aliased', () => {
    expect(most('{ a: services { longDescription } b: services { longDescription } }')).toEqual({
      field: 'services',
      names: 2,
    });
  });

  it('gives up on fragments that expand past any reasonable size, and reads the operation named', () => {
    // Each fragment spreads the next twice: 2^20 selections once expanded.
    const levels = Array.from(
      { length: 20 },
      (_, i) => `fragment L${i} on Service { slug ${i < 19 ? `...L${i + 1} a${i}: service { ...L${i + 1} }` : ''} }`,
    );
    expect(most(`{ services { ...L0 } } ${levels.join(' ')}`).names).toBe(Infinity);
    const two = `query A { services { slug } } query B { ${aliases(12, 'services { slug }')} }`;
    expect(most(two, 'A').names).toBe(1);
    expect(most(two, 'B').names).toBe(12);
  });
});

describe('the changes a mutation asks', () => {
  const count = (query: string, operationName?: string) => mutationFieldCount(parse(query), operationName);

  it('counts each top field of a mutation, aliases and fragments included, and nothing of a query', () => {
    expect(count('mutation { cancelMyBooking(token: "t") { __typename } }')).toBe(1);
    expect(count('mutation { __typename cancelMyBooking(token: "t") { __typename } }')).toBe(1);
    expect(
      count('mutation { a: cancelMyBooking(token: "t") { __typename } b: cancelMyBooking(token: "t") { __typename } }'),
    ).toBe(2);
    expect(
      count(
        'mutation { ...M releaseBookingHold(hold: "h") } fragment M on Mutation { cancelMyBooking(token: "t") { __typename } }',
      ),
    ).toBe(2);
    expect(
      count('mutation { ... on Mutation { a: releaseBookingHold(hold: "h") b: releaseBookingHold(hold: "i") } }'),
    ).toBe(2);
    expect(count('{ services { slug } site { brandName } }')).toBe(0);
    expect(count('query Q { site { brandName } } mutation M { a: x b: y }', 'M')).toBe(2);
    expect(count('query Q { site { brandName } } mutation M { a: x b: y }', 'Q')).toBe(0);
  });
});
