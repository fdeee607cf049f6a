import autocannon from 'autocannon';

// The mixed load of issue 7 (part 6), used by `npm run bench mixed-load`:
// per cycle of twenty requests, 16 public pages and GraphQL reads (80 %), 3 REST reads (15 %) and one admin
// write (5 %), the featured flag of a demo job switched on and off.

/** Signs in, reads a demo job and an engine, and returns the autocannon requests of one cycle. */
export async function mixedLoadCycle(baseUrl, admin) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`connexion de l’administrateur : ${login.status}`);
  const { token } = (await login.json()).data;
  const { data: jobs } = await (await fetch(`${baseUrl}/api/realizations`)).json();
  if (!jobs.length) throw new Error('aucune réalisation : le mélange a besoin du contenu de démonstration');
  const engines = await (await fetch(`${baseUrl}/api/vehicles/car/volkswagen/golf/2018/engines`)).json();
  const engineSlug = engines.data?.[0]?.slug ?? engines.data?.[0]?.id;
  if (!engineSlug) throw new Error('aucune motorisation pour la Golf 2018');

  const html = (path) => ({ method: 'GET', path, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  const gql = (query, variables) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  });
  const rest = (path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } });
  const switched = jobs.at(-1);
  let featured = switched.featured;
  const write = {
    method: 'PATCH',
    path: `/api/admin/realizations/${switched.id}/featured`,
    headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ featured: (featured = !featured) }) }),
  };
  return {
    switchedId: switched.id,
    token,
    requests: [
      html('/'),
      html('/montpellier'),
      html('/montpellier/services/reprogrammation-moteur'),
      html('/realisations'),
      html(`/realisations/${jobs[0].id}-${jobs[0].slug}`),
      html('/montpellier/reprogrammation'),
      gql('{ services { slug name shortDescription price { from to unit } } }'),
      gql(
        'query ($c: ID) { realisations(first: 12, centre: $c) { nodes { id title thumbnailUrl } pageInfo { hasNextPage } } }',
        { c: 'montpellier' },
      ),
      gql('{ centres { id name address } }'),
      gql('{ site { brandName } }'),
      gql('query { realisations(first: 24) { nodes { id title gallery { url } } } }'),
      html('/franchise'),
      html('/montpellier/contact'),
      html('/sitemap'),
      gql('{ franchise { brochureUrl network { label value } } }'),
      html('/nice/services'),
      rest('/api/realizations/center/montpellier'),
      rest('/api/vehicles/car/manufacturers'),
      rest(`/api/vehicles/car/volkswagen/golf/2018/${engineSlug}`),
      write,
    ],
  };
}

/**
 * Sends every request of the cycle once and throws on the first failure (an HTTP error, or GraphQL errors in a
 * 200), so that an error count under load measures the load and not a typo in the cycle.
 */
export async function checkCycle(baseUrl, requests) {
  for (const request of requests) {
    const sent = request.setupRequest ? request.setupRequest(request) : request;
    const response = await fetch(`${baseUrl}${sent.path}`, {
      method: sent.method,
      headers: sent.headers,
      body: sent.body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${sent.method} ${sent.path} : ${response.status}`);
    if (sent.path === '/graphql' && JSON.parse(text).errors) throw new Error(`${sent.body} : ${text.slice(0, 300)}`);
  }
}

/**
 * One whole cycle on each of `connections` connections at once, waiting for every answer (a count of requests, not
 * a duration). Throws unless every request succeeded and every admin write sent was acknowledged and left its audit
 * line: the correctness of the load, before its speed is measured.
 */
export async function checkConcurrentCycles(baseUrl, { switchedId, token, requests }, connections) {
  const featuredLines = async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
      body: JSON.stringify({ query: '{ adminAudit(first: 200) { id action realisationId } }' }),
    });
    const { data } = await response.json();
    return new Set(
      data.adminAudit
        .filter((e) => e.action === 'featured' && String(e.realisationId) === String(switchedId))
        .map((e) => e.id),
    );
  };
  const before = await featuredLines();
  let writesSent = 0;
  const counted = requests.map((request) =>
    request.setupRequest
      ? { ...request, setupRequest: (r, context) => (writesSent++, request.setupRequest(r, context)) }
      : request,
  );
  const result = await autocannon({
    url: baseUrl,
    requests: counted,
    connections,
    amount: requests.length * connections,
  });
  const after = await featuredLines();
  const newLines = [...after].filter((id) => !before.has(id)).length;
  const problems = [
    result.errors && `${result.errors} erreurs`,
    result.timeouts && `${result.timeouts} délais dépassés`,
    result.non2xx && `${result.non2xx} réponses hors 2xx`,
    result['2xx'] !== requests.length * connections &&
      `${result['2xx']} réponses 2xx sur ${requests.length * connections}`,
    writesSent !== connections && `${writesSent} écritures envoyées sur ${connections}`,
    newLines !== writesSent && `${newLines} lignes d’audit pour ${writesSent} écritures`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`Charge mixte incorrecte : ${problems.join(', ')}`);
}
