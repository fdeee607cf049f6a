import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { defaultQuery } from '@garage/contract/api-examples';
import { fetcher } from './fetcher';
import './playground.css';

/** GraphiQL, bundled with the site so it works offline and under the CSP. */
createRoot(document.getElementById('playground')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
