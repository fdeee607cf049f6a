// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../admin-messages';
import { adminRealisation, installBrowserGaps, renderWithServer, UploadRequests, type Answer } from '../test-support';
import { readDraft, writeDraft } from './draft-store';
import { emptyForm } from './form-state';
import { RealisationDialog } from './RealisationDialog';

const centres = [
  { id: 'montpellier', name: 'Montpellier' },
  { id: 'nice', name: 'Nice' },
] as Parameters<typeof RealisationDialog>[0]['centres'];
const owner = 'lea';

function openDialog(answer: Answer, props: Partial<Parameters<typeof RealisationDialog>[0]> = {}) {
  const handlers = { onSaved: vi.fn(), onClose: vi.fn(), onUnauthenticated: vi.fn() };
  const rendered = renderWithServer(
    <RealisationDialog
      realisation={null}
      centres={centres}
      token="jeton"
      owner={owner}
      canFeature
      {...handlers}
      {...props}
    />,
    answer,
  );
  return { ...rendered, ...handlers };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: adminMessages.submitCreate }));

/** The fields the spec requires, filled in. */
function fillRequired() {
  fireEvent.change(field('Centre *'), { target: { value: 'nice' } });
  type('Titre *', 'Golf 7 GTI : stage 1');
  type('Marque *', 'Volkswagen');
  type('Modèle *', 'Golf 7 GTI');
}

