import { useEffect, useRef, useState } from 'react';
import { useCreateRealisationMutation, useUpdateRealisationMutation } from '../../../gql/admin/hooks';
import { graphQLMessage, isUnauthenticated } from '../admin-client';
import { adminMessages } from '../admin-messages';
import {
  formFieldOf,
  toRealisationInput,
  validateForm,
  type AdminRealisation,
  type FormProblem,
  type FormState,
} from './form-state';
import { UploadError, uploadMedia } from './upload';

export type Phase = 'idle' | 'uploading' | 'saving';

/** A file waiting to be sent: where its URL goes once uploaded. */
interface PendingUpload {
  key: string;
  file: File;
  apply(form: FormState, uploaded: { url: string; thumbnailUrl: string | null }): FormState;
}

/** The files chosen in the form and not sent yet, in the order they are sent: main media, thumbnail, gallery. */
export function pendingUploads(form: FormState): PendingUpload[] {
  const list: PendingUpload[] = [];
  if (form.media.file)
    list.push({
      key: 'media',
      file: form.media.file,
      // Without a chosen thumbnail, the server takes the media's own (a video's poster frame).
      apply: (s, u) => ({ ...s, media: { url: u.url, file: null } }),
    });
  if (form.type === 'video' && form.thumbnail.file)
    list.push({
      key: 'thumbnail',
      file: form.thumbnail.file,
      apply: (s, u) => ({ ...s, thumbnail: { url: u.url, file: null } }),
    });
  for (const item of form.gallery) {
    if (!item.file) continue;
    list.push({
      key: item.key,
      file: item.file,
      apply: (s, u) => ({
        ...s,
        gallery: s.gallery.map((g) => (g.key === item.key ? { ...g, url: u.url, file: null } : g)),
      }),
    });
  }
  return list;
}

interface SubmitOptions {
  /** The realisation edited; null when creating one. */
  realisation: AdminRealisation | null;
  token: string;
  /** Each file sent is written back into the form at once: a second try only sends what is left. */
  setForm(form: FormState): void;
  onUnauthenticated(): void;
  onSaved(saved: AdminRealisation): void;
  /** The field the screen moves to: the first at fault. */
  focusField(name: string): void;
}

/**
 * What happens on submit: the form is checked (every field's problem at once), the files chosen are uploaded one by
 * one with their progress, then the record is saved; the server's refusal lands on its field.
 */
export function useRealisationSubmit({
  realisation,
  token,
  setForm,
  onUnauthenticated,
  onSaved,
  focusField,
}: SubmitOptions) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  // Every field at fault, each said beside its field (the alert above the buttons says the first).
  const [problems, setProblems] = useState<readonly FormProblem[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // The field to move to once its problem shows and the form is enabled again (a disabled input cannot take focus).
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (focusTarget.current === null || phase !== 'idle') return;
    focusField(focusTarget.current);
    focusTarget.current = null;
  }, [problems, phase, focusField]);
  const refetch = { refetchQueries: ['AdminRealisations', 'AdminAudit'] };
  const [create] = useCreateRealisationMutation(refetch);
  const [update] = useUpdateRealisationMutation(refetch);

  /** Uploads what is pending; the form with their URLs, or null when an upload failed (its message is shown). */
  const upload = async (form: FormState): Promise<FormState | null> => {
    const uploads = pendingUploads(form);
    if (!uploads.length) return form;
    setPhase('uploading');
    setProgress(new Map(uploads.map((u) => [u.key, 0])));
    abort.current = new AbortController();
    let current = form;
    try {
      for (const pending of uploads) {
        const uploaded = await uploadMedia(
          pending.file,
          token,
          (fraction) => setProgress((p) => new Map(p).set(pending.key, fraction)),
          abort.current.signal,
        );
        current = pending.apply(current, uploaded);
        setForm(current);
      }
      return current;
    } catch (failure) {
      setPhase('idle');
      if (failure instanceof UploadError && failure.unauthenticated) onUnauthenticated();
      else setUploadError(failure instanceof UploadError ? failure.message : adminMessages.uploadFailed);
      return null;
    } finally {
      setProgress(new Map());
    }
  };

  const save = async (form: FormState) => {
    setPhase('saving');
    try {
      const input = toRealisationInput(form);
      const data = realisation
        ? (await update({ variables: { id: realisation.id, input } })).data?.updateRealisation
        : (await create({ variables: { input } })).data?.createRealisation;
      if (data?.__typename === 'AdminRealisation') return onSaved(data);
      setPhase('idle');
      setFormError(data?.__typename === 'RealisationInvalid' ? data.message : adminMessages.saveFailed);
      if (data?.__typename === 'RealisationInvalid') {
        setProblems([{ field: formFieldOf(data.field), message: data.message }]);
        focusTarget.current = formFieldOf(data.field);
      }
    } catch (failure) {
      setPhase('idle');
      if (isUnauthenticated(failure)) return; // the screen goes back to the login form
      setFormError(graphQLMessage(failure) ?? adminMessages.saveFailed);
    }
  };

  const submit = async (form: FormState) => {
    if (phase !== 'idle') return;
    setFormError(null);
    setUploadError(null);
    const found = validateForm(form);
    setProblems(found);
    if (found[0]) {
      setFormError(found[0].message);
      focusTarget.current = found[0].field;
      return;
    }
    const uploaded = await upload(form);
    if (uploaded) await save(uploaded);
  };

  return {
    phase,
    busy: phase !== 'idle',
    progress,
    formError,
    uploadError,
    problems,
    /** Edited, a field no longer shows its problem; the next submit checks it again. */
    clearProblem: (field: string) => setProblems((list) => list.filter((p) => p.field !== field)),
    submit,
    /** Stops an upload under way (the form closes). */
    abort: () => abort.current?.abort(),
  };
}
