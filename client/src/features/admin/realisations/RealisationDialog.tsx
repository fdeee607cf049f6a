import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import { trapFocus } from '../../../components/ui/focus-trap';
import type { Centre } from '../../../lib/centre-selection/CentreSelectionContext';
import { adminMessages } from '../admin-messages';
import { BenchRunField } from './BenchRunField';
import { DraftNotice, fieldBindings, GAIN_FIELDS, NumberField, Section } from './dialog-parts';
import { clearDraft, writeDraft, type Draft } from './draft-store';
import { emptyForm, formFromRealisation, type AdminRealisation, type FormState, type MediaSlot } from './form-state';
import { GalleryEditor } from './GalleryEditor';
import { MediaField } from './MediaField';
import { ModificationsEditor } from './ModificationsEditor';
import { PublicationFields } from './PublicationFields';
import { useModalDialog } from './use-modal-dialog';
import { useRealisationSubmit } from './use-realisation-submit';
import { REALISATION_LIMITS } from '@garage/contract/form-limits';
import './realisation-dialog.css';

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
  // Once saved, the form is no draft any more, whatever it renders before it closes.
  const saved = useRef(false);
  useEffect(() => {
    if (!saved.current && (form !== opened.current || restored)) writeDraft(owner, realisationId, form);
  }, [form, owner, realisationId, restored]);
  /** Closing the form discards what it holds. */
  const discard = () => {
    clearDraft(owner);
    onClose();
  };
  const focusField = useCallback(
    (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(),
    [],
  );
  const { phase, busy, progress, formError, uploadError, problems, clearProblem, submit, abort } = useRealisationSubmit(
    {
      realisation,
      token,
      setForm,
      onUnauthenticated,
      focusField,
      onSaved: (realisation) => {
        saved.current = true;
        clearDraft(owner);
        onSaved({ realisation, created: !editing });
      },
    },
  );

  useModalDialog(dialog, abort);

  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => setForm((f) => ({ ...f, [name]: value }));
  const bind = fieldBindings({
    id,
    form,
    busy,
    problems,
    onEdit: (name, value) => {
      set(name, value as never);
      if (bind.problemOf(name)) clearProblem(name);
    },
  });

  const { text, fieldProblem } = bind;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
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
                <input {...text('title')} maxLength={REALISATION_LIMITS.title} autoComplete="off" />
                {fieldProblem('title')}
              </div>
              <div className="field field--wide">
                <label htmlFor={`${id}-description`}>Description</label>
                <textarea {...text('description')} rows={4} maxLength={REALISATION_LIMITS.description} />
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
                <input {...text('brand')} maxLength={REALISATION_LIMITS.brand} autoComplete="off" />
                {fieldProblem('brand')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-model`}>Modèle *</label>
                <input {...text('model')} maxLength={REALISATION_LIMITS.model} autoComplete="off" />
                {fieldProblem('model')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-year`}>Année</label>
                <input {...text('year')} type="number" inputMode="numeric" min={1900} max={maxYear} step={1} />
                {fieldProblem('year')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-engine`}>Moteur</label>
                <input
                  {...text('engine')}
                  maxLength={REALISATION_LIMITS.engine}
                  autoComplete="off"
                  placeholder="Ex. : 2.0 TSI 245 ch"
                />
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

          <PublicationFields
            id={id}
            form={form}
            busy={busy}
            canFeature={canFeature}
            bind={bind}
            onFeatured={(featured) => set('featured', featured)}
          />
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
