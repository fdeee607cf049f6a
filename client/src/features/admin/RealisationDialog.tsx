import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons/icons';
import { trapFocus } from '../../components/ui/focus-trap';
import { adminMessages } from './admin-messages';
import { useCreateRealisationMutation, useUpdateRealisationMutation } from '../../gql/admin/hooks';
import type { Centre } from '../../lib/centre-selection/CentreSelectionContext';
import { graphQLMessage, isUnauthenticated } from './admin-client';
import { clearDraft, writeDraft, type Draft } from './draft-store';
import {
  emptyForm,
  formFieldOf,
  formFromRealisation,
  toRealisationInput,
  validateForm,
  type AdminRealisation,
  type FormProblem,
  type FormState,
  type MediaSlot,
} from './form-state';
import { BenchRunField } from './BenchRunField';
import { GalleryEditor } from './GalleryEditor';
import { MediaPreview } from './MediaPreview';
import { ModificationsEditor } from './ModificationsEditor';
import { UploadError, uploadMedia } from './upload';
import { UploadProgress } from './UploadProgress';

export interface SavedOutcome {
  realisation: AdminRealisation;
  created: boolean;
}

interface DialogProps {
  /** The realisation to edit; null to create one. */
  realisation: AdminRealisation | null;
  centres: Centre[];
  token: string;
  /** The signed-in account, whose draft this form keeps in the browser. */
  owner: string;
  /** A draft kept from an earlier session of this account, to start from. */
  restored?: Draft | null;
  /** A network administrator: the only one who chooses what is featured (in front of the whole network's gallery). */
  canFeature: boolean;
  onUnauthenticated(): void;
  onSaved(outcome: SavedOutcome): void;
  onClose(): void;
}

type Phase = 'idle' | 'uploading' | 'saving';

/** A file waiting to be sent: where its URL goes once uploaded. */
interface PendingUpload {
  key: string;
  file: File;
  apply(form: FormState, uploaded: { url: string; thumbnailUrl: string | null }): FormState;
}

/** Server field names (`vehicleInfo.brand`, `gallery.2.url`) to the form's input names. */
/**
 * The form modal (spec sections 2 to 5): 'Nouvelle réalisation' or 'Modifier la réalisation'. On submit, the files
 * chosen here are uploaded first, each with its progress bar, and replaced by their URLs; then the record is saved.
 */
