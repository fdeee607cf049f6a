// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answers, refused, renderWithServer, variablesOf, type Replies } from '../test-support';
import { servicesAnswer, slotsAnswer } from './agenda-test-data';
import { PhoneBookingForm, type RequestToBook } from './PhoneBookingForm';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le rendez-vous' }));

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

function openForm(replies: Replies, initial: RequestToBook | null = null) {
  const handlers = { onDone: vi.fn(), onCancel: vi.fn() };
  const rendered = renderWithServer(
    <PhoneBookingForm centre="nice" initial={initial} {...handlers} />,
    answers({
      ServicesOverview: servicesAnswer,
      AdminBookingSlots: slotsAnswer({ '2026-06-10': ['09:00'], '2026-06-11': ['14:00', '16:00'] }),
      ...replies,
    }),
  );
  return { ...rendered, ...handlers };
}

/** Chooses the service, then Thursday 11 June at 2 p.m. */
async function chooseSlot(service = 'reprogrammation-moteur') {
  await screen.findByRole('option', { name: 'Reprogrammation moteur' });
  fireEvent.change(field('Prestation'), { target: { value: service } });
  fireEvent.click(await screen.findByRole('option', { name: 'jeudi 11 juin, 2 créneaux libres' }));
  fireEvent.click(screen.getByRole('option', { name: '14h' }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a booking taken by phone', () => {
  it('names every field in full, each label tied to its control, with the keyboard each needs on a phone', async () => {
    openForm({});
    expect(screen.getByRole('form', { name: 'Rendez-vous pris par téléphone' })).toBeTruthy();
    for (const label of [
      'Prestation',
      'Nom *',
      'Téléphone *',
      'E-mail (confirmation au client)',
      'Véhicule',
      'Immatriculation',
      'Kilométrage',
    ]) {
      const control = field(label);
      expect(control.labels?.[0]?.textContent).toBe(label);
    }
    expect(field('Téléphone *').type).toBe('tel');
    expect(field('E-mail (confirmation au client)').type).toBe('email');
    expect(field('Kilométrage').inputMode).toBe('numeric');
    // The address is asked only for a service done at the customer's (a window of arrival).
    expect(screen.queryByLabelText('Adresse d’intervention')).toBeNull();
    await screen.findByRole('option', { name: 'Reprogrammation moteur' });
  });

  it('asks for a slot before anything is sent', async () => {
    const { sent } = openForm({});
    await screen.findByRole('option', { name: 'Reprogrammation moteur' });
    type('Nom *', 'Paul Durand');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez un jour et une heure.');
    expect(variablesOf(sent, 'AdminCreateBooking')).toEqual([]);
  });

  it('books the slot chosen with the caller’s details, then says so', async () => {
    const { sent, onDone } = openForm({ AdminCreateBooking: created });
    await chooseSlot();
    expect(screen.getByText('Créneau choisi :').textContent).toBe('Créneau choisi : jeudi 11 juin 2026 à 14h');
    type('Nom *', 'Paul Durand');
    type('Téléphone *', '06 11 22 33 44');
    type('Véhicule', 'Clio 4 RS');
    type('Kilométrage', '82000');
    submit();

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Rendez-vous RDV-1009 enregistré le jeudi 11 juin à 14h.', '2026-06-11'),
    );
    expect(variablesOf(sent, 'AdminBookingSlots')).toEqual([
      { centre: 'nice', service: 'reprogrammation-moteur', vehicleType: 'car' },
    ]);
    expect(variablesOf(sent, 'AdminCreateBooking')).toEqual([
      {
        input: {
          centre: 'nice',
          service: 'reprogrammation-moteur',
          date: '2026-06-11',
          time: '14:00',
          name: 'Paul Durand',
          phone: '06 11 22 33 44',
          email: null,
          vehicle: 'Clio 4 RS',
          work: null,
          vehicleType: 'car',
          address: null,
          contactRequest: null,
          plate: null,
          mileage: '82000',
        },
      },
    ]);
  });

  it('asks the vehicle’s type where the service’s work time depends on it, and finds the slots for that type', async () => {
    const { sent } = openForm({});
    await screen.findByRole('option', { name: 'Reprogrammation moteur' });
    // The diagnostic lists no type: nothing to ask.
    fireEvent.change(field('Prestation'), { target: { value: 'diagnostic-auto' } });
    expect(screen.queryByLabelText('Type de véhicule')).toBeNull();
    fireEvent.change(field('Prestation'), { target: { value: 'reprogrammation-moteur' } });
    expect(field('Type de véhicule').value).toBe('car');
    fireEvent.change(field('Type de véhicule'), { target: { value: 'truck' } });
    await waitFor(() =>
      expect(variablesOf(sent, 'AdminBookingSlots')).toContainEqual({
        centre: 'nice',
        service: 'reprogrammation-moteur',
        vehicleType: 'truck',
      }),
    );
  });

  it('starts from a contact request: its details filled in, its request and stage kept with the booking', async () => {
    const request: RequestToBook = {
      contactRequest: 'r7',
      centre: 'nice',
      name: 'Sophie Leroy',
      phone: '06 99 88 77 66',
      email: 'sophie@example.test',
      vehicle: 'Audi A3 2.0 TDI',
      work: 'stage1',
      plate: 'GH-456-JK',
      mileageKm: 120000,
    };
    const { sent, onDone } = openForm({ AdminCreateBooking: created }, request);
    expect(screen.getByText(/^Pour la demande de contact de Sophie Leroy/).textContent).toBe(
      'Pour la demande de contact de Sophie Leroy : Reprogrammation stage 1.',
    );
    expect(field('Nom *').value).toBe('Sophie Leroy');
    expect(field('E-mail (confirmation au client)').value).toBe('sophie@example.test');
    expect(field('Immatriculation').value).toBe('GH-456-JK');
    expect(field('Kilométrage').value).toBe('120000');
    // The request's stage chose the service already.
    fireEvent.click(await screen.findByRole('option', { name: 'jeudi 11 juin, 2 créneaux libres' }));
    fireEvent.click(screen.getByRole('option', { name: '14h' }));
    submit();

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(variablesOf(sent, 'AdminCreateBooking')[0]).toEqual({
      input: expect.objectContaining({
        service: 'reprogrammation-moteur',
        name: 'Sophie Leroy',
        email: 'sophie@example.test',
        work: 'stage1',
        contactRequest: 'r7',
        plate: 'GH-456-JK',
        mileage: '120000',
      }),
    });
  });

  it('shows each field the gateway refused under it, and moves to the first', async () => {
    const phone = 'Indiquez un numéro de téléphone où le centre peut vous joindre.';
    const { onDone } = openForm({
      AdminCreateBooking: {
        data: {
          adminCreateBooking: {
            __typename: 'BookingFormInvalid',
            fieldErrors: [
              { __typename: 'FieldError', field: 'phone', message: phone },
              { __typename: 'FieldError', field: 'mileage', message: 'Kilométrage : un nombre entier.' },
            ],
          },
        },
      },
    });
    await chooseSlot();
    type('Nom *', 'Paul Durand');
    type('Kilométrage', 'beaucoup');
    submit();

    await waitFor(() => expect(document.activeElement).toBe(field('Téléphone *')));
    expect(field('Téléphone *').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Téléphone *'))).toBe(phone);
    expect(describedBy(field('Kilométrage'))).toBe('Kilométrage : un nombre entier.');
    expect(field('Nom *').getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a slot taken meanwhile, and asks the free slots again', async () => {
    const taken =
      'Ce créneau vient d’être pris : voici les plus proches encore libres ou appelez le centre au 04 93 00 00 00.';
    const { sent } = openForm({
      AdminCreateBooking: {
        data: {
          adminCreateBooking: { __typename: 'BookingRefused', reason: 'SLOT_TAKEN', message: taken, nearest: [] },
        },
      },
    });
    await chooseSlot();
    type('Nom *', 'Paul Durand');
    type('Téléphone *', '06 11 22 33 44');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(screen.queryByText('Créneau choisi :')).toBeNull();
    await waitFor(() => expect(variablesOf(sent, 'AdminBookingSlots')).toHaveLength(2));
  });

  it('says the gateway’s error, or that the booking failed when the network did', async () => {
    openForm({
      AdminCreateBooking: [
        refused('Vous n’avez pas accès à ce centre.', 'FORBIDDEN'),
        () => {
          throw new Error('réseau coupé');
        },
      ],
    });
    await chooseSlot();
    type('Nom *', 'Paul Durand');
    type('Téléphone *', '06 11 22 33 44');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Vous n’avez pas accès à ce centre.');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('L’enregistrement a échoué.'));
  });

  it('asks where to go for a service done at the customer’s', async () => {
    openForm({ AdminBookingSlots: slotsAnswer({ '2026-06-11': ['09:00'] }, { arrivalWindowMinutes: 60 }) });
    await screen.findByRole('option', { name: 'Reprogrammation moteur' });
    fireEvent.change(field('Prestation'), { target: { value: 'reprogrammation-moteur' } });
    expect((await screen.findByLabelText('Adresse d’intervention')).tagName).toBe('INPUT');
    expect(
      within(screen.getByRole('listbox', { name: /^Arrivée du technicien/ })).getByRole('option').textContent,
    ).toBe('9h–10h');
  });

  it('closes without sending', async () => {
    const { sent, onCancel } = openForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await screen.findByRole('option', { name: 'Reprogrammation moteur' });
    expect(variablesOf(sent, 'AdminCreateBooking')).toEqual([]);
  });
});
