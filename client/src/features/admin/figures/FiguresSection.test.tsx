// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminFiguresQuery, AdminWeekFiguresFieldsFragment } from '../../../gql/admin/graphql';
import { renderWithServer, type Answer, type SentOperation } from '../test-support';
import { FiguresSection } from './FiguresSection';

type Figures = AdminFiguresQuery['adminFigures'];
type Week = AdminWeekFiguresFieldsFragment;
type Count = Figures['services'][number];

const typed = <T,>(__typename: string, fields: T) => ({ __typename, ...fields }) as T;

const MONDAYS = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22'];

const week = (monday: string, fields: Partial<Week> = {}): Week =>
  typed<Week>('AdminWeekFigures', {
    week: monday,
    requests: 0,
    converted: 0,
    bookingsOnline: 0,
    bookingsPhone: 0,
    honoured: 0,
    missed: 0,
    leadTimeDays: null,
    ...fields,
  });
const counted = (label: string, count: number) => typed<Count>('AdminFigureCount', { label, count });

const montpellierWeeks = [
  week('2027-03-01', { bookingsOnline: 2, leadTimeDays: 18.5 }),
  week('2027-03-08', { requests: 1, converted: 1, bookingsOnline: 1, honoured: 1, leadTimeDays: 15 }),
  week('2027-03-15', {
    requests: 2,
    converted: 1,
    bookingsOnline: 2,
    bookingsPhone: 1,
    honoured: 1,
    missed: 1,
    leadTimeDays: 3,
  }),
  week('2027-03-22', { requests: 1 }),
];
const beziersWeeks = [
  week('2027-03-01'),
  week('2027-03-08'),
  week('2027-03-15', { requests: 1, bookingsPhone: 1, honoured: 1, leadTimeDays: 5 }),
  week('2027-03-22'),
];

const centre = (centreId: string | null, name: string, weeks: Week[], services: Count[] = [], makes: Count[] = []) =>
  typed<Figures['centres'][number]>('AdminCentreFigures', { centreId, name, weeks, services, makes });

function networkFigures(): Figures {
  return typed<Figures>('AdminFigures', {
    weeks: MONDAYS,
    centres: [
      centre(
        'montpellier',
        'Montpellier',
        montpellierWeeks,
        [counted('Diagnostic automobile', 3), counted('Reprogrammation moteur', 3)],
        [counted('Peugeot', 2), counted('Renault', 1)],
      ),
      centre('beziers', 'Béziers', beziersWeeks, [counted('Diagnostic automobile', 1)], [counted('Citroën', 2)]),
    ],
    network: [
      week('2027-03-01', { bookingsOnline: 2, leadTimeDays: 18.5 }),
      week('2027-03-08', { requests: 1, converted: 1, bookingsOnline: 1, honoured: 1, leadTimeDays: 15 }),
      week('2027-03-15', {
        requests: 3,
        converted: 1,
        bookingsOnline: 2,
        bookingsPhone: 2,
        honoured: 2,
        missed: 1,
        leadTimeDays: 4,
      }),
      week('2027-03-22', { requests: 1 }),
    ],
    services: [counted('Diagnostic automobile', 4), counted('Reprogrammation moteur', 3)],
    makes: [counted('Citroën', 2), counted('Peugeot', 2), counted('Renault', 1)],
    searchMisses: [counted('hyundai kona', 3)],
  });
}

const me = (role: 'reseau' | 'centre') => ({
  adminMe: {
    __typename: 'AdminIdentity',
    username: role === 'reseau' ? 'atelier' : 'gerant-montpellier',
    loginTime: '2027-03-24T11:00:00.000Z',
    role,
    centres: role === 'centre' ? ['montpellier'] : [],
  },
});

/** The gateway as the section meets it: the account, and the figures (a function: they may change or fail). */
function server(role: 'reseau' | 'centre', figures: (operation: SentOperation) => Figures | { errors: unknown[] }) {
  const answer: Answer = (operation) => {
    if (operation.name === 'AdminMe') return { data: me(role) };
    if (operation.name !== 'AdminFigures') return undefined;
    const reply = figures(operation);
    return 'errors' in reply ? reply : { data: { adminFigures: reply } };
  };
  return answer;
}

/** Shows the address, which the filters write. */
function Address() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

function openFigures(answer: Answer, address = '/admin/chiffres') {
  return renderWithServer(
    <MemoryRouter initialEntries={[address]}>
      <FiguresSection />
      <Address />
    </MemoryRouter>,
    answer,
  );
}

