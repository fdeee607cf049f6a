// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestFieldsFragment } from '../../../gql/admin/graphql';
import { answers, refused, renderInSite, variablesOf, type Reply, type Replies } from '../test-support';
import { ContactRequests } from './ContactRequests';

const centres = [
  { id: 'nice', name: 'Nice' },
  { id: 'montpellier', name: 'Montpellier' },
];

function contactRequest(fields: Partial<ContactRequestFieldsFragment> = {}): ContactRequestFieldsFragment {
  return {
    __typename: 'ContactRequestEntry',
    id: '11',
    createdAt: '2026-06-09T08:30:00.000Z',
    updatedAt: '2026-06-09T08:30:00.000Z',
    status: 'NEW',
    name: 'Sophie Leroy',
    email: 'sophie@example.test',
    phone: '06 99 88 77 66',
    vehicle: 'Audi A3 2.0 TDI',
    message: 'Bonjour, un stage 1 est-il possible ?',
    centre: 'nice',
    work: null,
    mileageKm: 120000,
    plate: null,
    quote: null,
    notes: [],
    ...fields,
  } as ContactRequestFieldsFragment;
}
const sophie = contactRequest();
const paul = contactRequest({
  id: '12',
  name: 'Paul Durand',
  email: null,
  phone: '06 11 22 33 44',
  vehicle: null,
  message: 'Rappelez-moi.',
  centre: null,
  status: 'IN_PROGRESS',
  mileageKm: null,
});
const list = (...requests: ContactRequestFieldsFragment[]): Reply => ({ data: { adminContactRequests: requests } });
const note = {
  __typename: 'ContactRequestNote',
  id: 'n1',
  createdAt: '2026-06-10T09:00:00.000Z',
  username: 'lea',
  body: 'Rappelée, devis envoyé.',
};

function openRequests(replies: Replies, props: { network?: boolean; onBook?(): void } = {}) {
  return renderInSite(
    <ContactRequests centres={centres} network={props.network ?? true} onBook={props.onBook} />,
    answers(replies),
  );
}
const requestCard = (name: string) => screen.findByRole('article', { name });

afterEach(cleanup);

