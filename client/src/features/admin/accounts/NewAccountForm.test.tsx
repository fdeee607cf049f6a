// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServer, type Answer } from '../test-support';
import { AccountCard } from './AccountCard';
import { NewAccountForm } from './NewAccountForm';

const centres = [
  { id: 'montpellier', name: 'Montpellier' },
  { id: 'nice', name: 'Nice' },
];
const account = {
  __typename: 'AdminAccount' as const,
  id: '3',
  username: 'lea',
  role: 'centre',
  centres: ['nice'],
  disabled: false,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const problemOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && !text.includes('caractères au moins ;'));

afterEach(cleanup);

describe('a new account', () => {
  function openForm(answer: Answer) {
    const onDone = vi.fn();
    return { onDone, ...renderWithServer(<NewAccountForm centres={centres} onDone={onDone} />, answer) };
  }

  it('says every field at fault at once, with the gateway’s sentences, and sends nothing', async () => {
    const { sent } = openForm(() => undefined);
    type('Nom d’utilisateur', 'l');
    type('Mot de passe initial', 'aaaaaaaaaaaaaaaa');
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(field('Nom d’utilisateur').getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(field('Nom d’utilisateur'))).toEqual([
      'Nom d’utilisateur invalide : 3 à 64 lettres, chiffres ou . _ @ -',
    ]);
    expect(problemOf(field('Mot de passe initial'))).toEqual(['Le mot de passe est trop répétitif.']);
    expect(screen.getByText('Choisissez au moins un centre pour un responsable de centre.')).toBeTruthy();
    expect(field('Nice').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Nom d’utilisateur')));
    expect(sent).toEqual([]);
  });

  it('shows what only the gateway knows: a name already taken', async () => {
    const { sent, onDone } = openForm(() => ({
      data: {
        createAdminAccount: {
          __typename: 'AdminAccountRefused',
          code: 'CONFLICT',
          message: 'Le compte « lea » existe déjà.',
          field: null,
        },
      },
    }));
    type('Nom d’utilisateur', 'lea');
    type('Mot de passe initial', 'une phrase assez longue');
    fireEvent.click(field('Nice'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Le compte « lea » existe déjà.');
    expect(sent).toEqual([
      {
        name: 'CreateAdminAccount',
        variables: {
          input: { username: 'lea', password: 'une phrase assez longue', role: 'centre', centres: ['nice'] },
        },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('creates a network administrator with no centre', async () => {
    const { sent, onDone } = openForm(() => ({
      data: { createAdminAccount: { ...account, username: 'marc', role: 'reseau', centres: [] } },
    }));
    type('Nom d’utilisateur', 'marc');
    type('Mot de passe initial', 'une phrase assez longue');
    fireEvent.click(field('Administrateur du réseau'));
    expect(screen.queryByText('Centres')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]!.variables).toEqual({
      input: { username: 'marc', password: 'une phrase assez longue', role: 'reseau', centres: [] },
    });
  });
});

describe('an account’s changes', () => {
  it('checks a new password before sending it, then says the sessions are closed', async () => {
    const { sent } = renderWithServer(
      <AccountCard account={account} centres={centres} centreNames={new Map()} self="admin" />,
      ({ name }) =>
        name === 'ResetAdminAccountPassword' ? { data: { resetAdminAccountPassword: account } } : undefined,
    );
    // The name's hidden end (« pour lea ») is read by browsers with its space; jsdom's computation drops it.
    fireEvent.click(screen.getByRole('button', { name: /^Nouveau mot de passe\s?pour lea$/ }));
    type('Nouveau mot de passe', 'court');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(problemOf(field('Nouveau mot de passe'))).toEqual(['Le mot de passe doit compter au moins 12 caractères.']);
    await act(() => Promise.resolve());
    expect(sent).toEqual([]);

    type('Nouveau mot de passe', 'une phrase assez longue');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      (await screen.findByText('Mot de passe changé ; les sessions ouvertes de ce compte sont fermées.')).textContent,
    ).toBeTruthy();
    expect(sent).toEqual([
      { name: 'ResetAdminAccountPassword', variables: { username: 'lea', password: 'une phrase assez longue' } },
    ]);
  });
});
