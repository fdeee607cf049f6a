import { Link, useParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { useDocumentTitle } from '../../components/ui/PageHeading';
import { paths } from '@garage/contract/paths';
import { communicationSteps, familyPoints, tuningParts } from '../../features/franchise/franchise-content';
import { FranchiseFigures } from '../../features/franchise/FranchiseFigures';
import { FranchiseHeroArt } from '../../features/franchise/FranchiseHeroArt';
import { useFranchiseFactsQuery, useSiteShellQuery } from '../../gql/hooks';
import '../../features/franchise/franchise.css';
import { title as franchiseTitle } from '@garage/contract/pages/franchise';

/**
 * `/{center}/franchise` and `/franchise` (spec section 2): what the network offers a future partner. The text is
 * static and shows at once; the figures, the manual-processing delay and the brochure come from the API.
 */
export default function Franchise() {
  const { center } = useParams();
  const brand = useSiteShellQuery().data?.site.brandName;
  const { data, loading, error, refetch } = useFranchiseFactsQuery();
  const facts = data?.franchise;
  const contact = paths.contact(center);
  useDocumentTitle(franchiseTitle());

  return (
    <>
      <section className="hero" aria-labelledby="franchise-title">
        <div className="hero__inner hero--with-art">
          <div>
            <p className="eyebrow">Franchise · Reprogrammation moteur</p>
            <h1 id="franchise-title">{brand ? `Devenez franchisé ${brand}` : 'Devenez franchisé'}</h1>
            <p className="lead">
              Ouvrez votre centre de reprogrammation moteur en vous appuyant sur un réseau qui vous fournit les
              fichiers, la communication, les pièces et un accompagnement au quotidien.
            </p>
            <p className="hero__actions">
              <Link className="button" to={contact}>
                Discutons-en maintenant
              </Link>
            </p>
          </div>
          <FranchiseHeroArt />
        </div>
      </section>

      <section className="section" aria-labelledby="franchise-family">
        <h2 id="franchise-family">{brand ? `La famille ${brand}` : 'La famille'}</h2>
        <p className="section-intro">
          Rejoindre le réseau, c’est entrer dans une équipe plutôt que de signer un simple contrat. Les centres
          partagent leurs outils, leurs méthodes et leurs retours d’expérience ; personne ne reste seul face à un
          véhicule difficile.
        </p>
        <ul className="card-grid" role="list">
          {familyPoints.map((point) => (
            <li key={point.title}>
              <article className="card card--muted">
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="franchise-numbers">
        <h2 id="franchise-numbers">Le réseau en chiffres</h2>
        <p className="section-intro">
          Ces chiffres sont ceux du réseau et sont donnés à titre indicatif : les résultats d’un centre dépendent de sa
          zone, de sa clientèle et de l’implication de son équipe.
        </p>
        <DataView
          loading={loading}
          error={error}
          data={data}
          onRetry={() => void refetch()}
          loadingLabel="Chargement des chiffres du réseau…"
        >
          {({ franchise }) => <FranchiseFigures facts={franchise} />}
        </DataView>
      </section>

      <section className="section" aria-labelledby="franchise-communication">
        <h2 id="franchise-communication">Une stratégie de communication en 4 étapes</h2>
        <p className="section-intro">
          Notre équipe marketing construit avec vous la visibilité de votre centre, de l’ouverture jusqu’aux premiers
          clients fidèles.
        </p>
        <ol className="franchise-steps" role="list">
          {communicationSteps.map((step, index) => (
            <li key={step.title} className="franchise-step">
              <p className="franchise-step__number">
                <span className="visually-hidden">Étape </span>
                {index + 1}
              </p>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="franchise-files">
        <h2 id="franchise-files">Les fichiers de reprogrammation</h2>
        <p className="section-intro">
          Vous vous concentrez sur l’atelier et sur vos clients : la calibration des fichiers est assurée par le réseau.
        </p>
        <ol className="franchise-flow" role="list">
          <li className="franchise-flow__step">
            <p className="franchise-step__number">
              <span className="visually-hidden">Étape </span>1
            </p>
            <h3>Vous envoyez le fichier d’origine</h3>
            <p>
              Après la lecture du calculateur, vous déposez le fichier d’origine sur la plateforme du réseau, avec la
              configuration du véhicule et les attentes de votre client.
            </p>
          </li>
          <li className="franchise-flow__step">
            <p className="franchise-step__number">
              <span className="visually-hidden">Étape </span>2
            </p>
            <h3>Nous préparons le fichier modifié</h3>
            <div className="franchise-options">
              <div className="franchise-option">
                <h4>Traitement automatique</h4>
                <p className="franchise-option__delay">En quelques secondes</p>
                <p>
                  Pour les calculateurs et les moteurs déjà référencés, le fichier modifié est généré puis contrôlé
                  automatiquement.
                </p>
              </div>
              <p className="franchise-options__or">ou</p>
              <div className="franchise-option">
                <h4>Traitement manuel par un ingénieur</h4>
                {facts && <p className="franchise-option__delay">{facts.manualProcessing}</p>}
                <p>
                  Calculateur plus rare, conversion E85 ou demande particulière : un ingénieur de calibration prend
                  votre fichier en charge et l’adapte lui-même.
                </p>
              </div>
            </div>
          </li>
          <li className="franchise-flow__step">
            <p className="franchise-step__number">
              <span className="visually-hidden">Étape </span>3
            </p>
            <h3>Vous l’installez et contrôlez</h3>
            <p>
              Vous écrivez le fichier dans le calculateur, vérifiez l’absence de défaut et remettez les clés. Le fichier
              d’origine reste archivé pour revenir à la configuration de série à tout moment.
            </p>
          </li>
        </ol>
      </section>

      <section className="section" aria-labelledby="franchise-parts">
        <h2 id="franchise-parts">Les pièces de préparation</h2>
        <p className="section-intro">
          Pour compléter une reprogrammation, vous proposez à vos clients des pièces sélectionnées par le réseau et
          livrées à votre centre.
        </p>
        <ul className="card-grid" role="list">
          {tuningParts.map((part) => (
            <li key={part.title}>
              <article className="card card--muted">
                <h3>{part.title}</h3>
                <p>{part.text}</p>
              </article>
            </li>
          ))}
        </ul>
        <div className="franchise-note" role="note">
          <p>
            <strong>Dans le respect de la loi.</strong> Nos pièces sont vendues pour un usage conforme à la
            réglementation et à l’homologation du véhicule. Les downpipes sans catalyseur sont réservés à la compétition
            : ils ne doivent pas être montés sur un véhicule qui circule sur la voie publique. Vous en informez vos
            clients avant chaque vente.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="franchise-join">
        <div className="franchise-join">
          <h2 id="franchise-join">Prêt à ouvrir votre centre ?</h2>
          <p>
            Parlez-nous de votre projet : votre région, votre expérience, vos locaux. Nous vous répondons avec les
            conditions d’entrée dans le réseau et un calendrier d’ouverture.
          </p>
          <p className="hero__actions">
            <Link className="button" to={contact}>
              Devenir franchisé
            </Link>
            {facts && (
              <a className="button button--ghost" href={facts.brochureUrl} download>
                Télécharger la brochure (PDF)
              </a>
            )}
          </p>
        </div>
      </section>
    </>
  );
}