/** The figure of a chart, by its title. */
const chart = (title: string) => screen.getByRole('figure', { name: title });
/** A table's rows as the cells' texts. */
const rowsOf = (figure: HTMLElement) =>
  within(within(figure).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(cleanup);

describe('« Chiffres »', () => {
  it('draws each figure of the network with its table of the same numbers, weeks named in French', async () => {
    const { sent } = openFigures(server('reseau', networkFigures));
    expect(screen.getByRole('status').textContent).toContain('Chargement des chiffres…');
    const requests = await screen.findByRole('figure', { name: 'Demandes' });
    expect(sent.find((s) => s.name === 'AdminFigures')?.variables).toEqual({ weeks: 12 });
    expect(screen.getByText('Tout le réseau', { selector: 'strong' })).toBeTruthy();

    const image = within(requests).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(
      'Demandes. 5 demandes en 4 semaines, dont 2 devenues rendez-vous (40\u00a0%). Semaine du 22 mars : 1 demande. ' +
        'Valeurs détaillées dans le tableau.',
    );
    // One bar per week with a value, for each series.
    expect(image.querySelectorAll('.figure-chart__series--1 rect')).toHaveLength(3);
    expect(image.querySelectorAll('.figure-chart__series--2 rect')).toHaveLength(2);
    expect(rowsOf(requests)).toEqual([
      ['Semaine', 'Demandes', 'Devenues rendez-vous'],
      ['sem. du 1er mars', '0', '0'],
      ['sem. du 8 mars', '1', '1'],
      ['sem. du 15 mars', '3', '1'],
      ['sem. du 22 mars', '1', '0'],
      ['Total', '5', '2'],
    ]);

    expect(rowsOf(chart('Rendez-vous pris'))[0]).toEqual([
      'Semaine',
      'Rendez-vous en ligne',
      'Rendez-vous par téléphone',
    ]);
    expect(rowsOf(chart('Rendez-vous pris')).at(-1)).toEqual(['Total', '5', '2']);
    expect(within(chart('Honorés et absents')).getByRole('img').getAttribute('aria-label')).toContain(
      '3 rendez-vous honorés, 1 absent (25\u00a0% d’absents).',
    );
    expect(rowsOf(chart('Honorés et absents'))[0]).toEqual(['Semaine', 'Honorés', 'Absents']);

    // The lead time is a line, broken where a week has no booking made; its table says « — » there.
    const lead = chart('Délai médian (jours)');
    expect(rowsOf(lead)).toEqual([
      ['Semaine', 'Délai médian (jours)'],
      ['sem. du 1er mars', '18,5'],
      ['sem. du 8 mars', '15'],
      ['sem. du 15 mars', '4'],
      ['sem. du 22 mars', '—'],
    ]);
    expect(lead.querySelectorAll('polyline')).toHaveLength(1);
    expect(within(lead).getByRole('img').getAttribute('aria-label')).toContain(
      'de 4 jours à 18,5 jours selon les semaines ; semaine du 15 mars : 4 jours.',
    );

    expect(rowsOf(chart('Prestations demandées'))).toEqual([
      ['Prestation', 'Rendez-vous pris'],
      ['Diagnostic automobile', '4'],
      ['Reprogrammation moteur', '3'],
    ]);
    expect(rowsOf(chart('Marques demandées')).slice(1)).toEqual([
      ['Citroën', '2'],
      ['Peugeot', '2'],
      ['Renault', '1'],
    ]);
    expect(rowsOf(chart('Recherches sans résultat'))).toEqual([
      ['Recherche', 'Fois'],
      ['hyundai kona', '3'],
    ]);
    // The tables scroll in their own box on a phone, and a keyboard reaches them.
    expect(within(requests).getByRole('region', { name: 'Demandes' }).tabIndex).toBe(0);
  });

  it('shows one centre when chosen, and keeps the choice and the period in the address', async () => {
    const { sent } = openFigures(server('reseau', networkFigures));
    const select = await screen.findByRole('combobox', { name: 'Centre' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tout le réseau', 'Montpellier', 'Béziers']);
    fireEvent.change(select, { target: { value: 'beziers' } });

    expect(screen.getByTestId('address').textContent).toBe('?centre=beziers');
    expect(rowsOf(chart('Demandes')).at(-1)).toEqual(['Total', '1', '0']);
    expect(rowsOf(chart('Marques demandées')).slice(1)).toEqual([['Citroën', '2']]);
    expect(screen.getByText('Béziers', { selector: 'strong' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Période' }), { target: { value: '26' } });
    expect(screen.getByTestId('address').textContent).toBe('?centre=beziers&semaines=26');
    await waitFor(() => expect(sent.filter((s) => s.name === 'AdminFigures').at(-1)?.variables).toEqual({ weeks: 26 }));
  });

  it('opens on the period and centre of its address', async () => {
    const { sent } = openFigures(server('reseau', networkFigures), '/admin/chiffres?semaines=52&centre=montpellier');
    await screen.findByRole('figure', { name: 'Demandes' });
    expect(sent.find((s) => s.name === 'AdminFigures')?.variables).toEqual({ weeks: 52 });
    expect((screen.getByRole('combobox', { name: 'Centre' }) as HTMLSelectElement).value).toBe('montpellier');
    expect(rowsOf(chart('Demandes')).at(-1)).toEqual(['Total', '4', '2']);
  });

  it('shows a centre manager their own centre, without a choice of centres', async () => {
    openFigures(
      server('centre', () => ({
        ...networkFigures(),
        centres: [networkFigures().centres[0]!],
        network: montpellierWeeks,
      })),
    );
    await screen.findByRole('figure', { name: 'Demandes' });
    expect(screen.queryByRole('combobox', { name: 'Centre' })).toBeNull();
    expect(screen.getByText('Montpellier', { selector: 'strong' })).toBeTruthy();
    expect(rowsOf(chart('Demandes')).at(-1)).toEqual(['Total', '4', '2']);
  });

  it('says when there is nothing to count yet', async () => {
    openFigures(
      server('reseau', () => ({
        ...networkFigures(),
        centres: [
          centre(
            'montpellier',
            'Montpellier',
            MONDAYS.map((m) => week(m)),
          ),
        ],
        network: MONDAYS.map((m) => week(m)),
        services: [],
        makes: [],
      })),
    );
    expect(
      await screen.findByText(
        'Aucune demande ni aucun rendez-vous sur ces 12 semaines : rien à compter pour l’instant.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says the figures could not be loaded, and loads them again on demand', async () => {
    let fail = true;
    const { sent } = openFigures(
      server('reseau', () => (fail ? { errors: [{ message: 'Base de données indisponible.' }] } : networkFigures())),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement des chiffres');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('figure', { name: 'Demandes' })).toBeTruthy();
    expect(sent.filter((s) => s.name === 'AdminFigures')).toHaveLength(2);
  });
});
