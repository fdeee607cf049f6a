import { useState, type FormEvent } from 'react';
import { ConsentField } from '../../components/ui/ConsentField';
import { useFormFields } from '../../components/ui/form-fields';
import { VehicleDetailsFields } from '../../components/ui/VehicleDetailsFields';
import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { useSubmitContactRequestMutation } from '../../gql/hooks';
import type { Centre } from '../../lib/centre-selection/CentreSelectionContext';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/quote-work';
import type { ContactRequestInput } from '@garage/contract/contact-request-form';
import { CONTACT_LIMITS } from '@garage/contract/form-limits';
import type { SubmitContactRequestMutation } from '../../gql/graphql';
import '../../components/ui/form.css';

interface ContactFormProps {
  centres: Centre[];
  /** Centre of the page, preselected. */
  centre?: string;
  /** Vehicle passed by the configurator's quote button. */
  vehicle?: string;
  /** Subject passed by a link, e.g. a quote request. */
  subject?: string;
  /** The configurator engine page a quote is asked from (type/brand/model/year/engine). */
  configuratorEngine?: string;
  /** The work preselected (an engine page: stage 1; a service page: its work). */
  work?: QuoteWork;
}

type Fields = keyof ContactRequestInput;

type Accepted = Extract<SubmitContactRequestMutation['submitContactRequest'], { __typename: 'ContactRequestAccepted' }>;

/** The contact form: stored through a GraphQL mutation, French messages next to each field. */
export function ContactForm({ centres, centre, vehicle, subject, configuratorEngine, work }: ContactFormProps) {
  const form = useFormFields<Fields>();
  const { id, setErrors, field, errorOf, showErrors } = form;
  const [submit, { loading }] = useSubmitContactRequestMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Accepted | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setFormError(null);
    try {
      const { data } = await submit({
        variables: {
          input: {
            name: text('name'),
            email: text('email') || null,
            phone: text('phone') || null,
            vehicle: text('vehicle') || null,
            work: text('work') || null,
            mileage: text('mileage') || null,
            plate: text('plate') || null,
            message: text('message'),
            centre: text('centre') || null,
            consent: form.get('consent') === 'on',
            website: text('website') || null,
            configuratorEngine: configuratorEngine ?? null,
          },
        },
      });
      const result = data?.submitContactRequest;
      if (result?.__typename === 'ContactRequestAccepted') {
        setErrors({});
        setSent(result);
      } else if (result?.__typename === 'ContactRequestInvalid') {
        showErrors(result.fieldErrors);
      } else if (result?.__typename === 'ContactRequestRateLimited') {
        setFormError(result.message);
      }
    } catch {
      setFormError('L’envoi a échoué. Vérifiez votre connexion puis réessayez, ou appelez-nous.');
    }
  };

  if (sent) return <SentRequest sent={sent} centre={centre} />;

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Écrivez-nous</h2>
      <p className="contact-form__hint">Les champs marqués * sont obligatoires. Indiquez un téléphone ou un e-mail.</p>
      <noscript>
        <p className="form-error">
          Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur : pour nous joindre, utilisez les
          coordonnées de cette page.
        </p>
      </noscript>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {vehicle && (
        // On a phone the vehicle field is far down the form: what the request is about shows first.
        <p className="contact-form__recap side-note">
          Demande pour : <strong>{vehicle}</strong>
        </p>
      )}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Nom *</label>
          <input {...field('name')} autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Téléphone</label>
          <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={CONTACT_LIMITS.phone} />
          {errorOf('phone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input {...field('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre</label>
          <select {...field('centre')} defaultValue={centre ?? ''}>
            <option value="">Pas de préférence</option>
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errorOf('centre')}
        </div>
        <div className="field field--wide">
          <label htmlFor={`${id}-vehicle`}>Véhicule</label>
          <input
            {...field('vehicle')}
            defaultValue={vehicle}
            maxLength={CONTACT_LIMITS.vehicle}
            placeholder="Marque, modèle, année, moteur"
          />
          {configuratorEngine && (
            <p className="contact-form__hint">
              L’estimation du configurateur pour ce véhicule est jointe à la demande.
            </p>
          )}
          {errorOf('vehicle')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-work`}>Prestation souhaitée</label>
          <select {...field('work')} defaultValue={work ?? ''}>
            <option value="">Non précisée</option>
            {Object.entries(QUOTE_WORK).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {errorOf('work')}
        </div>
        <VehicleDetailsFields fields={form} />
        <div className="field field--wide">
          <label htmlFor={`${id}-message`}>Message *</label>
          <textarea {...field('message')} rows={6} required maxLength={CONTACT_LIMITS.message} defaultValue={subject} />
          {errorOf('message')}
        </div>
        {/* Honeypot: hidden from people and from assistive technologies; robots fill it in. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Site web (ne pas remplir)</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <ConsentField fields={form} purpose="mes données soient utilisées pour répondre à ma demande" />
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Envoi en cours…' : 'Envoyer ma demande'}
      </button>
    </form>
  );
}

/** The confirmation: the request's reference, who answers about which vehicle, and when (the centre's hours). */
function SentRequest({ sent, centre }: { sent: Accepted; centre: string | undefined }) {
  return (
    <div className="contact-form contact-form--sent" role="status">
      <h2>Merci, votre demande est envoyée</h2>
      <dl className="contact-form__receipt">
        <div>
          <dt>Référence</dt>
          <dd>
            <strong>{sent.reference}</strong>
          </dd>
        </div>
        <div>
          <dt>Centre</dt>
          <dd>{sent.centreName ?? 'Le premier centre disponible du réseau'}</dd>
        </div>
        {sent.vehicle && (
          <div>
            <dt>Véhicule</dt>
            <dd>{sent.vehicle}</dd>
          </div>
        )}
      </dl>
      <p>
        {sent.answerBy
          ? `${sent.centreName ? `Le centre de ${sent.centreName}` : 'Nous'} vous répond${sent.centreName ? '' : 'ons'} ${sent.answerBy}, par téléphone ou par e-mail.`
          : 'Nous vous répondons dès que possible, par téléphone ou par e-mail.'}{' '}
        Rappelez la référence si vous nous appelez.
      </p>
      <p>
        <Link className="button button--ghost" to={paths.services(centre)}>
          Découvrir nos services
        </Link>
      </p>
    </div>
  );
}
