import { SERVICE_SLUGS } from '@garage/contract/service-slugs';
import { Kind, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../gql/graphql';

/** Every `service(slug: "…")` written into an operation of the public pages, with the operation's name. */
function writtenSlugs() {
  const found: { operation: string; slug: string }[] = [];
  for (const [name, document] of Object.entries(documents)) {
    if (!name.endsWith('Document')) continue;
    visit(document as DocumentNode, {
      Field(field) {
        if (field.name.value !== 'service') return;
        for (const argument of field.arguments ?? [])
          if (argument.name.value === 'slug' && argument.value.kind === Kind.STRING)
            found.push({ operation: name, slug: argument.value.value });
      },
    });
  }
  return found;
}

describe('slugs written in the operations', () => {
  // An operation's text is not typed: a service renamed in the contract must fail here rather than answer null.
  it('are slugs of the contract’s services', () => {
    const slugs = writtenSlugs();
    expect(slugs.map((s) => s.operation)).toEqual(expect.arrayContaining(['E85OfferDocument']));
    for (const { operation, slug } of slugs) expect(SERVICE_SLUGS, operation).toContain(slug);
  });
});