export function RealisationDialog(props: DialogProps) {
  const { realisation, centres, token, owner, restored, canFeature, onUnauthenticated, onSaved, onClose } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = realisation !== null;
  const [form, setForm] = useState<FormState>(
    () => restored?.form ?? (realisation ? formFromRealisation(realisation) : emptyForm()),
  );
  // Every change is kept as the account's draft, so that an expired session loses nothing typed (decision 026).
  // The form as it opened is not a draft, unless it is one already.
  const opened = useRef(form);
  const realisationId = realisation?.id ?? null;
  useEffect(() => {
    if (form !== opened.current || restored) writeDraft(owner, realisationId, form);
  }, [form, owner, realisationId, restored]);
  /** Closing the form discards what it holds. */
  const discard = () => {
    clearDraft(owner);
    onClose();
  };
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  // Every field at fault, each said beside its field (the alert above the buttons says the first).
  const [problems, setProblems] = useState<readonly FormProblem[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const busy = phase !== 'idle';
  const abort = useRef<AbortController | null>(null);

  const [create] = useCreateRealisationMutation({ refetchQueries: ['AdminRealisations', 'AdminAudit'] });
  const [update] = useUpdateRealisationMutation({ refetchQueries: ['AdminRealisations', 'AdminAudit'] });

  // A native modal dialog: the page behind is inert and does not scroll; focus goes back to the opener after.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      abort.current?.abort();
      root.style.overflow = previous;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => setForm((f) => ({ ...f, [name]: value }));
  const problemOf = (name: string) => problems.find((p) => p.field === name);
  const problemId = (name: string) => `${id}-${name}-problem`;
  const text = (name: keyof FormState) => ({
    id: `${id}-${name}`,
    name,
    value: form[name] as string,
    disabled: busy,
    'aria-invalid': problemOf(name) ? true : undefined,
    'aria-describedby': problemOf(name) ? problemId(name) : undefined,
    onChange: (e: { target: { value: string } }) => {
      set(name, e.target.value as never);
      // Edited, the field no longer shows its problem; the next submit checks it again.
      if (problemOf(name)) setProblems((list) => list.filter((p) => p.field !== name));
    },
  });
  /** The problem of a field, below it, read with it by screen readers (its input's aria-describedby). */
  const fieldProblem = (name: keyof FormState) => {
    const problem = problemOf(name);
    return problem ? (
      <p id={problemId(name)} className="field-error">
        {problem.message}
      </p>
    ) : null;
  };

  const focusField = (name: string) => {
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    field?.focus();
  };

  const pendingUploads = (f: FormState): PendingUpload[] => {
    const list: PendingUpload[] = [];
    if (f.media.file)
      list.push({
        key: 'media',
        file: f.media.file,
        // Without a chosen thumbnail, the server takes the media's own (a video's poster frame).
        apply: (s, u) => ({ ...s, media: { url: u.url, file: null } }),
      });
    if (f.type === 'video' && f.thumbnail.file)
      list.push({
        key: 'thumbnail',
        file: f.thumbnail.file,
        apply: (s, u) => ({ ...s, thumbnail: { url: u.url, file: null } }),
      });
    for (const item of f.gallery) {
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
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setUploadError(null);
    const found = validateForm(form);
    setProblems(found);
    if (found[0]) {
      setFormError(found[0].message);
      focusField(found[0].field);
      return;
    }

    let current = form;
    const uploads = pendingUploads(current);
    if (uploads.length) {
      setPhase('uploading');
      setProgress(new Map(uploads.map((u) => [u.key, 0])));
      abort.current = new AbortController();
      try {
        for (const upload of uploads) {
          const uploaded = await uploadMedia(
            upload.file,
            token,
            (fraction) => setProgress((p) => new Map(p).set(upload.key, fraction)),
            abort.current.signal,
          );
          // Each file sent is kept: a second try only sends what is left.
          current = upload.apply(current, uploaded);
          setForm(current);
        }
      } catch (failure) {
        setPhase('idle');
        setProgress(new Map());
        if (failure instanceof UploadError && failure.unauthenticated) return onUnauthenticated();
        setUploadError(failure instanceof UploadError ? failure.message : adminMessages.uploadFailed);
        return;
      }
      setProgress(new Map());
    }

    setPhase('saving');
    try {
      const input = toRealisationInput(current);
      const { data } = realisation
        ? await update({ variables: { id: realisation.id, input } }).then((r) => ({ data: r.data?.updateRealisation }))
        : await create({ variables: { input } }).then((r) => ({ data: r.data?.createRealisation }));
      if (data?.__typename === 'AdminRealisation') {
        clearDraft(owner);
        onSaved({ realisation: data, created: !editing });
        return;
      }
      setPhase('idle');
      setFormError(data?.__typename === 'RealisationInvalid' ? data.message : adminMessages.saveFailed);
      if (data?.__typename === 'RealisationInvalid') {
        setProblems([{ field: formFieldOf(data.field), message: data.message }]);
        focusField(formFieldOf(data.field));
      }
    } catch (failure) {
      setPhase('idle');
      if (isUnauthenticated(failure)) return; // the screen goes back to the login form
      setFormError(graphQLMessage(failure) ?? adminMessages.saveFailed);
    }
  };

  const title = editing ? adminMessages.editTitle : adminMessages.createTitle;
  const submitLabel =
    phase === 'uploading'
      ? adminMessages.uploading
      : phase === 'saving'
        ? adminMessages.saving
        : editing
          ? adminMessages.submitEdit
          : adminMessages.submitCreate;
  const maxYear = new Date().getFullYear() + 1;

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-heading`}
      onKeyDown={trapFocus}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) discard();
      }}
    >
      <form ref={formRef} className="admin-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <header className="admin-dialog__header">
          <h2 id={`${id}-heading`}>{title}</h2>
          <button type="button" className="icon-button" onClick={discard} disabled={busy} aria-label="Fermer">
            <CloseIcon />
          </button>
        </header>

        <div className="admin-dialog__body">
          {restored && <DraftNotice draft={restored} />}
          <p className="admin-hint">Les champs marqués * sont obligatoires.</p>

          <Section title="Informations principales">
            <div className="admin-grid">
              <div className="field">
                <label htmlFor={`${id}-centre`}>Centre *</label>
                <select {...text('centre')} data-autofocus>
                  <option value="">Choisir un centre</option>
                  {centres.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                  {form.centre && !centres.some((c) => c.id === form.centre) && (
                    <option value={form.centre}>{form.centre}</option>
                  )}
                </select>
                {fieldProblem('centre')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-type`}>Type</label>
                <select
                  {...text('type')}
                  onChange={(e) => {
                    const type = e.target.value === 'video' ? 'video' : 'photo';
                    // The main media must match the type: a media of the other kind is dropped.
                    setForm((f) => (f.type === type ? f : { ...f, type, media: noMedia, thumbnail: noMedia }));
                  }}
                >
                  <option value="photo">Photo</option>
                  <option value="video">Vidéo</option>
                </select>
              </div>
              <div className="field field--wide">
                <label htmlFor={`${id}-title`}>Titre *</label>
                <input {...text('title')} maxLength={150} autoComplete="off" />
                {fieldProblem('title')}
              </div>
              <div className="field field--wide">
                <label htmlFor={`${id}-description`}>Description</label>
                <textarea {...text('description')} rows={4} maxLength={5000} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-date`}>Date</label>
                <input {...text('date')} type="date" min="1900-01-01" />
                {fieldProblem('date')}
              </div>
            </div>
          </Section>

          <Section title="Véhicule">
            <div className="admin-grid">
              <div className="field">
                <label htmlFor={`${id}-brand`}>Marque *</label>
                <input {...text('brand')} maxLength={60} autoComplete="off" />
                {fieldProblem('brand')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-model`}>Modèle *</label>
                <input {...text('model')} maxLength={80} autoComplete="off" />
                {fieldProblem('model')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-year`}>Année</label>
                <input {...text('year')} type="number" inputMode="numeric" min={1900} max={maxYear} step={1} />
                {fieldProblem('year')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-engine`}>Moteur</label>
                <input {...text('engine')} maxLength={120} autoComplete="off" placeholder="Ex. : 2.0 TSI 245 ch" />
              </div>
            </div>
          </Section>

          <Section title="Modifications">
            <ModificationsEditor items={form.modifications} onChange={(m) => set('modifications', m)} disabled={busy} />
          </Section>

          <Section
            title="Gains"
            hint="Puissance en ch, couple en Nm. Les gains sont affichés quand les quatre valeurs sont connues."
          >
            <div className="admin-grid admin-grid--four">
              {GAIN_FIELDS.map(([name, label]) => (
                <NumberField key={name} label={label} input={text(name)} problem={fieldProblem(name)} />
              ))}
            </div>
          </Section>

          <Section
            title="Relevé du banc de puissance"
            hint="Facultatif : l’export CSV du banc (régime, puissance et couple, avant et après). Ses courbes sont publiées avec la réalisation."
          >
            <BenchRunField
              id={`${id}-bench-run`}
              value={form.benchRun}
              disabled={busy}
              onChange={(choice) => set('benchRun', choice)}
            />
          </Section>

          <Section title="Média principal">
            <MediaField
              id={`${id}-media`}
              name="media"
              label={form.type === 'video' ? 'Vidéo principale' : 'Photo principale'}
              accept={form.type === 'video' ? 'video/*' : 'image/*,.heic,.heif'}
              hint={
                form.type === 'video'
                  ? 'La vidéo montrée en premier dans la galerie publique.'
                  : 'Facultatif : sans fichier, la photo principale de la galerie est utilisée.'
              }
              type={form.type}
              slot={form.media}
              progress={progress.get('media')}
              disabled={busy}
              onChange={(slot) => set('media', slot)}
            />
            {form.type === 'video' && (
              <MediaField
                id={`${id}-thumbnail`}
                name="thumbnail"
                label="Miniature (facultative)"
                accept="image/*,.heic,.heif"
                hint="Sans miniature, une image de la vidéo ou la première photo de la galerie est utilisée."
                type="photo"
                slot={form.thumbnail}
                progress={progress.get('thumbnail')}
                disabled={busy}
                onChange={(slot) => set('thumbnail', slot)}
              />
            )}
          </Section>

          <Section title="Galerie">
            <GalleryEditor
              items={form.gallery}
              onChange={(gallery) => set('gallery', gallery)}
              progress={progress}
              disabled={busy}
            />
          </Section>

          <Section title="Publication">
            <div className="admin-grid">
              <div className="field field--wide field--check">
                <input
                  id={`${id}-featured`}
                  name="featured"
                  type="checkbox"
                  checked={form.featured}
                  disabled={busy || !canFeature}
                  onChange={(e) => set('featured', e.target.checked)}
                  aria-describedby={canFeature ? undefined : `${id}-featured-hint`}
                />
                <label htmlFor={`${id}-featured`}>
                  Mettre en avant (en tête de la galerie du réseau et de celle du centre)
                </label>
                {!canFeature && (
                  <p id={`${id}-featured-hint`} className="admin-hint">
                    Choisi par les administrateurs du réseau. L’ordre de votre centre se règle avec Monter et Descendre.
                  </p>
                )}
              </div>
              <div className="field">
                <label htmlFor={`${id}-status`}>Statut</label>
                <select {...text('status')}>
                  <option value="active">Active (visible sur le site)</option>
                  <option value="inactive">Inactive (masquée)</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-sortOrder`}>Ordre d’affichage</label>
                <input
                  {...text('sortOrder')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="0"
                  aria-describedby={[problemOf('sortOrder') && problemId('sortOrder'), `${id}-sortOrder-hint`]
                    .filter(Boolean)
                    .join(' ')}
                />
                {fieldProblem('sortOrder')}
                <p id={`${id}-sortOrder-hint`} className="admin-hint">
                  Les plus petits d’abord ; vide = 0.
                </p>
              </div>
            </div>
          </Section>
        </div>

        <footer className="admin-dialog__footer">
          {uploadError && (
            <p className="form-error" role="alert">
              {uploadError}
            </p>
          )}
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div className="admin-dialog__buttons">
            <button type="button" className="button button--ghost" onClick={discard} disabled={busy}>
              Annuler
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy && <span className="spinner spinner--small" aria-hidden="true" />}
              {submitLabel}
            </button>
          </div>
        </footer>
      </form>
    </dialog>
  );
}

const noMedia: MediaSlot = { url: null, file: null };

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{title}</legend>
      {hint && <p className="admin-hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The four measures of the gains, as the form names them, with their labels. */
const GAIN_FIELDS = [
  ['powerBefore', 'Puissance avant (ch)'],
  ['powerAfter', 'Puissance après (ch)'],
  ['torqueBefore', 'Couple avant (Nm)'],
  ['torqueAfter', 'Couple après (Nm)'],
] as const;

function NumberField({
  label,
  input,
  problem,
}: {
  label: string;
  input: {
    id: string;
    name: string;
    value: string;
    disabled: boolean;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    onChange(e: { target: { value: string } }): void;
  };
  problem: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={input.id}>{label}</label>
      <input {...input} type="number" inputMode="numeric" min={0} step={1} />
      {problem}
    </div>
  );
}

interface MediaFieldProps {
  id: string;
  /** The input's name, for focusing it when the server refuses its media. */
  name: string;
  label: string;
  accept: string;
  hint: string;
  type: 'photo' | 'video';
  slot: MediaSlot;
  progress: number | undefined;
  disabled: boolean;
  onChange(slot: MediaSlot): void;
}

/** One file input with the current media's preview and a button to take it away. */
function MediaField({
  id,
  name: inputName,
  label,
  accept,
  hint,
  type,
  slot,
  progress,
  disabled,
  onChange,
}: MediaFieldProps) {
  const chosen = slot.file ?? slot.url;
  const name = slot.file?.name ?? slot.url?.split('/').pop() ?? '';
  return (
    <div className="admin-media">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={inputName}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onChange({ url: null, file });
            event.currentTarget.value = '';
          }}
        />
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      </div>
      {chosen && (
        <div className="admin-media__current">
          <MediaPreview key={name} url={slot.url} file={slot.file} type={type} alt="" />
          <div className="admin-media__text">
            <p className="admin-gallery__name">
              {name}
              {slot.file && ' (à envoyer)'}
            </p>
            {progress !== undefined && <UploadProgress name={name} fraction={progress} />}
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={disabled}
              onClick={() => onChange({ url: null, file: null })}
            >
              Retirer<span className="visually-hidden"> {label.toLowerCase()}</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

const draftTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** Says that the form starts from a kept draft, and what of it could not be kept. */
function DraftNotice({ draft }: { draft: Draft }) {
  const when = draft.savedAt ? new Date(draft.savedAt) : null;
  return (
    <p className="admin-draft" role="status">
      Saisie non enregistrée restaurée
      {when && !Number.isNaN(when.getTime()) ? ` (dernière modification le ${draftTime.format(when)})` : ''}.
      {draft.filesLeftOut
        ? ' Les fichiers choisis alors n’étaient pas encore envoyés : choisissez-les de nouveau.'
        : ''}{' '}
      Enregistrez-la, ou fermez le formulaire pour l’abandonner.
    </p>
  );
}
