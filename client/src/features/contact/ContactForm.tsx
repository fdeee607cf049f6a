import { useState, type FormEvent } from 'react';
import { ConsentField } from '../../components/ui/ConsentField';
import { useFormFields } from '../../components/ui/form-fields';
import { VehicleDetailsFields } from '../../components/ui/VehicleDetailsFields';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { useSubmitContactRequestMutation } from '../../gql/hooks';
import type { Centre } from '../../lib/centre-selection/CentreSelectionContext';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/quote-work';
import type { ContactRequestInput } from '@garage/contract/contact-request-form';
import { contactInputOfForm } from '@garage/contract/contact-form-controls';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { CONTACT_LIMITS } from '@garage/contract/form-limits';
import type { SubmitContactRequestMutation } from '../../gql/graphql';
import '../../components/ui/form.css';
import { usePostedForm } from './posted-form';

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
type Receipt = Pick<Accepted, 'reference' | 'centreName' | 'vehicle' | 'answerBy'>;

/** A request's reference (`requestReference`): eight hexadecimal digits in capitals. */
const REFERENCE = /^[0-9A-F]{8}$/;

/**
 * The contact form: stored through a GraphQL mutation, French messages next to each field. Without scripts it is
 * posted to the gateway (decision 053), which answers with this page's receipt (`?demande=`), or with this page
 * rendered again, the values sent in its fields and the messages beside them (`usePostedForm`).
 */
export function ContactForm({ centres, centre, vehicle, subject, configuratorEngine, work }: ContactFormProps) {
  const posted = usePostedForm();
  const form = useFormFields<Fields>(posted?.problems);
  const { id, idOf, setErrors, field, errorOf, showErrors } = form;
  const [submit, { loading }] = useSubmitContactRequestMutation();
  const [formError, setFormError] = useState<string | null>(posted?.message ?? null);
  const [sent, setSent] = useState<Receipt | null>(null);
  const [search] = useSearchParams();
  // A field's value sent without scripts, or the page's own start.
  const initial = <T,>(name: string, otherwise: T) => (posted ? posted.values[name] : otherwise);
  const engine = initial('configuratorEngine', configuratorEngine) || undefined;
  const receipt = search.get(PAGE_QUERY.request);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const controls = new FormData(event.currentTarget);
    setFormError(null);
    try {
      const { data } = await submit({
        variables: { input: contactInputOfForm((name) => String(controls.get(name) ?? '')) },
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
  // The receipt of a request sent without scripts: its reference, and the centre of the page (the one that answers).
  if (!posted && receipt && REFERENCE.test(receipt)) {
    const centreName = centres.find((c) => c.id === centre)?.name ?? null;
    return <SentRequest sent={{ reference: receipt, centreName, vehicle: null, answerBy: null }} centre={centre} />;
  }

  return (
    <form
      className="contact-form"
      method="post"
      action={paths.contact(centre)}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Écrivez-nous</h2>
      <p className="contact-form__hint">Les champs marqués * sont obligatoires. Indiquez un téléphone ou un e-mail.</p>
      {posted && posted.problems.length > 0 && (
        // Without scripts nothing moves the focus to the first field in error: the list leads to each one.
        <div className="form-error" role="alert">
          <p>Votre demande n’est pas envoyée : corrigez {posted.problems.length > 1 ? 'ces champs' : 'ce champ'}.</p>
          <ul>
            {posted.problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${idOf(problem.field as Fields)}`}>{problem.message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
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
          <input
            {...field('name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            defaultValue={initial('name', undefined)}
          />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Téléphone</label>
          <input
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phone}
            defaultValue={initial('phone', undefined)}
          />
          {errorOf('phone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            defaultValue={initial('email', undefined)}
          />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre</label>
          <select {...field('centre')} defaultValue={initial('centre', centre ?? '')}>
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
            defaultValue={initial('vehicle', vehicle)}
            maxLength={CONTACT_LIMITS.vehicle}
            placeholder="Marque, modèle, année, moteur"
          />
          {engine && (
            <>
              <input type="hidden" name="configuratorEngine" value={engine} />
              <p className="contact-form__hint">
                L’estimation du configurateur pour ce véhicule est jointe à la demande.
              </p>
            </>
          )}
          {errorOf('vehicle')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-work`}>Prestation souhaitée</label>
          <select {...field('work')} defaultValue={initial('work', work ?? '')}>
            <option value="">Non précisée</option>
            {Object.entries(QUOTE_WORK).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {errorOf('work')}
        </div>
        <VehicleDetailsFields fields={form} values={posted?.values} />
        <div className="field field--wide">
          <label htmlFor={`${id}-message`}>Message *</label>
          <textarea
            {...field('message')}
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={initial('message', subject)}
          />
          {errorOf('message')}
        </div>
        {/* Honeypot: hidden from people and from assistive technologies; robots fill it in. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Site web (ne pas remplir)</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <ConsentField
          fields={form}
          purpose="mes données soient utilisées pour répondre à ma demande"
          checked={posted?.values.consent === 'on'}
        />
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Envoi en cours…' : 'Envoyer ma demande'}
      </button>
    </form>
  );
}

/** The confirmation: the request's reference, who answers about which vehicle, and when (the centre's hours). */
function SentRequest({ sent, centre }: { sent: Receipt; centre: string | undefined }) {
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
