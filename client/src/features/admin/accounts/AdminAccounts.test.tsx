// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answers, confirmations, renderWithServer, variablesOf, type Reply, type Replies } from '../test-support';
import type { Account } from './account-outcome';
import { AdminAccounts } from './AdminAccounts';

const centres = [
  { id: 'montpellier', name: 'Montpellier' },
  { id: 'nice', name: 'Nice' },
];
const account = (fields: Partial<Account>): Account =>
  ({
    __typename: 'AdminAccount',
    id: '1',
    username: 'admin',
    role: 'reseau',
    centres: [],
    disabled: false,
    ...fields,
  }) as Account;
const admin = account({});
const lea = account({ id: '3', username: 'lea', role: 'centre', centres: ['nice'] });
const marc = account({ id: '4', username: 'marc', role: 'centre', centres: ['montpellier', 'nice'], disabled: true });
const accounts = (...list: Account[]): Reply => ({ data: { adminAccounts: list } });
const refusal = (message: string, field: string | null = null) => ({
  __typename: 'AdminAccountRefused',
  code: 'CONFLICT',
  message,
  field,
});

const openAccounts = (replies: Replies) =>
  renderWithServer(<AdminAccounts centres={centres} self="admin" />, answers(replies));
const accountCard = (username: string) => screen.findByRole('article', { name: new RegExp(`^${username}`) });
/** The account's button: its visible words, then the account's name (read after a space; jsdom drops it). */
const action = (card: HTMLElement, words: string) =>
  within(card).getByRole('button', { name: new RegExp(`^${words}\\s?(de |pour )?\\w+$`) });
