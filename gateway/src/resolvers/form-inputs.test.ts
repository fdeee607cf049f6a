import { accountAccessSchema, newAccountSchema, newPasswordSchema } from '@garage/contract/account-form';
import { bookingSchema, phoneBookingSchema } from '@garage/contract/booking-form';
import { contactRequestSchema } from '@garage/contract/contact-request-form';
import { loose } from '@garage/contract/form-fields';
import { realisationFormSchema } from '@garage/contract/realisation-form';
import { waitlistSchema } from '@garage/contract/waitlist-form';
import {
  getNamedType,
  isInputObjectType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildGatewaySchema } from '../schema/build-schema.js';

/**
 * Each GraphQL input a contract schema checks has the schema's fields, no fewer and no more, nested inputs included:
 * a field added on one side only fails here. The fields a service reads besides the form (ids of what it acts on, a
 * honeypot) are named with the input, each with why.
 */
type Shape = Readonly<Record<string, z.core.$ZodType>>;

/** The fields a zod schema reads: its object's, found through pipes, optional and nullable wrappers and lists. */
function formShape(schema: z.core.$ZodType): Shape | null {
  const def = schema._zod.def as unknown as { type: string } & Record<string, z.core.$ZodType | Shape>;
  switch (def.type) {
    case 'object':
      return def.shape as Shape;
    case 'pipe':
      return formShape(def.in as z.core.$ZodType) ?? formShape(def.out as z.core.$ZodType);
    case 'optional':
    case 'nullable':
      return formShape(def.innerType as z.core.$ZodType);
    case 'array':
      return formShape(def.element as z.core.$ZodType);
    default:
      return null;
  }
}

const today = new Date('2026-03-02T10:00:00Z');
const window = { first: '2026-03-03', last: '2026-04-30', outside: 'Hors de l’horizon.' };

/** The inputs a contract schema checks, and the fields their service reads itself. */
const CHECKED_INPUTS: { input: string; schema: z.core.$ZodType; besides: Record<string, string> }[] = [
  {
    input: 'ContactRequestInput',
    schema: contactRequestSchema([]),
    besides: { website: 'the honeypot, read before the form: a filled one is answered as accepted and dropped' },
  },
  { input: 'BookingConfirmInput', schema: bookingSchema, besides: { hold: 'the slot held' } },
  {
    input: 'PhoneBookingInput',
    schema: phoneBookingSchema,
    besides: {
      centre: 'the agenda’s centre',
      service: 'the service booked',
      date: 'the slot’s day',
      time: 'the slot’s start',
      work: 'a label kept when it names a quote work',
      vehicleType: 'the work time of a type the service applies to, a car’s otherwise',
      contactRequest: 'the request it answers',
    },
  },
  {
    input: 'WaitlistJoinInput',
    schema: waitlistSchema(window),
    besides: { centre: 'the list’s centre', service: 'the list’s service' },
  },
  {
    input: 'RealisationInput',
    schema: realisationFormSchema({ today }),
    besides: { benchRunCsv: 'the bench export, read by the gateway alone' },
  },
  { input: 'AdminAccountInput', schema: newAccountSchema(), besides: {} },
];

/** Mutations whose arguments are a form's fields, with the arguments that name what they act on. */
const CHECKED_ARGUMENTS: { mutation: string; schema: z.core.$ZodType; besides: Record<string, string> }[] = [
  { mutation: 'setAdminAccountAccess', schema: accountAccessSchema(), besides: { username: 'the account' } },
  { mutation: 'resetAdminAccountPassword', schema: newPasswordSchema, besides: { username: 'the account' } },
];

/** Inputs no contract schema checks, and why. */
const NOT_FORMS: Record<string, string> = {
  BookingHoldInput: 'a slot chosen among those offered; its vehicle and work are labels from the page',
  BookingClosureInput: 'the agenda’s closure, checked by its service (services/booking/closures.ts)',
};

