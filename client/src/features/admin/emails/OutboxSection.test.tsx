// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOutboxQuery } from '../../../gql/admin/graphql';
import {
  answers,
  confirmations,
  refused,
  renderWithServer,
  variablesOf,
  type Reply,
  type Replies,
} from '../test-support';
import { OutboxSection } from './OutboxSection';

type Message = AdminOutboxQuery['adminOutbox'][number];
const message = (fields: Partial<Message>): Message =>
  ({
    __typename: 'OutboxMessage',
    id: '1',
    createdAt: '2026-06-09T08:00:00.000Z',
    kind: 'visitor-confirmation',
    recipient: 'jean@example.test',
    subject: 'Votre rendez-vous du 11 juin',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: '2026-06-09T08:05:00.000Z',
    lastError: null,
    withheldReason: null,
    ...fields,
  }) as Message;

const waiting = message({});
const failed = message({
  id: '2',
  kind: 'centre-notification',
  recipient: 'nice@example.test',
  subject: 'Nouvelle demande de Sophie Leroy',
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
});
const review = message({ id: '3', kind: 'visitor-reminder', subject: 'Rappel : rendez-vous demain', status: 'review' });
const review2 = message({ id: '4', kind: 'visitor-reminder', subject: 'Rappel : rendez-vous lundi', status: 'review' });

const outbox = (messages: Message[], summary: Partial<AdminOutboxQuery['adminOutboxSummary']> = {}): Reply => ({
  data: {
    adminOutboxSummary: {
      __typename: 'OutboxSummary',
      sending: true,
      pending: messages.filter((m) => m.status === 'pending').length,
      failed: messages.filter((m) => m.status === 'failed').length,
      withheld: 0,
      review: messages.filter((m) => m.status === 'review').length,
      sent: 42,
      ...summary,
    },
    adminOutbox: messages,
  },
});

const openOutbox = (replies: Replies) => renderWithServer(<OutboxSection />, answers(replies));
/** A message's entry in the list, found by its subject. */
const item = async (subject: string) => (await screen.findByText(subject)).closest('li')!;
/** A button whose name ends with the message's subject, read after a space by browsers (jsdom drops it). */
const buttonFor = (entry: HTMLElement, action: string, subject: string) =>
  within(entry).getByRole('button', { name: new RegExp(`^${action}\\s?« ${subject} »$`) });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the e-mails not sent', () => {
  it('lists them with their state, counts and the server’s last answer', async () => {
    openOutbox({ AdminOutbox: outbox([waiting, failed]) });
    const given = await item(failed.subject);
    expect(within(given).getByText('Abandonné').parentElement?.textContent).toMatch(
      /^Abandonné Avis au centre à nice@example\.test, créé le /,
    );
    expect(within(given).getByText(/^5 essais/).textContent).toBe(
      '5 essais ; dernière réponse du serveur : « 550 mailbox unavailable »',
    );
    // A message waiting has nothing to do yet.
    expect(within(await item(waiting.subject)).queryByRole('button')).toBeNull();
    const counts = screen.getByText('Envoyés').closest('dl')!;
    expect([...counts.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'En attente1',
      'Abandonnés1',
      'Retenus0',
      'À vérifier0',
      'Envoyés42',
    ]);
    expect(screen.queryByText(/L’envoi des e-mails n’est pas configuré/)).toBeNull();
  });

  it('says when sending is not configured, and when all has left', async () => {
    openOutbox({ AdminOutbox: outbox([], { sending: false }) });
    expect(await screen.findByText('Aucun e-mail en attente : tout est parti.')).toBeTruthy();
    expect(screen.getByText(/^L’envoi des e-mails n’est pas configuré \(variable SMTP_URL\)/)).toBeTruthy();
  });

  it('puts a message given up back in the queue', async () => {
    const { sent } = openOutbox({
      AdminOutbox: [outbox([failed]), outbox([{ ...failed, status: 'pending', attempts: 0, lastError: null }])],
      RetryOutboxMessage: {
        data: {
          retryOutboxMessage: {
            __typename: 'OutboxMessage',
            id: '2',
            status: 'pending',
            attempts: 0,
            nextAttemptAt: failed.nextAttemptAt,
            lastError: null,
          },
        },
      },
    });
    fireEvent.click(buttonFor(await item(failed.subject), 'Renvoyer', failed.subject));
    expect((await screen.findByRole('status')).textContent).toBe(
      'E-mail « Nouvelle demande de Sophie Leroy » remis en attente d’envoi.',
    );
    expect(variablesOf(sent, 'RetryOutboxMessage')).toEqual([{ id: '2' }]);
  });

  it('says why a message could not be put back', async () => {
    openOutbox({
      AdminOutbox: outbox([failed]),
      RetryOutboxMessage: [
        refused('Réservé aux administrateurs du réseau.', 'FORBIDDEN'),
        () => {
          throw new Error('réseau coupé');
        },
      ],
    });
    const entry = await item(failed.subject);
    fireEvent.click(buttonFor(entry, 'Renvoyer', failed.subject));
    expect((await screen.findByRole('alert')).textContent).toBe('Réservé aux administrateurs du réseau.');
    fireEvent.click(buttonFor(entry, 'Renvoyer', failed.subject));
    expect((await screen.findByText('Erreur lors de l’envoi de l’e-mail')).getAttribute('role')).toBe('alert');
  });
});