describe('the contact requests', () => {
  it('lists the requests with who wrote, what about and how to answer', async () => {
    const { sent } = openRequests({ AdminContactRequests: list(sophie, paul) });
    const card = await requestCard('Sophie Leroy');
    expect(screen.getByText('2 demandes affichées')).toBeTruthy();
    // The status, as a badge (the select below lists them all).
    expect(within(card).getByText('Nouveau', { ignore: 'option' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'sophie@example.test' }).getAttribute('href')).toBe(
      'mailto:sophie@example.test',
    );
    expect(within(card).getByRole('link', { name: '06 99 88 77 66' }).getAttribute('href')).toBe('tel:+33699887766');
    expect(within(card).getByText('Bonjour, un stage 1 est-il possible ?')).toBeTruthy();
    expect((within(card).getByLabelText('Centre en charge') as HTMLSelectElement).value).toBe('nice');
    expect(within(await requestCard('Paul Durand')).getByText('En cours', { ignore: 'option' })).toBeTruthy();
    expect(variablesOf(sent, 'AdminContactRequests')).toEqual([
      { first: 50, search: null, status: null, centre: null, unassigned: null },
    ]);
  });

  it('filters by status, centre and search, each sent to the gateway', async () => {
    const { sent } = openRequests({
      AdminContactRequests: ({ status, unassigned, search }) =>
        status === 'DONE' ? list() : unassigned ? list(paul) : search ? list(sophie) : list(sophie, paul),
    });
    await requestCard('Sophie Leroy');
    const filters = screen.getByRole('form', { name: 'Filtrer les demandes' });

    fireEvent.change(within(filters).getByLabelText('Statut'), { target: { value: 'DONE' } });
    expect(await screen.findByText('Aucune demande ne correspond.')).toBeTruthy();

    fireEvent.change(within(filters).getByLabelText('Statut'), { target: { value: '' } });
    fireEvent.change(within(filters).getByLabelText('Centre en charge'), { target: { value: '-' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sophie Leroy' })).toBeNull());
    expect(screen.getByText('1 demande affichée')).toBeTruthy();

    fireEvent.change(within(filters).getByLabelText('Centre en charge'), { target: { value: '' } });
    fireEvent.change(within(filters).getByLabelText('Trouver une demande'), { target: { value: ' leroy ' } });
    // The search goes once typing pauses.
    await waitFor(() => expect(variablesOf(sent, 'AdminContactRequests').at(-1)?.search).toBe('leroy'));
    const asked = variablesOf(sent, 'AdminContactRequests');
    for (const filter of [
      { status: 'DONE', centre: null, unassigned: null, search: null },
      { status: null, centre: null, unassigned: true, search: null },
      { status: null, centre: null, unassigned: null, search: 'leroy' },
    ])
      expect(asked).toContainEqual({ first: 50, ...filter });
  });

  it('offers « Sans centre » to a network administrator only', async () => {
    openRequests({ AdminContactRequests: list(sophie) }, { network: false });
    await requestCard('Sophie Leroy');
    const filters = screen.getByRole('form', { name: 'Filtrer les demandes' });
    expect(within(filters).queryByRole('option', { name: 'Sans centre' })).toBeNull();
    // Nor can a centre manager hand a request back to no centre.
    expect(within(screen.getByRole('article')).queryByRole('option', { name: 'Aucun' })).toBeNull();
  });

  it('changes a request’s status and shows the new one', async () => {
    const { sent } = openRequests({
      AdminContactRequests: [list(sophie), list({ ...sophie, status: 'IN_PROGRESS' })],
      SetContactRequestStatus: { data: { setContactRequestStatus: { ...sophie, status: 'IN_PROGRESS' } } },
    });
    const card = await requestCard('Sophie Leroy');
    fireEvent.change(within(card).getByLabelText('Statut'), { target: { value: 'IN_PROGRESS' } });

    await waitFor(() => expect(within(card).getByText('En cours', { ignore: 'option' })).toBeTruthy());
    expect((within(card).getByLabelText('Statut') as HTMLSelectElement).value).toBe('IN_PROGRESS');
    expect(variablesOf(sent, 'SetContactRequestStatus')).toEqual([{ id: '11', status: 'IN_PROGRESS' }]);
  });

  it('hands a request to a centre', async () => {
    const { sent } = openRequests({
      AdminContactRequests: [list(paul), list({ ...paul, centre: 'montpellier' })],
      SetContactRequestCentre: { data: { setContactRequestCentre: { ...paul, centre: 'montpellier' } } },
    });
    const card = await requestCard('Paul Durand');
    fireEvent.change(within(card).getByLabelText('Centre en charge'), { target: { value: 'montpellier' } });
    await waitFor(() =>
      expect((within(card).getByLabelText('Centre en charge') as HTMLSelectElement).value).toBe('montpellier'),
    );
    expect(variablesOf(sent, 'SetContactRequestCentre')).toEqual([{ id: '12', centre: 'montpellier' }]);
  });

  it('says a status change failed, and keeps the status shown', async () => {
    openRequests({
      AdminContactRequests: list(sophie),
      SetContactRequestStatus: refused('Demande de contact introuvable.', 'NOT_FOUND'),
    });
    const card = await requestCard('Sophie Leroy');
    fireEvent.change(within(card).getByLabelText('Statut'), { target: { value: 'DONE' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Le statut n’a pas été changé. Réessayez.');
    expect((within(card).getByLabelText('Statut') as HTMLSelectElement).value).toBe('NEW');
  });

  it('adds an internal note, shown with its author, and empties the field', async () => {
    const { sent } = openRequests({
      AdminContactRequests: list(sophie),
      AddContactRequestNote: { data: { addContactRequestNote: { ...sophie, notes: [note] } } },
    });
    const card = await requestCard('Sophie Leroy');
    const add = within(card).getByRole('button', { name: 'Ajouter la note' });
    expect(add).toHaveProperty('disabled', true);
    const body = within(card).getByLabelText('Nouvelle note sur la demande de Sophie Leroy');
    fireEvent.change(body, { target: { value: 'Rappelée, devis envoyé.' } });
    fireEvent.click(add);

    const notes = await within(card).findByRole('list', { name: 'Notes internes' });
    expect(within(notes).getByText('Rappelée, devis envoyé.')).toBeTruthy();
    expect(within(notes).getByText(/^lea,/)).toBeTruthy();
    await waitFor(() => expect(body).toHaveProperty('value', ''));
    expect(variablesOf(sent, 'AddContactRequestNote')).toEqual([{ id: '11', body: 'Rappelée, devis envoyé.' }]);
  });

  it('keeps a note that could not be saved, and says so', async () => {
    openRequests({
      AdminContactRequests: list(sophie),
      AddContactRequestNote: () => {
        throw new Error('réseau coupé');
      },
    });
    const card = await requestCard('Sophie Leroy');
    const body = within(card).getByLabelText('Nouvelle note sur la demande de Sophie Leroy');
    fireEvent.change(body, { target: { value: 'À rappeler lundi.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter la note' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La note n’a pas été enregistrée. Réessayez.');
    expect(body).toHaveProperty('value', 'À rappeler lundi.');
  });

  it('books a request with a centre and a phone from it', async () => {
    const onBook = vi.fn();
    openRequests({ AdminContactRequests: list(sophie, paul) }, { onBook });
    fireEvent.click(
      within(await requestCard('Sophie Leroy')).getByRole('button', { name: 'Prendre rendez-vous pour Sophie Leroy' }),
    );
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: '11', centre: 'nice' }));
    // Without a centre, there is no agenda to book in.
    expect(within(await requestCard('Paul Durand')).queryByRole('button', { name: /^Prendre rendez-vous/ })).toBeNull();
  });

  it('says the requests could not be loaded', async () => {
    openRequests({ AdminContactRequests: refused('Erreur interne', 'INTERNAL_SERVER_ERROR') });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du chargement des demandes de contact',
    );
  });
});
