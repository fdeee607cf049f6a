import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './playground.css';

/** GraphiQL, bundled with the site so it works offline and under the CSP. Same-origin requests only. */
async function fetcher(params: unknown) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
}

const defaultQuery = `# Bienvenue dans l’API GraphQL du réseau.
# Ctrl+Entrée exécute la requête ; la documentation du schéma est dans le panneau de gauche.
query Reseau {
  site { brandName contactEmail contactPhone }
  centres { id name address phone coordinates { lat lng } }
  services { slug name price { from to unit } duration warranty }
}
`;

createRoot(document.getElementById('playground')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
