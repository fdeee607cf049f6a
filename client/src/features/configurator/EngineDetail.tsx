import { Link } from 'react-router-dom';
import { PowerChart } from '../../components/ui/PowerChart';
import { formatPrice } from '../../config/format';
import { paths } from '@garage/contract/paths';
import type { EngineFiguresFragment, NoEstimateReason, VehicleTrailQuery } from '../../gql/graphql';
import { useE85OfferQuery, useRemapPriceQuery } from '../../gql/hooks';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { SERVICE } from '@garage/contract/service-slugs';

type MeasuredResults = VehicleTrailQuery['vehicleTrail']['measured'];
type MeasuredCurves = VehicleTrailQuery['vehicleTrail']['measuredCurves'];

interface EngineDetailProps {
  engine: EngineFiguresFragment;
  vehicle: {
    type: string;
    manufacturer: { slug: string; name: string };
    model: { slug: string; name: string };
    year: number;
  };
  centre: string | undefined;
  /** Active jobs of the whole network on this brand and model (the trail query's count): no link at zero. */
  realisationCount: number;
  /** What the network's jobs on this very engine measured on the bench, one item per remap stage (empty without). */
  measured: MeasuredResults;
  /** The most recent of those jobs with its bench run, whose curves the page draws. */
  measuredCurves: MeasuredCurves;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const percent = (n: number) => `${signed(Math.round(n))} %`;

/** « +25 ch (+19 %) », which may break between the two parts on a narrow screen, never inside one. */
function Gain({ amount, unit, percent: share }: { amount: number; unit: string; percent: number }) {
  return (
    <span className="stage-table__gain">
      <span className="nowrap">
        {signed(amount)} {unit}
      </span>{' '}
      <span className="nowrap">({percent(share)})</span>
    </span>
  );
}

/** The engine page: stock against each stage, estimates labelled as such, price, quote and realisations. */
export function EngineDetail({
  engine,
  vehicle,
  centre,
  realisationCount,
  measured,
  measuredCurves,
}: EngineDetailProps) {
  // The remap's price for this vehicle (a 450 ch truck is not priced as a car), and whether the E85 conversion is
  // offered for it at all (cars and vans: no E85 text on a motorcycle or a truck). The remap's query also names the
  // services, for those an engine that is not remapped is offered instead.
  const variables = { type: vehicle.type, powerHp: engine.powerHp };
  const remapData = useRemapPriceQuery({ variables }).data;
  const remap = remapData?.service?.vehicleFor;
  const electricServices = ELECTRIC_SERVICES.flatMap((slug) => remapData?.services.find((s) => s.slug === slug) ?? []);
  const e85 = Boolean(useE85OfferQuery({ variables }).data?.service?.vehicleFor);
  const stageNumbers = new Set(engine.stages.map((s) => s.stage));
  const name = `${vehicle.manufacturer.name} ${vehicle.model.name} ${engine.name}`;
  const anyEstimate = engine.stages.some((s) => s.estimated);
  const petrol = engine.fuel === 'essence' || engine.fuel === 'flexfuel';
  const quote = new URLSearchParams({
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
    [PAGE_QUERY.subject]: `Bonjour, je souhaite un devis de reprogrammation pour ma ${name} de ${vehicle.year}.`,
    // The request keeps the estimate of this page, read again from the catalogue by the gateway.
    [PAGE_QUERY.engine]: [vehicle.type, vehicle.manufacturer.slug, vehicle.model.slug, vehicle.year, engine.slug].join(
      '/',
    ),
  });
  // A vehicle that cannot be remapped is offered what applies to it: a diagnostic, named with the vehicle.
  const serviceQuote = new URLSearchParams({
    [PAGE_QUERY.service]: SERVICE.diagnostic,
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
  });
  // The booking page, with the vehicle and the stage this page shows (the visitor may choose stage 2 there).
  const booking = new URLSearchParams({
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
    [PAGE_QUERY.work]: 'stage1',
  });
  const realisations = new URLSearchParams({
    [PAGE_QUERY.brand]: vehicle.manufacturer.name,
    [PAGE_QUERY.model]: vehicle.model.name,
  });

  return (
    <div className="engine">
      <dl className="engine__specs">
        <div>
          <dt>Carburant</dt>
          <dd>{engine.fuelLabel}</dd>
        </div>
        <div>
          <dt>Alimentation</dt>
          <dd>{engine.aspirationLabel}</dd>
        </div>
        {engine.displacementCc > 0 && (
          <div>
            <dt>Cylindrée</dt>
            <dd>
              {engine.displacementCc} cm³{engine.cylinders ? `, ${engine.cylinders} cylindres` : ''}
            </dd>
          </div>
        )}
        {engine.engineCode && (
          <div>
            <dt>Code moteur</dt>
            <dd>{engine.engineCode}</dd>
          </div>
        )}
        <div>
          <dt>Années</dt>
          <dd>
            {engine.yearTo ? `${engine.yearFrom} – ${engine.yearTo}` : `depuis ${engine.yearFrom}`}
            {engine.generation ? ` · ${engine.generation}` : ''}
          </dd>
        </div>
      </dl>

      {!engine.remappable ? (
        <div className="engine__notice" role="note">
          <h2>Ce véhicule n’est pas reprogrammable</h2>
          <p>
            Le logiciel des véhicules électriques est verrouillé par le constructeur et sa puissance est gérée par la
            batterie et l’onduleur : nous ne le modifions pas. Nous restons à votre disposition pour le diagnostic et
            l’entretien.
          </p>
          <ul className="engine__services" role="list">
            {electricServices.map(({ slug, name }) => (
              <li key={slug}>
                <Link to={paths.service(slug, centre)}>{name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-labelledby="engine-figures">
          {measured.length > 0 && <MeasuredBlock measured={measured} job={measuredCurves} centre={centre} />}
          <h2 id="engine-figures">Puissance et couple</h2>
          {/* One row per level, the two measures side by side: every stage fits a 320 px phone without scrolling. */}
          <table className="stage-table">
            <caption className="visually-hidden">Puissance et couple d’origine et après chaque stage</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Niveau</span>
                </th>
                <th scope="col">Puissance</th>
                <th scope="col">Couple</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Origine</th>
                <td>{engine.powerHp} ch</td>
                <td>{engine.torqueNm} Nm</td>
              </tr>
              {engine.stages.map((s) => (
                <tr key={s.stage}>
                  <th scope="row">
                    Stage {s.stage}
                    {s.estimated && <span className="badge badge--muted stage-table__estimate">Estimation</span>}
                  </th>
                  <td>
                    <strong>{s.powerHp} ch</strong>
                    <Gain amount={s.powerGainHp} unit="ch" percent={s.powerGainPercent} />
                  </td>
                  <td>
                    <strong>{s.torqueNm} Nm</strong>
                    <Gain amount={s.torqueGainNm} unit="Nm" percent={s.torqueGainPercent} />
                  </td>
                </tr>
              ))}
              {engine.stageThreeOnQuote && (
                <tr>
                  <th scope="row">Stage 3</th>
                  {/* No figure: what a stage 3 gives depends on the parts chosen with the customer. */}
                  <td colSpan={2} className="stage-table__quote">
                    Avec modifications matérielles, sur devis
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {engine.noEstimateReason && <NoEstimateNotice reason={engine.noEstimateReason} />}
          {anyEstimate && (
            <p className="engine__estimate-note">
              <strong>Estimation</strong> : ces chiffres sont calculés à partir des valeurs d’origine selon la famille
              du moteur, ils ne sont pas mesurés. Le gain réel dépend de l’état du véhicule : nous le confirmons après
              le diagnostic, et seule une mesure au banc de puissance donne des chiffres mesurés.
              {stageNumbers.has(2) &&
                (engine.aspiration === 'turbo'
                  ? ' Le stage 2 demande des pièces (admission, échappement, échangeur).'
                  : ' Le stage 2 demande des pièces (admission, échappement).')}
              {engine.stageThreeOnQuote && ' Le stage 3 ajoute un turbo plus gros : il se chiffre sur devis.'}
            </p>
          )}
        </section>
      )}

      {engine.fuel === 'gpl' && engine.remappable && (
        <section className="card engine__e85" aria-labelledby="engine-lpg">
          <h2 id="engine-lpg">Bicarburation GPL</h2>
          <p>
            Le calculateur GPL suit la cartographie essence : nous contrôlons l’installation GPL et validons la
            reprogrammation sur les deux carburants. La conversion E85 ne s’applique pas à un moteur GPL.
          </p>
        </section>
      )}

      {petrol && engine.remappable && e85 && (
        <section className="card engine__e85" aria-labelledby="engine-e85">
          <h2 id="engine-e85">Et à l’E85 ?</h2>
          <p>
            Un moteur essence peut souvent être converti au superéthanol E85 par calibration, sans boîtier ajouté : il
            roule ensuite à l’E85, au sans-plomb ou avec un mélange des deux.{' '}
            <Link to={paths.service(SERVICE.e85Conversion, centre)}>En savoir plus sur la conversion E85</Link>
          </p>
        </section>
      )}

      <div className="engine__actions">
        {/* A price range rests on the stages it prices: an engine without any (atmospheric, hybrid) is quoted. */}
        {remap && engine.remappable && engine.stages.length > 0 && (
          <p className="engine__price">
            Reprogrammation ({remap.label.toLowerCase()}) à partir de{' '}
            <strong>{formatPrice(remap.price.from, remap.price.unit)}</strong>
            <span className="service__muted">
              {' '}
              (jusqu’à {formatPrice(remap.price.to, remap.price.unit)} selon le stage)
            </span>
          </p>
        )}
        {remap && engine.remappable && engine.stages.length === 0 && (
          <p className="engine__price">
            Reprogrammation ({remap.label.toLowerCase()}) : prix sur devis, après mesure au banc.
          </p>
        )}
        <p className="hero__actions">
          {engine.remappable && (
            <Link className="button" to={`${paths.booking(centre)}?${booking}`}>
              Prendre rendez-vous
            </Link>
          )}
          <Link
            className={engine.remappable ? 'button button--ghost' : 'button'}
            to={`${paths.contact(centre)}?${engine.remappable ? quote : serviceQuote}`}
          >
            {engine.remappable ? 'Demander un devis' : 'Demander un diagnostic'}
          </Link>
          {realisationCount > 0 && (
            <Link className="button button--ghost" to={`${paths.realisations(centre)}?${realisations}`}>
              Voir les réalisations de ce véhicule
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}

/** What the centres do for a vehicle whose software is not remapped (an electric car), named by the services' data. */
const ELECTRIC_SERVICES = [SERVICE.diagnostic, SERVICE.maintenance];

const NO_ESTIMATE: Record<NoEstimateReason, { title: string; text: string }> = {
  NATURALLY_ASPIRATED: {
    title: 'Pas d’estimation pour un moteur atmosphérique',
    text:
      'Un moteur atmosphérique gagne peu par le seul logiciel : quelques chevaux au mieux, parfois rien. Plutôt qu’un ' +
      'chiffre calculé, nous mesurons votre moteur au banc avant et après l’intervention ; le devis est sur demande.',
  },
  HYBRID: {
    title: 'Pas d’estimation pour une motorisation hybride',
    text:
      'Sur un hybride complet ou rechargeable, la puissance est répartie par le calculateur hybride, qui limite ce ' +
      'qu’une reprogrammation du moteur thermique peut apporter. Le gain se mesure au banc, véhicule par véhicule ; ' +
      'le devis est sur demande.',
  },
};

/** Why a remappable engine shows no figure: told plainly, with what we do instead (measure it on the bench). */
function NoEstimateNotice({ reason }: { reason: NoEstimateReason }) {
  const { title, text } = NO_ESTIMATE[reason];
  return (
    <div className="engine__notice" role="note">
      <h3>{title}</h3>
      <p>{text}</p>
    </div>
  );
}

/**
 * Bench-measured results of the network's jobs on this engine, shown above the estimates (they outrank them). Each
 * line names its stage and rests only on jobs of that stage, and says how many; one job is said to be one.
 */
function MeasuredBlock({
  measured,
  job,
  centre,
}: {
  measured: MeasuredResults;
  job: MeasuredCurves;
  centre: string | undefined;
}) {
  return (
    <div className="card engine__measured">
      <h2>Mesuré dans nos centres</h2>
      <ul className="engine__measured-list">
        {measured.map((m) => (
          <li key={m.stage}>
            <strong>Stage {m.stage}</strong> :{' '}
            {m.jobCount > 1 ? (
              <>
                gain médian de <strong>{signed(m.medianPowerGainHp)} ch</strong> et{' '}
                <strong>{signed(m.medianTorqueGainNm)} Nm</strong>, sur {m.jobCount} réalisations passées au banc avant
                et après.
              </>
            ) : (
              <>
                <strong>{signed(m.medianPowerGainHp)} ch</strong> et <strong>{signed(m.medianTorqueGainNm)} Nm</strong>{' '}
                mesurés au banc sur une seule réalisation : un exemple, pas encore une moyenne.
              </>
            )}
          </li>
        ))}
      </ul>
      {job?.benchRun && (
        <>
          <PowerChart run={job.benchRun} title={`Courbes au banc : ${job.title}`} />
          <p>
            <Link to={paths.realisation(job.id, job.slug, centre)}>Voir cette réalisation</Link>
          </p>
        </>
      )}
    </div>
  );
}
