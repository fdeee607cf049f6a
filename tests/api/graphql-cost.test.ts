import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, call, signIn, type Json } from '../support/admin.js';
import { gatewayForSuite } from '../support/suite.js';

/** What one GraphQL request may cost and send back, as a client of /graphql sees it. */
describe('GraphQL cost of lists, answer size and variables depth', () => {
  const suite = gatewayForSuite('embedded', adminEnv);
  let token: string;
  beforeAll(async () => {
    token = await signIn(suite.gateway.url);
  });

  const post = async (body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${suite.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as Json };
  };
  const query = (text: string, variables?: unknown, headers?: Record<string, string>) =>
    post(JSON.stringify({ query: text, variables }), headers);
  const only = (answer: { body: Json }) => {
    expect(answer.body.errors).toHaveLength(1);
    return answer.body.errors[0] as { message: string; extensions: Record<string, unknown> };
  };
  const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

  const serviceFields = 'id slug name shortDescription longDescription benefits process faq { question answer }';

  it('charges a list without `first` for every item it may hold: 250 aliases of services are refused', async () => {
    const one = await query(`{ services { ${serviceFields} } }`);
    expect(one.status).toBe(200);
    expect(one.body.data.services).toHaveLength(7);

    // A fragment keeps 250 aliases under the parser's 2,000 tokens, as an attacker would write them.
    const amplified = await query(
      `fragment S on Service { ${serviceFields} } { ${aliases(250, 'services { ...S }')} }`,
    );
    expect(amplified.status).toBe(400);
    expect(amplified.body.data).toBeUndefined();
    const error = only(amplified);
    expect(error).toEqual({
      message: expect.stringMatching(/^Requête trop coûteuse : coût estimé \d+, maximum 5000\. Demandez moins/),
      extensions: { code: 'QUERY_TOO_COMPLEX', cost: expect.any(Number), maximumCost: 5000 },
    });
    // Each alias pays for the 7 services and their lists, not 1 for the list.
    expect(error.extensions.cost).toBeGreaterThan(250 * 7 * 10);
  });

  it('counts aliases written through fragments as it counts them written out', async () => {
    const written = await query(`{ ${aliases(40, `services { ${serviceFields} }`)} }`);
    const throughFragments = await query(
      `query { ...Half ... on Query { ...Other } }
       fragment S on Service { ${serviceFields} }
       fragment Half on Query { ${aliases(20, 'services { ...S }')} }
       fragment Other on Query { ${Array.from({ length: 20 }, (_, i) => `b${i}: services { ... on Service { ...S } }`).join(' ')} }`,
    );
    expect(written.status).toBe(400);
    expect(throughFragments.status).toBe(400);
    expect(only(throughFragments).extensions).toEqual(only(written).extensions);
  });

  it('gives a signed-in administrator’s whole lists the room they need, not an anonymous caller', async () => {
    const everything = `{ adminRealisations { id title description modifications
      gallery { url type alt isPrimary sortOrder } } }`;
    const admin = await query(everything, undefined, { Authorization: `Bearer ${token}` });
    expect(admin.status).toBe(200);
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data.adminRealisations).toEqual(expect.any(Array));
    // Without a session the same list is refused for its cost before the missing session is even looked at.
    const anonymous = await query(everything);
    expect(anonymous.status).toBe(400);
    expect(only(anonymous).extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maximumCost: 5000 });
    // A made-up token is no session: the anonymous limit.
    expect((await query(everything, undefined, { Authorization: 'Bearer pas-un-jeton' })).status).toBe(400);
  });

  it('refuses a field asked under more than 10 names without a session, however little it costs', async () => {
    // 150 aliases of one long text cost 1,200, far under the limit, and would answer 1.3 MB.
    const many = await query(`{ services { ${aliases(150, 'longDescription')} } }`);
    expect(many.status).toBe(400);
    expect(many.body.data).toBeUndefined();
    expect(only(many)).toEqual({
      message:
        'Requête trop coûteuse : le champ « longDescription » est demandé sous 150 noms (alias), 10 au plus dans une ' +
        'même sélection. Demandez-le une fois, ou répartissez la requête.',
      extensions: { code: 'QUERY_TOO_COMPLEX', field: 'longDescription', maximumNames: 10 },
    });
    expect((await query(`{ services { ${aliases(10, 'longDescription')} } }`)).status).toBe(200);
    // An administrator's session is held by its own cost limit only.
    const admin = await query(`{ services { ${aliases(150, 'longDescription')} } }`, undefined, {
      Authorization: `Bearer ${token}`,
    });
    expect(admin.status).toBe(200);
  });

  it('refuses an anonymous answer over 1 MB with a French error telling to ask for less', async () => {
    // Texts cost 1 each whatever their length: 24 realisations with a description at the form's limit (5,000
    // characters), asked under 10 names, make 1.2 MB within both the cost and the alias limits.
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const created = await call(suite.gateway.url, 'POST', '/admin/realizations', {
          token,
          body: {
            centre: 'montpellier',
            type: 'photo',
            title: `Description longue ${i}`,
            description: `${'Cartographie moteur et essais au banc. '.repeat(130)}`.slice(0, 5000),
            vehicleInfo: { brand: 'Peugeot', model: '308' },
            status: 'active',
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }),
    );
    const page = 'realisations(first: 24) { nodes { description } }';
    const large = `{ ${aliases(10, page)} }`;
    const refused = await query(large);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(only(refused)).toEqual({
      message: expect.stringMatching(
        /^Réponse trop volumineuse : \d+ Ko, maximum 1024 Ko sans session\. Demandez moins d’éléments \(first\), moins de champs ou moins d’alias/,
      ),
      extensions: { code: 'RESPONSE_TOO_LARGE', bytes: expect.any(Number), maximumBytes: 1024 * 1024 },
    });
    expect(only(refused).extensions.bytes).toBeGreaterThan(1024 * 1024);
    expect(refused.bytes).toBeLessThan(1024);

    // Half of it is answered.
    const half = await query(`{ ${aliases(5, page)} }`);
    expect(half.status).toBe(200);
    expect(half.body.errors).toBeUndefined();
    expect(half.bytes).toBeGreaterThan(500 * 1024);
    // A signed-in administrator's answers are not capped (the admin lists whole tables).
    const admin = await query(large, undefined, { Authorization: `Bearer ${token}` });
    expect(admin.status).toBe(200);
    expect(admin.bytes).toBeGreaterThan(1024 * 1024);
  });

  describe('variables nested too deep', () => {
    const nested = (depth: number, open = '{"a":', close = '}') => `${open.repeat(depth)}1${close.repeat(depth)}`;
    const tooDeep = {
      message:
        'Variables trop imbriquées : 32 niveaux d’objets ou de listes au plus. Envoyez des variables plus plates.',
      extensions: { code: 'BAD_USER_INPUT' },
    };

    it('are refused with 400 and a French message in a POST, however deep', async () => {
      const body = (variables: string) => `{"query":"{ __typename }","variables":${variables}}`;
      expect((await post(body(nested(32)))).body).toEqual({ data: { __typename: 'Query' } });
      for (const variables of [nested(33), nested(200_000, '[', ']')]) {
        const answer = await post(body(variables));
        expect(answer.status).toBe(400);
        expect(only(answer)).toEqual(tooDeep);
      }
      // The server is still there.
      expect((await query('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    });

    it('are refused with 400 and a French message in a GET’s query string', async () => {
      const get = async (variables: string) => {
        const response = await fetch(
          `${suite.gateway.url}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(variables)}`,
          { headers: { Accept: 'application/json', 'Apollo-Require-Preflight': 'true' } },
        );
        return { status: response.status, body: (await response.json()) as Json };
      };
      expect((await get(nested(32))).body).toEqual({ data: { __typename: 'Query' } });
      for (const variables of [nested(33), nested(1000, '[', ']')]) {
        const answer = await get(variables);
        expect(answer.status).toBe(400);
        expect(only(answer)).toEqual(tooDeep);
      }
    });
  });
});