beforeAll(installBrowserGaps);
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the realisation form', () => {
  it('marks every required field at fault at once, each described by its problem, and sends nothing', async () => {
    const { sent } = openDialog(() => undefined);
    type('Année', '1850');
    field('Description').focus();
    submit();

    for (const [label, message] of [
      ['Centre *', 'Le centre et le titre sont obligatoires'],
      ['Titre *', 'Le centre et le titre sont obligatoires'],
      ['Marque *', 'La marque et le modèle du véhicule sont obligatoires'],
      ['Modèle *', 'La marque et le modèle du véhicule sont obligatoires'],
      ['Année', `Année : entre 1900 et ${new Date().getUTCFullYear() + 1}`],
    ] as const) {
      const input = field(label);
      expect(input).toHaveProperty('ariaInvalid', 'true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(screen.getByRole('alert').textContent).toBe('Le centre et le titre sont obligatoires');
    expect(document.activeElement).toBe(field('Centre *'));
    // Edited, a field stops showing its problem; the others keep theirs.
    type('Titre *', 'Un titre');
    expect(field('Titre *').getAttribute('aria-invalid')).toBeNull();
    expect(field('Marque *').getAttribute('aria-invalid')).toBe('true');
    await act(() => Promise.resolve());
    expect(sent).toEqual([]);
  });

  it('keeps what is typed as the account’s draft, and reopens from it with a notice', async () => {
    const first = openDialog(() => undefined);
    type('Titre *', 'Brouillon en cours');
    expect(readDraft(owner)?.form.title).toBe('Brouillon en cours');
    first.unmount();

    const restored = readDraft(owner)!;
    openDialog(() => undefined, { restored });
    expect(field('Titre *').value).toBe('Brouillon en cours');
    expect(screen.getByText(/Saisie non enregistrée restaurée/).textContent).toMatch(
      /Enregistrez-la, ou fermez le formulaire pour l’abandonner\.$/,
    );
    // Closing the form discards the draft.
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(readDraft(owner)).toBeNull();
  });

  it('says which chosen files a restored draft could not keep', () => {
    writeDraft(owner, null, {
      ...emptyForm(),
      title: 'Avec photo',
      media: { url: null, file: new File(['x'], 'moteur.jpg', { type: 'image/jpeg' }) },
    });
    openDialog(() => undefined, { restored: readDraft(owner) });
    expect(screen.getByText(/Saisie non enregistrée restaurée/).textContent).toContain(
      'Les fichiers choisis alors n’étaient pas encore envoyés : choisissez-les de nouveau.',
    );
  });

  describe('with a file to send', () => {
    const uploads = new UploadRequests();
    const realXhr = globalThis.XMLHttpRequest;
    beforeEach(() => uploads.sent.splice(0));
    beforeAll(() => uploads.install());
    afterAll(() => {
      globalThis.XMLHttpRequest = realXhr;
    });

    const chooseMainPhoto = () =>
      fireEvent.change(field('Photo principale'), {
        target: { files: [new File(['jpeg'], 'golf.jpg', { type: 'image/jpeg' })] },
      });

    it('sends it first with its progress, then saves the realisation with its URL, and drops the draft', async () => {
      const { sent, onSaved } = openDialog(({ name }) =>
        name === 'CreateRealisation'
          ? { data: { createRealisation: adminRealisation({ mediaUrl: '/uploads/abc123.webp' }) } }
          : undefined,
      );
      fillRequired();
      chooseMainPhoto();
      expect(screen.getByText('golf.jpg (à envoyer)')).toBeTruthy();
      submit();

      await waitFor(() => expect(uploads.sent).toHaveLength(1));
      const upload = uploads.sent[0]!;
      expect(upload.url).toBe('/graphql');
      expect(upload.headers.Authorization).toBe('Basic jeton');
      expect((upload.body?.get('0') as File).name).toBe('golf.jpg');
      expect(screen.getByRole('button', { name: adminMessages.uploading })).toHaveProperty('disabled', true);
      act(() => upload.progress(40, 100));
      expect(screen.getByRole('progressbar', { name: 'Envoi de golf.jpg' })).toHaveProperty('value', 40);

      act(() =>
        upload.answer(200, {
          data: {
            uploadMedia: { url: '/uploads/abc123.webp', thumbnailUrl: '/uploads/abc123-400.webp', type: 'photo' },
          },
        }),
      );
      await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
      expect(sent.map((s) => s.name)).toEqual(['CreateRealisation']);
      expect(sent[0]!.variables.input).toMatchObject({
        centre: 'nice',
        title: 'Golf 7 GTI : stage 1',
        mediaUrl: '/uploads/abc123.webp',
      });
      expect(onSaved.mock.calls[0]![0]).toMatchObject({ created: true, realisation: { id: '7' } });
      expect(readDraft(owner)).toBeNull();
    });

    it('shows a refused upload’s message and keeps the file to send again', async () => {
      const { sent } = openDialog(() => undefined);
      fillRequired();
      chooseMainPhoto();
      submit();
      await waitFor(() => expect(uploads.sent).toHaveLength(1));
      act(() => uploads.sent[0]!.answer(200, { errors: [{ message: 'Fichier trop volumineux (20 Mo au plus)' }] }));

      expect((await screen.findByRole('alert')).textContent).toBe('Fichier trop volumineux (20 Mo au plus)');
      expect(screen.getByRole('button', { name: adminMessages.submitCreate })).toHaveProperty('disabled', false);
      expect(screen.getByText('golf.jpg (à envoyer)')).toBeTruthy();
      expect(sent).toEqual([]);
    });

    it('says the spec’s upload message when the request fails without an answer', async () => {
      openDialog(() => undefined);
      fillRequired();
      chooseMainPhoto();
      submit();
      await waitFor(() => expect(uploads.sent).toHaveLength(1));
      act(() => uploads.sent[0]!.onerror?.());
      expect((await screen.findByRole('alert')).textContent).toBe("Erreur lors de l'upload");
    });

    it('hands an expired session to the login form', async () => {
      const { onUnauthenticated } = openDialog(() => undefined);
      fillRequired();
      chooseMainPhoto();
      submit();
      await waitFor(() => expect(uploads.sent).toHaveLength(1));
      act(() => uploads.sent[0]!.answer(401, { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] }));
      await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledOnce());
    });
  });

  it('says the server’s text when saving fails with one, and the spec’s message otherwise', async () => {
    let answer: ReturnType<Answer> = { errors: [{ message: 'Base de données indisponible' }] };
    openDialog(({ name }) => (name === 'CreateRealisation' ? answer : undefined));
    fillRequired();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Base de données indisponible');
    expect(screen.getByRole('button', { name: adminMessages.submitCreate })).toHaveProperty('disabled', false);

    answer = undefined; // the request fails with no GraphQL answer
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erreur lors de la sauvegarde'));
  });

  it('puts the server’s refusal on its field and moves there', async () => {
    const { onSaved } = openDialog(
      ({ name }) =>
        name === 'UpdateRealisation'
          ? {
              data: {
                updateRealisation: {
                  __typename: 'RealisationInvalid',
                  message: 'Marque : 60 caractères au plus',
                  field: 'vehicleInfo.brand',
                },
              },
            }
          : undefined,
      { realisation: adminRealisation() },
    );
    fireEvent.click(screen.getByRole('button', { name: adminMessages.submitEdit }));

    const brand = field('Marque *');
    await waitFor(() => expect(brand.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(brand.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Marque : 60 caractères au plus',
    );
    expect(within(screen.getByRole('alert')).getByText('Marque : 60 caractères au plus')).toBeTruthy();
    // The focus moves once the form is enabled again, a render after the problem shows.
    await waitFor(() => expect(document.activeElement).toBe(brand));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
