// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTrashQuery } from '../../../gql/admin/graphql';
import { answers, confirmations, renderWithServer, variablesOf, type Reply, type Replies } from '../test-support';
import { RealisationTrash } from './RealisationTrash';

type Trashed = AdminTrashQuery['adminTrash'][number];
const trashed = (fields: Partial<Trashed>): Trashed =>
  ({
    __typename: 'TrashedRealisation',
    id: '7',
    title: 'Golf 7 GTI : stage 1',
    centre: 'nice',
    type: 'photo',
    thumbnailUrl: null,
    deletedAt: '2026-06-01T10:00:00.000Z',
    purgeAt: '2026-07-01T10:00:00.000Z',
    daysLeft: 21,
    ...fields,
  }) as Trashed;
const golf = trashed({});
const clio = trashed({ id: '8', title: 'Clio 4 RS : E85', centre: 'montpellier', type: 'video', daysLeft: 0 });
const trash = (...items: Trashed[]): Reply => ({ data: { adminTrash: items } });

function openTrash(replies: Replies) {
  const onPublicChange = vi.fn();
  const rendered = renderWithServer(
    <RealisationTrash centreNames={new Map([['nice', 'Nice']])} onPublicChange={onPublicChange} />,
    answers(replies),
  );
  return { ...rendered, onPublicChange };
}
const entry = (title: string) => screen.findByRole('article', { name: title });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the trash', () => {
  it('lists the deleted realisations with the days left before their purge', async () => {
    openTrash({ AdminTrash: trash(golf, clio) });
    const first = await entry('Golf 7 GTI : stage 1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Corbeille (2)');
    expect(within(first).getByText('Nice · Photo')).toBeTruthy();
    expect(within(first).getByText('Supprimée le').textContent).toMatch(/^Supprimée le 1 juin 2026 à/);
    expect(within(first).getByText('Suppression définitive le 1 juillet 2026 (dans 21 jours)')).toBeTruthy();
    const second = await entry('Clio 4 RS : E85');
    // A centre not among the account's is named by its id.
    expect(within(second).getByText('montpellier · Vidéo')).toBeTruthy();
    expect(within(second).getByText('Suppression définitive à la prochaine purge')).toBeTruthy();
  });

  it('says when it is empty', async () => {
    openTrash({ AdminTrash: trash() });
    expect(await screen.findByText('La corbeille est vide.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Corbeille');
  });

  it('restores a realisation: public again, said, and the focus back on the trash’s heading', async () => {
    const { sent, onPublicChange } = openTrash({
      AdminTrash: [trash(golf, clio), trash(clio)],
      RestoreRealisation: {
        data: { restoreRealisation: { __typename: 'AdminRealisation', id: '7', title: golf.title } },
      },
    });
    fireEvent.click(
      within(await entry(golf.title)).getByRole('button', { name: /^Restaurer\s?« Golf 7 GTI : stage 1 »$/ }),
    );

    expect((await screen.findByRole('status')).textContent).toBe('Réalisation « Golf 7 GTI : stage 1 » restaurée.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    await waitFor(() => expect(screen.queryByRole('article', { name: golf.title })).toBeNull());
    expect(onPublicChange).toHaveBeenCalledOnce();
    expect(variablesOf(sent, 'RestoreRealisation')).toEqual([{ id: '7' }]);
  });

  it('purges a realisation only after its confirmation', async () => {
    const asked = confirmations(false);
    const { sent, onPublicChange } = openTrash({
      AdminTrash: [trash(golf, clio), trash(clio)],
      PurgeRealisation: { data: { purgeRealisation: true } },
    });
    // The title ends the button's name (« … » read after a space by browsers; jsdom's computation drops it).
    const purge = within(await entry(golf.title)).getByRole('button', {
      name: /^Supprimer définitivement\s?« Golf 7 GTI : stage 1 »$/,
    });
    fireEvent.click(purge);
    expect(asked).toHaveBeenCalledWith(
      'Supprimer définitivement « Golf 7 GTI : stage 1 » ? Ses photos et vidéos qu’aucune autre réalisation n’utilise seront effacées. Cette action est irréversible.',
    );
    expect(variablesOf(sent, 'PurgeRealisation')).toEqual([]);

    asked.mockReturnValue(true);
    fireEvent.click(purge);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Réalisation « Golf 7 GTI : stage 1 » supprimée définitivement.',
    );
    expect(variablesOf(sent, 'PurgeRealisation')).toEqual([{ id: '7' }]);
    expect(onPublicChange).not.toHaveBeenCalled();
  });

  it('says a purge failed, and keeps the realisation', async () => {
    confirmations(true);
    openTrash({
      AdminTrash: trash(golf),
      PurgeRealisation: () => {
        throw new Error('réseau coupé');
      },
    });
    const item = await entry(golf.title);
    fireEvent.click(within(item).getByRole('button', { name: /^Supprimer définitivement/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la suppression définitive');
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: /^Restaurer/ })).toHaveProperty('disabled', false),
    );
  });

  it('says a restore failed', async () => {
    const { onPublicChange } = openTrash({ AdminTrash: trash(golf) });
    fireEvent.click(within(await entry(golf.title)).getByRole('button', { name: /^Restaurer/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la restauration');
    expect(onPublicChange).not.toHaveBeenCalled();
  });

  it('says the trash could not be loaded', async () => {
    openTrash({ AdminTrash: { errors: [{ message: 'Erreur interne' }] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement de la corbeille');
  });
});
