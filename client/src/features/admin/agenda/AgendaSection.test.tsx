// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, confirmations, refused, renderInSite, variablesOf, type Replies } from '../test-support';
import { agendaAnswer, agendaBooking, contactsAnswer, servicesAnswer, slotsAnswer } from './agenda-test-data';
import { AgendaSection } from './AgendaSection';

const centres = [
  { id: 'nice', name: 'Nice' },
  { id: 'montpellier', name: 'Montpellier' },
];
const jean = agendaBooking();
const marie = agendaBooking({
  id: 'b2',
  reference: 'RDV-1002',
  date: '2026-06-12',
  time: '14:00',
  endDate: '2026-06-12',
  endTime: '15:00',
  customerName: 'Marie Martin',
  phone: '07 00 00 00 01',
  email: null,
  createdBy: 'lea',
});

function openAgenda(replies: Replies) {
  return renderInSite(
    <AgendaSection centres={centres} />,
    answers({ AdminCentreContacts: contactsAnswer, ...replies }),
  );
}

/** The card of a booking, named by its time and customer. */
const card = (name: string) => screen.findByRole('article', { name });

// jsdom lays nothing out: bringing an element into view does nothing there.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
// Wednesday 10 June 2026, 8 a.m. on this device: « today » for the agenda. Only the date is faked, not the timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 10, 8, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the agenda’s day and week', () => {
  it('opens on today’s bookings of the first centre, each with who to call', async () => {
    const { sent } = openAgenda({ AdminAgenda: agendaAnswer([jean]) });

    const booking = await card('9h, Jean Dupont');
    expect(within(booking).getByText(/9h–10h30/).textContent).toBe('9h–10h30');
    expect(within(booking).getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe('tel:+33612345678');
    expect(within(booking).getByText('Golf 7 GTI · AB-123-CD')).toBeTruthy();
    expect(within(booking).getByText('RDV-1001 · pris en ligne')).toBeTruthy();
    expect(screen.getByText('Nice : mercredi 10 juin 2026')).toBeTruthy();
    expect(screen.getByText('Téléphone : 04 93 00 00 00')).toBeTruthy();
    // Each control of the bar named in full (widths are the browser layout check's, at 360 px).
    expect((screen.getByLabelText('Centre de l’agenda') as HTMLSelectElement).value).toBe('nice');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-06-10');
    expect(screen.getByRole('group', { name: 'Affichage' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Période' })).toBeTruthy();
    expect(variablesOf(sent, 'AdminAgenda')).toEqual([{ centre: 'nice', from: '2026-06-10', days: 1 }]);
  });

  it('says when a remap measured on the bench takes the bench, before and after its work', async () => {
    const run = (time: string, endTime: string, date = '2026-06-10') => ({
      __typename: 'AgendaBenchRun' as const,
      date,
      time,
      endTime,
      unitLabel: 'Banc de puissance',
    });
    const remap = agendaBooking({
      endDate: '2026-06-11',
      endTime: '10:30',
      benchRuns: [run('09:00', '10:00'), run('09:30', '10:30', '2026-06-11')],
    });
    openAgenda({ AdminAgenda: agendaAnswer([remap]) });
    const booking = await card('9h, Jean Dupont');
    expect(within(booking).getByText(/^Banc de puissance :/).textContent).toBe(
      'Banc de puissance : 9h–10h et jeudi 11 juin 9h30–10h30',
    );
  });

  it('shows a week from its Monday, day by day, and moves by weeks', async () => {
    const { sent } = openAgenda({
      AdminAgenda: ({ from, days }) =>
        agendaAnswer(from === '2026-06-08' ? [jean, marie] : from === '2026-06-10' ? [jean] : [], {
          from: String(from),
          days: Number(days),
        }),
    });
    await card('9h, Jean Dupont');
    fireEvent.click(screen.getByRole('button', { name: 'Semaine' }));

    expect(screen.getByRole('button', { name: 'Semaine' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Nice : semaine du lundi 8 juin au dimanche 14 juin 2026')).toBeTruthy();
    await screen.findByRole('heading', { name: 'vendredi 12 juin' });
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days.slice(0, 7)).toEqual([
      'lundi 8 juin',
      'mardi 9 juin',
      'mercredi 10 juin',
      'jeudi 11 juin',
      'vendredi 12 juin',
      'samedi 13 juin',
      'dimanche 14 juin',
    ]);
    expect(screen.getAllByText('Aucun rendez-vous.')).toHaveLength(5);
    const byPhone = await card('14h, Marie Martin');
    expect(within(byPhone).getByText('RDV-1002 · pris par téléphone (lea)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByText('Nice : semaine du lundi 15 juin au dimanche 21 juin 2026')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Aucun rendez-vous.')).toHaveLength(7));
    expect(variablesOf(sent, 'AdminAgenda')).toEqual([
      { centre: 'nice', from: '2026-06-10', days: 1 },
      { centre: 'nice', from: '2026-06-08', days: 7 },
      { centre: 'nice', from: '2026-06-15', days: 7 },
    ]);
  });

  it('shows another centre’s agenda when it is chosen', async () => {
    const { sent } = openAgenda({ AdminAgenda: agendaAnswer([]) });
    await screen.findByText('Aucun rendez-vous.');
    fireEvent.change(screen.getByLabelText('Centre de l’agenda'), { target: { value: 'montpellier' } });
    expect(screen.getByText('Montpellier : mercredi 10 juin 2026')).toBeTruthy();
    await waitFor(() =>
      expect(variablesOf(sent, 'AdminAgenda').at(-1)).toEqual({ centre: 'montpellier', from: '2026-06-10', days: 1 }),
    );
  });

  it('says the agenda could not be loaded, and loads it again on demand', async () => {
    const { sent } = openAgenda({
      AdminAgenda: [refused('Erreur interne', 'INTERNAL_SERVER_ERROR'), agendaAnswer([jean])],
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Erreur lors du chargement de l’agenda');
    fireEvent.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    await card('9h, Jean Dupont');
    expect(variablesOf(sent, 'AdminAgenda')).toHaveLength(2);
  });

  it('records whether a visitor came, once their booking has begun', async () => {
    const early = agendaBooking({ id: 'b0', reference: 'RDV-1000', time: '07:30', endTime: '08:30' });
    const { sent } = openAgenda({
      AdminAgenda: [agendaAnswer([early, jean]), agendaAnswer([{ ...early, status: 'honoured' }, jean])],
      AdminMarkBooking: { data: { adminMarkBooking: true } },
    });
    const begun = await card('7h30, Jean Dupont');
    // The later booking has not begun: no outcome to record yet.
    expect(within(await card('9h, Jean Dupont')).queryByRole('button', { name: 'Honoré' })).toBeNull();
    fireEvent.click(within(begun).getByRole('button', { name: 'Honoré' }));

    await screen.findByText('Rendez-vous de Jean Dupont (RDV-1000) : honoré.');
    expect(variablesOf(sent, 'AdminMarkBooking')).toEqual([{ id: 'b0', outcome: 'honoured' }]);
    await waitFor(() =>
      expect(within(begun).getByRole('button', { name: 'Honoré' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });
});

describe('the bookings in progress online', () => {
  const hold = {
    __typename: 'PendingHold',
    id: 'h1',
    reference: 'RDV-1010',
    stage: 'email',
    serviceName: 'Reprogrammation moteur',
    unitLabel: 'Baie 1',
    date: '2026-06-12',
    time: '10:00',
    expiresAt: '2026-06-10T06:30:00.000Z',
    customerName: 'Luc Bernard',
    email: 'luc@example.test',
  };

  it('shows what each holds, and gives a slot back at once', async () => {
    const { sent } = openAgenda({
      AdminAgenda: [agendaAnswer([], {}, [hold]), agendaAnswer([])],
      AdminReleaseHold: { data: { adminReleaseHold: true } },
    });
    const holds = await screen.findByRole('region', { name: 'Réservations en cours (1)' });
    expect(within(holds).getByText(/^vendredi 12 juin à 10h/).parentElement?.textContent).toBe(
      'vendredi 12 juin à 10h — Reprogrammation moteur, Baie 1',
    );
    expect(within(holds).getByText(/^Luc Bernard \(luc@example\.test\) n’a pas encore ouvert le lien/)).toBeTruthy();
    fireEvent.click(within(holds).getByRole('button', { name: /^Libérer\s?RDV-1010$/ }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Réservation en cours RDV-1010 libérée : le créneau est libre.',
    );
    expect(variablesOf(sent, 'AdminReleaseHold')).toEqual([{ id: 'h1' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Réservations en cours/ })).toBeNull());
  });
});

describe('a booking taken by phone, from the agenda', () => {
  const created = {
    data: {
      adminCreateBooking: {
        __typename: 'AgendaBookingCreated',
        id: 'b9',
        reference: 'RDV-1009',
        date: '2026-06-11',
        time: '14:00',
      },
    },
  };

  it('opens the form, then shows the new booking’s day and says it is booked', async () => {
    const { sent } = openAgenda({
      AdminAgenda: ({ from }) =>
        agendaAnswer(
          from === '2026-06-11'
            ? [
                agendaBooking({
                  id: 'b9',
                  date: '2026-06-11',
                  time: '14:00',
                  reference: 'RDV-1009',
                  customerName: 'Paul Durand',
                }),
              ]
            : [],
        ),
      ServicesOverview: servicesAnswer,
      AdminBookingSlots: slotsAnswer({ '2026-06-11': ['14:00'] }),
      AdminCreateBooking: created,
    });
    await screen.findByText('Aucun rendez-vous.');
    const open = screen.getByRole('button', { name: 'Nouveau rendez-vous' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Rendez-vous pris par téléphone' });
    await within(form).findByRole('option', { name: 'Reprogrammation moteur' });
    fireEvent.change(within(form).getByLabelText('Prestation'), { target: { value: 'reprogrammation-moteur' } });
    fireEvent.click(await within(form).findByRole('option', { name: '14h' }));
    fireEvent.change(within(form).getByLabelText('Nom *'), { target: { value: 'Paul Durand' } });
    fireEvent.change(within(form).getByLabelText('Téléphone *'), { target: { value: '06 11 22 33 44' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le rendez-vous' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Rendez-vous RDV-1009 enregistré le jeudi 11 juin à 14h.',
    );
    expect(screen.queryByRole('form', { name: 'Rendez-vous pris par téléphone' })).toBeNull();
    expect(screen.getByText('Nice : jeudi 11 juin 2026')).toBeTruthy();
    await card('14h, Paul Durand');
    expect(variablesOf(sent, 'AdminCreateBooking')[0]).toEqual({ input: expect.objectContaining({ centre: 'nice' }) });
  });

  it('opens on a contact request’s centre, its details filled in', async () => {
    const request = {
      contactRequest: 'r7',
      centre: 'montpellier',
      name: 'Sophie Leroy',
      phone: '06 99 88 77 66',
      email: null,
      vehicle: null,
      work: null,
      plate: null,
      mileageKm: null,
    };
    const { sent } = renderInSite(
      <AgendaSection centres={centres} fromRequest={request} />,
      answers({
        AdminCentreContacts: contactsAnswer,
        AdminAgenda: agendaAnswer([]),
        ServicesOverview: servicesAnswer,
      }),
    );
    const form = screen.getByRole('form', { name: 'Rendez-vous pris par téléphone' });
    expect(within(form).getByText('Pour la demande de contact de Sophie Leroy.')).toBeTruthy();
    expect(within(form).getByLabelText('Nom *')).toHaveProperty('value', 'Sophie Leroy');
    expect(screen.getByText('Montpellier : mercredi 10 juin 2026')).toBeTruthy();
    await screen.findByText('Aucun rendez-vous.');
    expect(variablesOf(sent, 'AdminAgenda')).toEqual([{ centre: 'montpellier', from: '2026-06-10', days: 1 }]);
  });
});

describe('moving a booking', () => {
  it('offers the free starts without the booking itself, then moves it and says where', async () => {
    const { sent } = openAgenda({
      AdminAgenda: [agendaAnswer([jean]), agendaAnswer([])],
      AdminBookingSlots: slotsAnswer({ '2026-06-10': ['09:00', '11:00'], '2026-06-11': ['14:00'] }),
      AdminMoveBooking: { data: { adminMoveBooking: { __typename: 'MyBooking', date: '2026-06-11', time: '14:00' } } },
    });
    fireEvent.click(within(await card('9h, Jean Dupont')).getByRole('button', { name: 'Déplacer' }));

    // Its own day first, its own start chosen.
    const times = await screen.findByRole('listbox', { name: 'Heure, le mercredi 10 juin' });
    expect(within(times).getByRole('option', { name: '9h' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'jeudi 11 juin, 1 créneau libre' }));
    fireEvent.click(
      within(screen.getByRole('listbox', { name: 'Heure, le jeudi 11 juin' })).getByRole('option', { name: '14h' }),
    );

    expect((await screen.findByRole('status')).textContent).toBe(
      'Rendez-vous de Jean Dupont (RDV-1001) déplacé au jeudi 11 juin à 14h.',
    );
    expect(variablesOf(sent, 'AdminBookingSlots')).toEqual([
      { centre: 'nice', service: 'reprogrammation-moteur', ignoring: 'b1' },
    ]);
    expect(variablesOf(sent, 'AdminMoveBooking')).toEqual([{ id: 'b1', date: '2026-06-11', time: '14:00' }]);
    // The day is asked again: the booking has left it.
    await screen.findByText('Aucun rendez-vous.');
  });

  it('shows the gateway’s refusal when the start was taken meanwhile', async () => {
    const taken =
      'Ce créneau vient d’être pris : voici les plus proches encore libres ou appelez le centre au 04 93 00 00 00.';
    openAgenda({
      AdminAgenda: agendaAnswer([jean]),
      AdminBookingSlots: slotsAnswer({ '2026-06-10': ['09:00', '11:00'] }),
      AdminMoveBooking: {
        data: {
          adminMoveBooking: { __typename: 'BookingRefused', reason: 'SLOT_TAKEN', message: taken, nearest: [] },
        },
      },
    });
    fireEvent.click(within(await card('9h, Jean Dupont')).getByRole('button', { name: 'Déplacer' }));
    fireEvent.click(await screen.findByRole('option', { name: '11h' }));

    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    // Still open, to choose another start.
    expect(screen.getByRole('button', { name: 'Déplacer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('cancels a booking only once the staff confirms, saying the visitor is told', async () => {
    const asked = confirmations(false);
    const { sent } = openAgenda({
      AdminAgenda: agendaAnswer([jean]),
      AdminCancelBooking: { data: { adminCancelBooking: { __typename: 'MyBooking' } } },
    });
    const booking = await card('9h, Jean Dupont');
    fireEvent.click(within(booking).getByRole('button', { name: 'Annuler' }));
    expect(asked).toHaveBeenCalledWith(
      'Annuler le rendez-vous de Jean Dupont (RDV-1001) ? Le visiteur en sera prévenu s’il a donné un e-mail.',
    );
    expect(variablesOf(sent, 'AdminCancelBooking')).toEqual([]);

    asked.mockReturnValue(true);
    fireEvent.click(within(booking).getByRole('button', { name: 'Annuler' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rendez-vous de Jean Dupont (RDV-1001) annulé.');
    expect(variablesOf(sent, 'AdminCancelBooking')).toEqual([{ id: 'b1' }]);
  });
});

describe('a closure', () => {
  const conflicts = [
    {
      __typename: 'ClosureConflict',
      id: 'b1',
      reference: 'RDV-1001',
      date: '2026-06-10',
      time: '09:00',
      customerName: 'Jean Dupont',
      hasEmail: true,
    },
    {
      __typename: 'ClosureConflict',
      id: 'b2',
      reference: 'RDV-1002',
      date: '2026-06-12',
      time: '14:00',
      customerName: 'Marie Martin',
      hasEmail: false,
    },
  ];
  const input = {
    centre: 'nice',
    startsOn: '2026-06-10',
    endsOn: '2026-06-12',
    reason: 'Congés',
    unit: null,
  };

  async function fillClosure() {
    await screen.findByText('Aucun rendez-vous.');
    fireEvent.click(screen.getByText('Fermetures, baies et abonnement à l’agenda'));
    const form = screen.getByRole('form', { name: 'Ajouter une fermeture' });
    fireEvent.change(within(form).getByLabelText('Du'), { target: { value: '2026-06-10' } });
    fireEvent.change(within(form).getByLabelText('Au (inclus)'), { target: { value: '2026-06-12' } });
    fireEvent.change(within(form).getByLabelText('Motif'), { target: { value: 'Congés' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));
  }

  it('lists the bookings of those days first, then closes over them and tells their visitors', async () => {
    const { sent } = openAgenda({
      AdminAgenda: agendaAnswer([]),
      AdminClosureConflicts: { data: { adminClosureConflicts: conflicts } },
      AdminAddBookingClosure: { data: { adminAddBookingClosure: true } },
    });
    await fillClosure();

    const warning = await screen.findByRole('alert', { name: '2 rendez-vous sont pris ces jours-là' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'mercredi 10 juin à 9h : Jean Dupont (RDV-1001)',
      'vendredi 12 juin à 14h : Marie Martin (RDV-1002) — sans e-mail, à appeler',
    ]);
    const tell = within(warning).getByRole('checkbox', {
      name: 'Prévenir ces clients par e-mail, avec un lien pour choisir un autre créneau',
    });
    expect(tell).toHaveProperty('checked', true);
    expect(variablesOf(sent, 'AdminAddBookingClosure')).toEqual([]);

    fireEvent.click(within(warning).getByRole('button', { name: 'Fermer quand même' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fermeture enregistrée : les clients de ces jours-là sont prévenus par e-mail, avec un lien pour choisir un autre créneau.',
    );
    expect(variablesOf(sent, 'AdminClosureConflicts')).toEqual([{ input }]);
    expect(variablesOf(sent, 'AdminAddBookingClosure')).toEqual([
      { input: { ...input, overBookings: true, tellVisitors: true } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a closure over free days at once, and can be left unsaved over booked ones', async () => {
    const { sent } = openAgenda({
      AdminAgenda: agendaAnswer([]),
      AdminClosureConflicts: [{ data: { adminClosureConflicts: [] } }, { data: { adminClosureConflicts: conflicts } }],
      AdminAddBookingClosure: { data: { adminAddBookingClosure: true } },
    });
    await fillClosure();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fermeture enregistrée : ces jours ne sont plus proposés en ligne.',
    );
    expect(variablesOf(sent, 'AdminAddBookingClosure')).toEqual([{ input }]);

    await fillClosure();
    const warning = await screen.findByRole('alert', { name: '2 rendez-vous sont pris ces jours-là' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Ne pas fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(variablesOf(sent, 'AdminAddBookingClosure')).toHaveLength(1);
  });

  it('says why a closure was not saved', async () => {
    openAgenda({
      AdminAgenda: agendaAnswer([]),
      AdminClosureConflicts: { data: { adminClosureConflicts: [] } },
      AdminAddBookingClosure: refused('La date de fin précède la date de début.'),
    });
    await fillClosure();
    expect((await screen.findByRole('alert')).textContent).toBe('La date de fin précède la date de début.');
  });
});
