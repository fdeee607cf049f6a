// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineFiguresFragment } from '../../gql/graphql';
import { EngineDetail } from './EngineDetail';

const electric: EngineFiguresFragment = {
  slug: 'electrique-136',
  name: 'Électrique 136',
  generation: '',
  fuel: 'electrique',
  fuelLabel: 'Électrique',
  aspiration: 'electrique',
  aspirationLabel: 'Électrique',
  engineCode: '',
  displacementCc: 0,
  cylinders: 0,
  powerHp: 136,
  torqueNm: 260,
  yearFrom: 2019,
  yearTo: null,
  remappable: false,
  stageThreeOnQuote: false,
  noEstimateReason: null,
  stages: [],
};

// Names unlike the screen's own words: what the list shows can only come from the answer.
const services = [
  { __typename: 'Service', id: 1, slug: 'reprogrammation-moteur', name: 'Reprogrammation moteur' },
  { __typename: 'Service', id: 4, slug: 'diagnostic-auto', name: 'Diagnostic (nom des données)' },
  { __typename: 'Service', id: 5, slug: 'entretien-auto', name: 'Entretien (nom des données)' },
];

/** An Apollo client whose gateway answers the engine page's two queries. */
function clientAnswering() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const data =
          operation.operationName === 'RemapPrice'
            ? { enginePrices: null, services }
            : { service: { __typename: 'Service', id: 3, slug: 'reprogrammation-ethanol', vehicleFor: null } };
        observer.next({ data });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

afterEach(cleanup);

describe('an engine that is not remapped', () => {
  it('offers the diagnostic and the servicing, named as the services’ data names them, and says why', async () => {
    render(
      <ApolloProvider client={clientAnswering()}>
        <MemoryRouter>
          <EngineDetail
            engine={electric}
            vehicle={{
              type: 'car',
              manufacturer: { slug: 'peugeot', name: 'Peugeot' },
              model: { slug: '208', name: '208' },
              year: 2020,
            }}
            centre="nice"
            realisationCount={0}
            measured={[]}
            measuredCurves={null}
          />
        </MemoryRouter>
      </ApolloProvider>,
    );
    const list = await screen.findByRole('list');
    expect(await screen.findByRole('link', { name: 'Diagnostic (nom des données)' })).toHaveProperty(
      'pathname',
      '/nice/services/diagnostic-auto',
    );
    expect(screen.getByRole('link', { name: 'Entretien (nom des données)' })).toHaveProperty(
      'pathname',
      '/nice/services/entretien-auto',
    );
    expect(list.textContent).not.toContain('Reprogrammation');
    // Each says what it covers on an electric car: the servicing, without the oil change it has none of.
    expect(list.textContent).toContain('Entretien (nom des données) : sans vidange');
  });
});