/** Where the fields of a GraphQL input and of its schema differ, nested inputs by their path; `seen` gets the types. */
function differences(
  fields: readonly (GraphQLInputField | GraphQLArgument)[],
  shape: Shape,
  besides: Record<string, string>,
  path: string,
  seen: Set<string>,
): string[] {
  const named = new Set(fields.map((f) => f.name));
  const found: string[] = [
    ...Object.keys(shape)
      .filter((key) => !named.has(key))
      .map((key) => `${path}${key}: in the schema, not in GraphQL`),
    ...[...named]
      .filter((name) => !(name in shape) && !(name in besides))
      .map((name) => `${path}${name}: in GraphQL, not in the schema`),
    ...Object.keys(besides)
      .filter((name) => !named.has(name) || name in shape)
      .map((name) => `${path}${name}: said to be read besides the schema, but ${name in shape ? 'in it' : 'gone'}`),
  ];
  for (const field of fields) {
    const schemaField = shape[field.name];
    if (!schemaField) continue;
    const type = getNamedType(field.type);
    const nested = formShape(schemaField);
    if (isInputObjectType(type)) {
      seen.add(type.name);
      if (nested)
        found.push(...differences(Object.values(type.getFields()), nested, {}, `${path}${field.name}.`, seen));
      else found.push(`${path}${field.name}: an input object in GraphQL, a value in the schema`);
    } else if (nested) {
      found.push(`${path}${field.name}: a form of its own in the schema, a value in GraphQL`);
    }
  }
  return found;
}

/** The differences of one checked input (or mutation's arguments) with its schema; `seen` gets the input types. */
function inputDifferences(schema: GraphQLSchema, name: string, seen = new Set<string>()): string[] {
  const checked = CHECKED_INPUTS.find((c) => c.input === name);
  if (checked) {
    const type = schema.getType(name);
    if (!isInputObjectType(type)) return [`${name}: not an input type of the schema`];
    seen.add(name);
    return differences(Object.values(type.getFields()), formShape(checked.schema)!, checked.besides, '', seen);
  }
  const mutation = CHECKED_ARGUMENTS.find((c) => c.mutation === name)!;
  const field = schema.getMutationType()?.getFields()[name];
  if (!field) return [`${name}: no such mutation`];
  return differences(field.args, formShape(mutation.schema)!, mutation.besides, '', seen);
}

describe('GraphQL inputs and the contract’s form schemas', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it.each(CHECKED_INPUTS)('$input has the fields of its schema', ({ input }) => {
    expect(inputDifferences(schema, input)).toEqual([]);
  });

  it.each(CHECKED_ARGUMENTS)('$mutation takes the fields of its schema', ({ mutation }) => {
    expect(inputDifferences(schema, mutation)).toEqual([]);
  });

  it('leaves no input out: each is a form’s, nested in one, or said to be checked otherwise', () => {
    const seen = new Set<string>();
    for (const { input } of CHECKED_INPUTS) inputDifferences(schema, input, seen);
    const inputs = Object.values(schema.getTypeMap())
      .filter((type) => isInputObjectType(type) && !type.name.startsWith('__'))
      .map((type) => type.name);
    expect(inputs.filter((name) => !seen.has(name) && !(name in NOT_FORMS))).toEqual([]);
    expect(Object.keys(NOT_FORMS).filter((name) => !inputs.includes(name))).toEqual([]);
  });

  it('fails on a field on one side only, nested ones included', () => {
    const shape = formShape(realisationFormSchema({ today }))!;
    const type = schema.getType('RealisationInput');
    if (!isInputObjectType(type)) throw new Error('RealisationInput is not an input type');
    const fields = Object.values(type.getFields());
    const { title: _title, ...withoutTitle } = shape;
    expect(differences(fields, withoutTitle, { benchRunCsv: '' }, '', new Set())).toEqual([
      'title: in GraphQL, not in the schema',
    ]);
    expect(differences(fields, shape, {}, '', new Set())).toEqual(['benchRunCsv: in GraphQL, not in the schema']);
    const vehicleInfo = { ...formShape(shape.vehicleInfo!)!, colour: shape.title! };
    expect(
      differences(fields, { ...shape, vehicleInfo: loose(vehicleInfo) }, { benchRunCsv: '' }, '', new Set()),
    ).toEqual(['vehicleInfo.colour: in the schema, not in GraphQL']);
  });
});
