// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTodayQuery } from '../../../gql/admin/graphql';
import { CentreSelectionProvider } from '../../../lib/centre-selection/CentreSelectionContext';
import { renderWithServer, type Answer, type SentOperation } from '../test-support';
import { TodaySection } from './TodaySection';

type Today = AdminTodayQuery['adminToday'];
type Centre = Today['centres'][number];
type Booking = Centre['bookings'][number];

/** Tuesday 23 March 2027, 10h15 in Paris. */
const NOW = new Date('2027-03-23T09:15:00Z');

const centreOfPreset = (id: string, name: string) => ({
  __typename: 'Centre' as const,
  id,
  name,
  address: `1 rue du Centre, ${name}`,
  country: 'FR',
  phone: '04 67 00 00 00',
  instagram: null,
  youtube: null,
  serviceNote: null,
  mobileService: false,
  benchVehicleTypes: [],
  takesBoats: false,
  coordinates: null,
  openingHours: [],
  nextSeasonalHours: null,
});
const SITE_SHELL = {
  site: {
    __typename: 'Site',
    brandName: 'Ecuvia',
    legalName: 'Ecuvia SAS',
    registeredOffice: 'Montpellier',
    contactEmail: 'contact@example.fr',
    contactPhone: '04 67 00 00 00',
    country: 'FR',
    subscriberPortalUrl: null,
    cacheKeyPrefix: 'ecuvia',
  },
  centres: [centreOfPreset('montpellier', 'Montpellier'), centreOfPreset('beziers', 'Béziers')],
};

/** An object of the answer with its `__typename`, as the gateway sends it (the generated types leave it out). */
const typed = <T,>(__typename: string, fields: T) => ({ __typename, ...fields }) as T;

let bookings = 0;
const booking = (time: string, fields: Partial<Booking> = {}) =>
  typed<Booking>('TodayBooking', {
    id: `rdv-${++bookings}`,
    reference: `RDV-${bookings}`,
    status: 'confirmed',
    time,
    // Paris is UTC+1 in March.
    startsAt: `2027-03-23T${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}:${time.slice(3)}:00.000Z`,
    dropOff: false,
    serviceName: 'Diagnostic auto',
    vehicle: 'Renault Clio V',
    customerName: 'Paul Durand',
    phone: '06 11 22 33 44',
    ...fields,
  });
const centre = (centreId: string, fields: Partial<Centre> = {}) =>
  typed<Centre>('TodayCentre', {
    centreId,
    date: '2027-03-23',
    liveHolds: 0,
    awaitingEmail: 0,
    bookings: [],
    closures: [],
    holidays: [],
    ...fields,
  });
const holiday = (date: string, name: string, lunar = false) =>
  typed<Centre['holidays'][number]>('TodayHoliday', { date, name, lunar, open: false, decided: false });
const request = (id: string, hoursAgo: number, name: string, centreId: string | null, vehicle: string | null) =>
  typed<Today['requests']['oldest'][number]>('TodayRequest', {
    id,
    createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
    name,
    centre: centreId,
    vehicle,
  });

