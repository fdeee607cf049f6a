import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/ui/PageHeading';
import { useSiteShellQuery } from '../../gql/hooks';
import { centresTakingBoats } from '../../lib/centre-capabilities';
import { paths } from '@garage/contract/paths';
import { MaritimeHeroArt } from '../../features/maritime/MaritimeHeroArt';
import { BoatCentres, MarinePrice } from '../../features/maritime/MaritimeFacts';
import { MaritimeMobileService } from '../../features/maritime/MaritimeMobileService';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import {
  diagnosticChecks,
  maintenanceItems,
  maritimeFaq,
  remapEngines,
} from '../../features/maritime/maritime-content';
import { ServiceFaq } from '../../features/services/ServiceFaq';
import '../../features/services/service-detail.css';
import '../../features/maritime/maritime.css';
import { useCentreName } from '../../lib/centre-selection/CentreSelectionContext';
import { title as maritimeTitle } from '@garage/contract/pages/maritime';

/** The two quotes the page offers, each prefilled with what it is for. */
const BOAT_QUOTES = [
  { vehicle: 'Bateau', label: 'Devis pour un bateau' },
  { vehicle: 'Jet-ski', label: 'Devis pour un jet-ski' },
] as const;

const boatQuote = (vehicle: 'Bateau' | 'Jet-ski') =>
  new URLSearchParams({
    [PAGE_QUERY.vehicle]: vehicle,
    [PAGE_QUERY.subject]: `Bonjour, je souhaite un devis pour mon ${vehicle.toLowerCase()}. Moteur (marque, modèle, puissance) : `,
  });

/** `/{center}/maritime` and `/maritime`: remapping, maintenance and diagnostics of boats and jet-skis. */
export default function Maritime() {
  const { center } = useParams();
  // A centre that does not take boats hands the quote to the first one that does (the form can change it).
  const centres = useSiteShellQuery().data?.centres ?? [];
  const here = centres.find((c) => c.id === center);
  const contact = paths.contact(here && !here.takesBoats ? (centresTakingBoats(centres)[0]?.id ?? center) : center);
  useDocumentTitle(maritimeTitle(useCentreName(center)));

  return (
    <>
      <section className="hero" aria-labelledby="maritime-title">
        <div className="hero__inner hero--with-art">
          <div>
            <p className="eyebrow">Maritime · Bateaux et jet-skis</p>
            <h1 id="maritime-title">Reprogrammation et entretien de votre moteur marin</h1>
            <p className="lead">
              Hors-bord ou in-bord, diesel ou essence, jet-ski 4 temps : nous reprogrammons, entretenons et
              diagnostiquons votre moteur, en vous disant clairement ce que vous pouvez en attendre.
            </p>
            <p className="hero__actions">
              <Link className="button" to={`${contact}?${boatQuote('Bateau')}`}>
                Demander un devis
              </Link>
              <Link className="button button--ghost" to={paths.services(center)}>
                Voir tous nos services
              </Link>
            </p>
          </div>
          <MaritimeHeroArt />
        </div>
      </section>

      <section className="section" aria-labelledby="maritime-remap">
        <h2 id="maritime-remap">Reprogrammation des moteurs marins</h2>
        <p className="section-intro">
          Nous lisons d’abord le calculateur et vérifions l’état du moteur, puis nous adaptons la cartographie à votre
          bateau et à votre façon de naviguer.
        </p>
        <ul className="card-grid" role="list">
          {remapEngines.map((engine) => (
            <li key={engine.title}>
              <article className="card card--muted">
                <h3>{engine.title}</h3>
                <p>{engine.text}</p>
              </article>
            </li>
          ))}
        </ul>
        <MarinePrice />
        <div className="maritime-note" role="note">
          <p>
            <strong>Avant de vous décider.</strong> Les gains dépendent du moteur, de son état et de la carène : nous
            vous donnons une estimation après lecture du calculateur, sans promesse chiffrée à l’avance. Modifier la
            cartographie d’un moteur de bateau peut avoir des conséquences sur la garantie du constructeur, et votre
            assureur doit en être informé.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="maritime-maintenance">
        <h2 id="maritime-maintenance">Entretien</h2>
        <p className="section-intro">
          L’eau salée, les longues périodes d’arrêt et les régimes soutenus usent un moteur marin plus vite qu’un moteur
          de voiture. Un entretien régulier vous évite la panne au large.
        </p>
        <ul className="card-grid" role="list">
          {maintenanceItems.map((item) => (
            <li key={item.title}>
              <article className="card card--muted">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="maritime-diagnostic">
        <div className="maritime-split">
          <div>
            <h2 id="maritime-diagnostic">Diagnostic</h2>
            <p className="section-intro">
              Alarme au tableau de bord, perte de puissance, démarrage difficile : un diagnostic électronique situe
              l’origine du problème avant de remplacer la moindre pièce.
            </p>
          </div>
          <ul className="check-list maritime-checks">
            {diagnosticChecks.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
        </div>
      </section>

      <MaritimeMobileService />

      <section className="section" aria-labelledby="maritime-faq">
        <h2 id="maritime-faq">Questions fréquentes</h2>
        <div className="maritime-faq">
          <ServiceFaq entries={maritimeFaq} />
        </div>
      </section>

      <section className="section" aria-labelledby="maritime-quote">
        <div className="maritime-cta">
          <h2 id="maritime-quote">Un devis pour votre bateau ou votre jet-ski</h2>
          <p>
            Indiquez-nous la marque, le modèle et la puissance de votre moteur, ainsi que le travail souhaité. Nous vous
            répondons avec un devis détaillé et un créneau d’intervention.
          </p>
          <BoatCentres centre={center} />
          <p className="hero__actions">
            {BOAT_QUOTES.map(({ vehicle, label }) => (
              <Link key={vehicle} className="button" to={`${contact}?${boatQuote(vehicle)}`}>
                {label}
              </Link>
            ))}
          </p>
        </div>
      </section>
    </>
  );
}