const details = (card: HTMLElement) =>
  [...card.querySelectorAll('dl > div')].map((row) => `${row.firstChild?.textContent} : ${row.lastChild?.textContent}`);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the accounts', () => {
  it('lists each account with its role and centres, and never offers to disable one’s own', async () => {
    openAccounts({ AdminAccounts: accounts(admin, lea, marc) });
    const self = await accountCard('admin');
    expect(within(self).getByRole('heading').textContent).toBe('admin (vous)');
    expect(details(self)).toEqual(['Rôle : Administrateur du réseau', 'Centres : Tous']);
    expect(within(self).queryByRole('button', { name: /^Désactiver/ })).toBeNull();

    const manager = await accountCard('lea');
    expect(details(manager)).toEqual(['Rôle : Responsable de centre', 'Centres : Nice']);
    expect(action(manager, 'Désactiver')).toBeTruthy();

    const off = await accountCard('marc');
    expect(within(off).getByText('Désactivé')).toBeTruthy();
    expect(details(off)).toEqual(['Rôle : Responsable de centre', 'Centres : Montpellier, Nice']);
    expect(action(off, 'Réactiver')).toBeTruthy();
  });

  it('creates an account from the list, and says so', async () => {
    const { sent } = openAccounts({
      AdminAccounts: [accounts(admin), accounts(admin, account({ id: '5', username: 'paul' }))],
      CreateAdminAccount: { data: { createAdminAccount: account({ id: '5', username: 'paul' }) } },
    });
    await accountCard('admin');
    fireEvent.click(screen.getByRole('button', { name: /Nouveau compte$/ }));
    fireEvent.change(screen.getByLabelText('Nom d’utilisateur'), { target: { value: 'paul' } });
    fireEvent.change(screen.getByLabelText('Mot de passe initial'), { target: { value: 'une phrase assez longue' } });
    fireEvent.click(screen.getByLabelText('Administrateur du réseau'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await waitFor(() => expect(screen.getByText('Compte « paul » créé.').getAttribute('role')).toBe('status'));
    expect(screen.queryByRole('button', { name: 'Créer le compte' })).toBeNull();
    expect(variablesOf(sent, 'CreateAdminAccount')).toEqual([
      { input: { username: 'paul', password: 'une phrase assez longue', role: 'reseau', centres: [] } },
    ]);
  });

  it('changes an account’s centres', async () => {
    const { sent } = openAccounts({
      AdminAccounts: [accounts(admin, lea), accounts(admin, { ...lea, centres: ['nice', 'montpellier'] })],
      SetAdminAccountAccess: {
        data: { setAdminAccountAccess: { ...lea, centres: ['nice', 'montpellier'] } },
      },
    });
    const card = await accountCard('lea');
    fireEvent.click(action(card, 'Modifier l’accès'));
    const form = within(card).getByRole('form', { name: 'Accès de lea' });
    expect(within(form).getByLabelText('Responsable de centre')).toHaveProperty('checked', true);
    expect(within(form).getByLabelText('Nice')).toHaveProperty('checked', true);
    fireEvent.click(within(form).getByLabelText('Montpellier'));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(within(card).getByText('Accès mis à jour.')).toBeTruthy());
    expect(within(card).queryByRole('form')).toBeNull();
    expect(variablesOf(sent, 'SetAdminAccountAccess')).toEqual([
      { username: 'lea', role: 'centre', centres: ['nice', 'montpellier'] },
    ]);
    await waitFor(() => expect(details(card)).toEqual(['Rôle : Responsable de centre', 'Centres : Nice, Montpellier']));
  });

  it('asks for a centre before sending a centre manager’s access, and shows the gateway’s refusal', async () => {
    const { sent } = openAccounts({
      AdminAccounts: accounts(admin, lea),
      SetAdminAccountAccess: {
        data: { setAdminAccountAccess: refusal('Il doit rester au moins un administrateur du réseau actif.') },
      },
    });
    const card = await accountCard('lea');
    fireEvent.click(action(card, 'Modifier l’accès'));
    const form = within(card).getByRole('form', { name: 'Accès de lea' });
    fireEvent.click(within(form).getByLabelText('Nice'));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Choisissez au moins un centre pour un responsable de centre.')).toBeTruthy();
    expect(within(form).getByLabelText('Nice').getAttribute('aria-invalid')).toBe('true');
    expect(variablesOf(sent, 'SetAdminAccountAccess')).toEqual([]);

    fireEvent.click(within(form).getByLabelText('Administrateur du réseau'));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Il doit rester au moins un administrateur du réseau actif.',
    );
    expect(variablesOf(sent, 'SetAdminAccountAccess')).toEqual([{ username: 'lea', role: 'reseau', centres: [] }]);
  });

  it('disables an account after a confirmation, and enables one again', async () => {
    const asked = confirmations(true);
    const { sent } = openAccounts({
      AdminAccounts: [
        accounts(admin, lea, marc),
        accounts(admin, { ...lea, disabled: true }, marc),
        accounts(admin, { ...lea, disabled: true }, { ...marc, disabled: false }),
      ],
      SetAdminAccountDisabled: ({ username, disabled }) => ({
        data: { setAdminAccountDisabled: { ...(username === 'lea' ? lea : marc), disabled } },
      }),
    });
    const card = await accountCard('lea');
    fireEvent.click(action(card, 'Désactiver'));
    expect(asked).toHaveBeenCalledWith('Désactiver le compte « lea » ? Ses sessions ouvertes se ferment.');
    await waitFor(() => expect(within(card).getByText('Compte désactivé.')).toBeTruthy());
    await waitFor(() => expect(within(card).getByText('Désactivé')).toBeTruthy());

    const off = await accountCard('marc');
    fireEvent.click(action(off, 'Réactiver'));
    await waitFor(() => expect(within(off).getByText('Compte réactivé.')).toBeTruthy());
    // Enabling asks nothing.
    expect(asked).toHaveBeenCalledOnce();
    expect(variablesOf(sent, 'SetAdminAccountDisabled')).toEqual([
      { username: 'lea', disabled: true },
      { username: 'marc', disabled: false },
    ]);
  });

  it('keeps an account enabled when the confirmation is declined, or the gateway refuses', async () => {
    const asked = confirmations(false);
    const { sent } = openAccounts({
      AdminAccounts: accounts(admin, lea),
      SetAdminAccountDisabled: {
        data: { setAdminAccountDisabled: refusal('Il doit rester au moins un administrateur du réseau actif.') },
      },
    });
    const card = await accountCard('lea');
    fireEvent.click(action(card, 'Désactiver'));
    expect(variablesOf(sent, 'SetAdminAccountDisabled')).toEqual([]);

    asked.mockReturnValue(true);
    fireEvent.click(action(card, 'Désactiver'));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Il doit rester au moins un administrateur du réseau actif.',
    );
    expect(within(card).queryByText('Désactivé')).toBeNull();
  });

  it('sets a new password, or shows the gateway’s problem under the field', async () => {
    const { sent } = openAccounts({
      AdminAccounts: accounts(admin, lea),
      ResetAdminAccountPassword: [
        { data: { resetAdminAccountPassword: refusal('Ce mot de passe est trop courant.', 'password') } },
        { data: { resetAdminAccountPassword: lea } },
      ],
    });
    const card = await accountCard('lea');
    fireEvent.click(action(card, 'Nouveau mot de passe'));
    const form = within(card).getByRole('form', { name: 'Nouveau mot de passe de lea' });
    const password = within(form).getByLabelText('Nouveau mot de passe');
    fireEvent.change(password, { target: { value: 'motdepasse123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(
      password
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual([
      '12 caractères au moins ; à transmettre à la personne par un moyen sûr.',
      'Ce mot de passe est trop courant.',
    ]);

    fireEvent.change(password, { target: { value: 'une phrase assez longue' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(
        within(card).getByText('Mot de passe changé ; les sessions ouvertes de ce compte sont fermées.'),
      ).toBeTruthy(),
    );
    expect(variablesOf(sent, 'ResetAdminAccountPassword')).toEqual([
      { username: 'lea', password: 'motdepasse123' },
      { username: 'lea', password: 'une phrase assez longue' },
    ]);
  });

  it('says the accounts could not be loaded', async () => {
    openAccounts({ AdminAccounts: { errors: [{ message: 'Réservé aux administrateurs du réseau.' }] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement des comptes');
  });
});