function networkDay(): Today {
  return typed<Today>('AdminToday', {
    centres: [
      centre('montpellier', {
        bookings: [
          booking('09:00', { id: 'matin' }),
          booking('14:00', {
            id: 'apres-midi',
            dropOff: true,
            serviceName: 'Reprogrammation moteur',
            vehicle: 'Peugeot 308',
            customerName: 'Anne Roux',
            phone: '06 99 88 77 66',
          }),
        ],
        liveHolds: 1,
        awaitingEmail: 2,
        closures: [
          typed<Centre['closures'][number]>('TodayClosure', {
            id: 4,
            startsOn: '2027-04-01',
            endsOn: '2027-04-02',
            reason: 'Congés',
            unitLabel: null,
          }),
        ],
        holidays: [holiday('2027-03-29', 'Lundi de Pâques')],
      }),
      centre('beziers', {
        holidays: [holiday('2027-03-29', 'Lundi de Pâques'), holiday('2027-04-10', 'Aïd al-Fitr', true)],
      }),
    ],
    requests: typed<Today['requests']>('TodayRequests', {
      count: 7,
      oldest: [
        request('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 26, 'Marc Petit', 'beziers', 'Golf 7 GTI'),
        request('a0b1c2d3-0000-4000-8000-000000000000', 2, 'Inès Roux', null, null),
      ],
    }),
    emails: typed<NonNullable<Today['emails']>>('TodayEmails', { failed: 2, withheld: 1, review: 0 }),
  });
}

const me = (role: 'reseau' | 'centre') => ({
  adminMe: {
    __typename: 'AdminIdentity',
    username: 'atelier',
    loginTime: NOW.toISOString(),
    role,
    centres: role === 'centre' ? ['montpellier'] : [],
  },
});

/** The gateway as the screen meets it: the preset's centres, the account, and `today` (a function: it may change). */
function server(role: 'reseau' | 'centre', today: () => Today | { errors: unknown[] }, extra?: Answer): Answer {
  return (operation: SentOperation) => {
    if (operation.name === 'SiteShell') return { data: SITE_SHELL };
    if (operation.name === 'AdminMe') return { data: me(role) };
    if (operation.name === 'AdminToday') {
      const answer = today();
      return 'errors' in answer ? answer : { data: { adminToday: answer } };
    }
    return extra?.(operation);
  };
}

function openToday(answer: Answer) {
  return renderWithServer(
    <MemoryRouter>
      <CentreSelectionProvider>
        <TodaySection />
      </CentreSelectionProvider>
    </MemoryRouter>,
    answer,
  );
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const block = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // Only the date: the stand-in gateway answers on timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('« Aujourd’hui »', () => {
  it('shows each centre’s day in order, with whom to call, and « honoré / absent » once a booking has begun', async () => {
    openToday(server('reseau', networkDay));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aujourd’hui mardi 23 mars' })).toBeTruthy();

    const montpellier = await waitFor(() => group('Montpellier'));
    expect(screen.getByRole('heading', { level: 3, name: 'Montpellier 2 rendez-vous' })).toBeTruthy();
    const rows = within(montpellier).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.today-booking__line')!.textContent)).toEqual([
      '9h · Diagnostic auto',
      '14h dépôt · Reprogrammation moteur',
    ]);
    expect(rows[1]!.textContent).toContain('Anne Roux · Peugeot 308');
    // Calls dial the market's code; the phone icon is named for screen readers.
    const call = within(rows[1]!).getByRole('link', { name: 'Appeler Anne Roux (06 99 88 77 66)' });
    expect(call.getAttribute('href')).toBe('tel:+33699887766');
    // 9h has begun at 10h15: its outcome can be said; 14h not yet.
    expect(within(rows[0]!).getByRole('button', { name: 'Honoré : Paul Durand, 9h' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Absent : Paul Durand, 9h' })).toBeTruthy();
    expect(within(rows[1]!).queryAllByRole('button')).toEqual([]);

    // A centre with nothing today says so.
    expect(within(group('Béziers')).getByText('Aucun rendez-vous aujourd’hui')).toBeTruthy();
  });

  it('marks a booking honoured, then shows the day as the gateway has it', async () => {
    let day = networkDay();
    const { sent } = openToday(
      server(
        'reseau',
        () => day,
        (operation) => {
          if (operation.name !== 'AdminMarkBooking') return undefined;
          day = networkDay();
          day.centres[0]!.bookings[0]!.status = 'honoured';
          return { data: { adminMarkBooking: true } };
        },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Honoré : Paul Durand, 9h' }));

    expect((await screen.findByRole('status')).textContent).toBe('Rendez-vous de Paul Durand : honoré.');
    expect(sent.filter((s) => s.name === 'AdminMarkBooking')).toEqual([
      { name: 'AdminMarkBooking', variables: { id: 'matin', outcome: 'honoured' } },
    ]);
    expect(sent.filter((s) => s.name === 'AdminToday').length).toBe(2);
    const honoured = screen.getByRole('button', { name: 'Honoré : Paul Durand, 9h' });
    await waitFor(() => expect(honoured.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Absent : Paul Durand, 9h' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says the gateway’s refusal of an outcome', async () => {
    openToday(
      server('reseau', networkDay, (operation) =>
        operation.name === 'AdminMarkBooking'
          ? { errors: [{ message: 'Ce rendez-vous est annulé.', extensions: { code: 'CONFLICT' } }] }
          : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Absent : Paul Durand, 9h' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce rendez-vous est annulé.');
  });

  it('lists what waits: requests oldest first and how long, bookings in progress, e-mails, days to confirm', async () => {
    openToday(server('reseau', networkDay));
    const requests = await waitFor(() => block('Demandes à traiter'));
    const items = within(requests).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Marc Petit Béziers · Golf 7 GTI · en attente depuis 26 h',
      'Inès Roux Réseau · en attente depuis 2 h',
    ]);
    // Each opens its request in the requests' section, found by its reference.
    expect(
      within(items[0]!)
        .getByRole('link', { name: /^Marc Petit/ })
        .getAttribute('href'),
    ).toBe('/admin/demandes?demande=3F1C2D4E');
    expect(within(requests).getByText('Et 5 autres demandes.')).toBeTruthy();
    expect(within(requests).getByRole('link', { name: 'Toutes les demandes' }).getAttribute('href')).toBe(
      '/admin/demandes',
    );

    const pending = block('Réservations en cours');
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Montpellier 2 réservations attendent la confirmation par e-mail · 1 formulaire en cours']);
    expect(
      within(pending)
        .getByRole('link', { name: /^Montpellier/ })
        .getAttribute('href'),
    ).toBe('/admin/agenda?centre=montpellier');

    const emails = block('E-mails en échec');
    expect(within(emails).getByText('2 abandonnés · 1 retenu')).toBeTruthy();
    expect(within(emails).getByRole('link', { name: 'Boîte d’envoi' }).getAttribute('href')).toBe('/admin/e-mails');

    // A holiday of both centres is said once; the lunar one is to confirm.
    const ahead = block('À confirmer dans les 30 jours');
    expect(
      within(ahead)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lundi de Pâques, le lundi 29 marscentre ferméMontpellier, Béziers',
      'Fermeture du jeudi 1er avril au vendredi 2 avril : CongésMontpellier',
      'Aïd al-Fitr, le samedi 10 avrildate à confirmerBéziers',
    ]);
  });

  it('shows a centre manager their day, without the network’s e-mails, and says when nothing waits', async () => {
    const quiet = typed<Today>('AdminToday', {
      centres: [centre('montpellier')],
      requests: typed<Today['requests']>('TodayRequests', { count: 0, oldest: [] }),
      emails: null,
    });
    openToday(server('centre', () => quiet));
    expect(await screen.findByText('Aucun rendez-vous aujourd’hui')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Montpellier' })).toBeTruthy();
    expect(within(block('Demandes à traiter')).getByText('Aucune demande à traiter')).toBeTruthy();
    expect(within(block('Réservations en cours')).getByText('Aucune réservation en cours')).toBeTruthy();
    expect(
      within(block('À confirmer dans les 30 jours')).getByText('Ni fermeture ni jour férié dans les 30 jours'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'E-mails en échec' })).toBeNull();
  });

  it('says when the day cannot be loaded, and tries again', async () => {
    let fail = true;
    const { sent } = openToday(
      server('reseau', () =>
        fail ? { errors: [{ message: 'Panne', extensions: { code: 'INTERNAL' } }] } : networkDay(),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement de la journée');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await waitFor(() => group('Montpellier'))).toBeTruthy();
    expect(sent.filter((s) => s.name === 'AdminToday').length).toBe(2);
  });
});
