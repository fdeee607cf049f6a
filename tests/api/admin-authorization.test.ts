import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  isInterfaceType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/*
 * Every query and mutation of the schema is either public (listed here) or refuses an anonymous caller with
 * UNAUTHENTICATED. The list is of public fields, so a new admin field is checked without anyone remembering to add
 * it; a new public field fails the test until it is listed.
 */
const PUBLIC_FIELDS = new Set([
  'Query.adminMe',
  'Query.centre',
  'Query.centres',
  'Query.franchise',
  'Query.legalDocument',
  'Query.realisation',
  'Query.realisations',
  'Query.service',
  'Query.services',
  'Query.site',
  'Query.engine',
  'Query.engines',
  'Query.manufacturers',
  'Query.models',
  'Query.vehicleTrail',
  'Query.vehicleTypes',
  'Query.years',
  'Query.enginePrices',
  // A submitted search without result is counted, anonymously (text, day): no more than a visitor's typing.
  'Query.vehicleSearch',
  'Query.bookingAvailability',
  // Opened by the signed link of the visitor's e-mail, which is its credential.
  'Query.myBooking',
  'Mutation.confirmMyBooking',
  'Mutation.moveMyBooking',
  'Mutation.cancelMyBooking',
  'Mutation.adminLogin',
  'Mutation.adminLoginTwoFactor',
  'Mutation.submitContactRequest',
  'Mutation.holdBookingSlot',
  // Its argument, the hold's id, is known to the visitor who took it only.
  'Mutation.releaseBookingHold',
  'Mutation.confirmBooking',
  'Mutation.joinBookingWaitlist',
  // Its argument, the signed token of a waiting list's e-mail, can only take that entry off the list.
  'Mutation.leaveBookingWaitlist',
]);

/** A literal of the argument's type that passes validation, so that execution (and the auth check) is reached. */
function sampleLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType);
  if (isListType(type)) return `[${sampleLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${sampleLiteral(f.type)}`).join(', ')} }`;
  }
  const scalar = getNamedType(type).name;
  return { Int: '1', Float: '1.5', Boolean: 'true' }[scalar] ?? '"1"';
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isUnionType(named) || isInterfaceType(named) ? ' { __typename }' : '';
}

const hasUpload = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => getNamedType(a.type).name === 'Upload');

describe('admin operations refuse anonymous callers', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db);
    const introspection = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    schema = buildClientSchema(((await introspection.json()) as { data: IntrospectionQuery }).data);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const rootFields = () =>
    (['Query', 'Mutation'] as const).flatMap((root) => {
      const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(type!.getFields()).map((field) => ({ root, field, id: `${root}.${field.name}` }));
    });

  /** Runs the field alone, as an anonymous caller. Fields that take a file go as the multipart upload they need. */
  async function callAnonymously(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>) {
    const args = field.args.filter((a) => isNonNullType(a.type) && getNamedType(a.type).name !== 'Upload');
    const argList = args.length ? `(${args.map((a) => `${a.name}: ${sampleLiteral(a.type)}`).join(', ')})` : '';
    if (!hasUpload(field)) {
      const operation = `${root === 'Query' ? 'query' : 'mutation'} { ${field.name}${argList}${selection(field)} }`;
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: operation }),
      });
      return { status: response.status, body: (await response.json()) as AnonymousAnswer };
    }
    const upload = field.args.find((a) => getNamedType(a.type).name === 'Upload')!;
    const form = new FormData();
    const variables = `($file: Upload!)`;
    const call = `${field.name}(${upload.name}: $file${args.length ? ', ' + argList.slice(1, -1) : ''})`;
    form.set(
      'operations',
      JSON.stringify({ query: `mutation${variables} { ${call}${selection(field)} }`, variables: { file: null } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([Buffer.from('not an image')], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Apollo-Require-Preflight': 'true' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as AnonymousAnswer };
  }

  it('every field outside the public list answers UNAUTHENTICATED with HTTP 401, and changes nothing', async () => {
    const adminFields = rootFields().filter(({ id }) => !PUBLIC_FIELDS.has(id));
    // The admin screen's operations, at least: a walk that found none would prove nothing.
    expect(adminFields.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'Query.adminRealisations',
        'Query.adminContactRequests',
        'Query.adminAudit',
        'Mutation.createRealisation',
        'Mutation.deleteRealisation',
        'Mutation.uploadMedia',
        'Mutation.adminLogout',
        'Query.adminTrash',
        'Mutation.restoreRealisation',
        'Mutation.purgeRealisation',
        'Query.adminOutbox',
        'Mutation.retryOutboxMessage',
      ]),
    );
    for (const { root, field, id } of adminFields) {
      const { status, body } = await callAnonymously(root, field);
      expect(body.errors?.[0]?.extensions?.code, id).toBe('UNAUTHENTICATED');
      expect(body.errors?.[0]?.message, id).toBe('Session expirée ou invalide : reconnectez-vous');
      expect(status, id).toBe(401);
      expect(body.data?.[field.name] ?? null, id).toBeNull();
    }
  });

  it('every listed public field exists and answers an anonymous caller', async () => {
    const fields = new Map(rootFields().map((f) => [f.id, f]));
    for (const id of PUBLIC_FIELDS) {
      const found = fields.get(id);
      expect(found, `${id} n'existe plus : retirez-le de la liste`).toBeDefined();
      const { body } = await callAnonymously(found!.root, found!.field);
      expect(body.errors?.map((e) => e.extensions?.code) ?? [], id).not.toContain('UNAUTHENTICATED');
    }
  });
});

interface AnonymousAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}