describe('the e-mails to review (from a restored backup)', () => {
  it('says they may have left already, and sends or drops each one', async () => {
    const asked = confirmations(true);
    const { sent } = openOutbox({
      AdminOutbox: outbox([review, review2]),
      RetryOutboxMessage: {
        data: {
          retryOutboxMessage: {
            __typename: 'OutboxMessage',
            id: '3',
            status: 'pending',
            attempts: 0,
            nextAttemptAt: review.nextAttemptAt,
            lastError: null,
          },
        },
      },
      DropOutboxMessage: { data: { dropOutboxMessage: true } },
    });
    const first = await item(review.subject);
    expect(screen.getByText(/^2 e-mails à vérifier : ils attendaient dans la sauvegarde restaurée/)).toBeTruthy();
    expect(within(first).getByText('À vérifier')).toBeTruthy();

    fireEvent.click(buttonFor(first, 'Envoyer', review.subject));
    expect((await screen.findByRole('status')).textContent).toBe(
      'E-mail « Rappel : rendez-vous demain » remis en attente d’envoi.',
    );

    fireEvent.click(buttonFor(await item(review2.subject), 'Supprimer', review2.subject));
    expect(asked).toHaveBeenCalledWith('Supprimer l’e-mail « Rappel : rendez-vous lundi » ? Il ne partira jamais.');
    expect((await screen.findByText('E-mail « Rappel : rendez-vous lundi » supprimé.')).getAttribute('role')).toBe(
      'status',
    );
    expect(variablesOf(sent, 'RetryOutboxMessage')).toEqual([{ id: '3' }]);
    expect(variablesOf(sent, 'DropOutboxMessage')).toEqual([{ id: '4' }]);
  });

  it('keeps a message when its drop is not confirmed', async () => {
    confirmations(false);
    const { sent } = openOutbox({ AdminOutbox: outbox([review]) });
    fireEvent.click(buttonFor(await item(review.subject), 'Supprimer', review.subject));
    expect(variablesOf(sent, 'DropOutboxMessage')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends all of them at once, after saying some may arrive twice', async () => {
    const asked = confirmations(true);
    const { sent } = openOutbox({
      AdminOutbox: outbox([review, review2]),
      SendOutboxReview: { data: { sendOutboxReview: 2 } },
    });
    await item(review.subject);
    fireEvent.click(screen.getByRole('button', { name: 'Tout envoyer' }));
    expect(asked).toHaveBeenCalledWith(
      'Envoyer les e-mails à vérifier (2) ? Ceux déjà partis du site d’origine arriveront une seconde fois.',
    );
    expect((await screen.findByRole('status')).textContent).toBe('2 e-mails à vérifier remis en attente d’envoi.');
    expect(variablesOf(sent, 'SendOutboxReview')).toEqual([{}]);
  });

  it('drops all of them at once, or says why not', async () => {
    const asked = confirmations(true);
    openOutbox({
      AdminOutbox: outbox([review, review2]),
      DropOutboxReview: [
        { data: { dropOutboxReview: 2 } },
        () => {
          throw new Error('réseau coupé');
        },
      ],
    });
    await item(review.subject);
    fireEvent.click(screen.getByRole('button', { name: 'Tout supprimer' }));
    expect(asked).toHaveBeenCalledWith('Supprimer les e-mails à vérifier (2) ? Ils ne partiront jamais.');
    expect((await screen.findByRole('status')).textContent).toBe('2 e-mails à vérifier supprimés.');

    fireEvent.click(screen.getByRole('button', { name: 'Tout supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la suppression des e-mails à vérifier');
  });

  it('says the e-mails could not be loaded', async () => {
    openOutbox({ AdminOutbox: refused('Réservé aux administrateurs du réseau.', 'FORBIDDEN') });
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement des e-mails');
  });
});
