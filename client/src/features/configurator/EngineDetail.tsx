import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import type { EngineFiguresFragment, NoEstimateReason, VehicleTrailQuery } from '../../gql/graphql';
import { useE85OfferQuery, useRemapPriceQuery } from '../../gql/hooks';
import { EnginePriceBlock, StagePrice } from './EnginePriceBlock';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { SERVICE } from '@garage/contract/service-slugs';

// The curves of a measured job: few engines have one, so the chart's code is fetched only by their pages.
const PowerChart = lazy(() => import('../../components/ui/PowerChart').then((m) => ({ default: m.PowerChart })));

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
  // This engine's page, as the quote and booking links name it for the gateway to read it again.
  const enginePath = [vehicle.type, vehicle.manufacturer.slug, vehicle.model.slug, vehicle.year, engine.slug].join('/');
  // The price of each stage in the garage's grid (a 450 ch truck is not priced as a car), and whether the E85
  // conversion is offered for it at all (cars and vans: no E85 text on a motorcycle or a truck). The price's query also
  // names the services, for those an engine that is not remapped is offered instead.
  const variables = { type: vehicle.type, powerHp: engine.powerHp };
  const remapAnswer = useRemapPriceQuery({ variables: { engine: enginePath, centre: centre ?? null } });
  const remapData = remapAnswer.data;
  const prices = remapData?.enginePrices;
  const priceOf = (stage: number) => prices?.stages.find((p) => p.stage === stage)?.price;
  const electricServices = ELECTRIC_SERVICES.flatMap(({ slug, applies }) => {
    const service = remapData?.services.find((s) => s.slug === slug);
    return service ? [{ ...service, applies }] : [];
  });
  const e85 = Boolean(useE85OfferQuery({ variables }).data?.service?.vehicleFor);
  const stageNumbers = new Set(engine.stages.map((s) => s.stage));
  const name = `${vehicle.manufacturer.name} ${vehicle.model.name} ${engine.name}`;
  const anyEstimate = engine.stages.some((s) => s.estimated);
  const petrol = engine.fuel === 'essence' || engine.fuel === 'flexfuel';
  const quote = new URLSearchParams({
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
    [PAGE_QUERY.subject]: `Bonjour, je souhaite un devis de reprogrammation pour ma ${name} de ${vehicle.year}.`,
    // The request keeps the estimate and the price of this page, read again by the gateway.
    [PAGE_QUERY.engine]: enginePath,
  });
  // A vehicle that cannot be remapped is offered what applies to it: a diagnostic, named with the vehicle.
  const serviceQuote = new URLSearchParams({
    [PAGE_QUERY.service]: SERVICE.diagnostic,
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
  });
  // The booking page, with the vehicle and the stage this page shows (the visitor may choose stage 2 there), and the
  // engine whose stage price the booking keeps.
  const booking = new URLSearchParams({
    [PAGE_QUERY.vehicle]: `${name} (${vehicle.year})`,
    [PAGE_QUERY.work]: 'stage1',
    [PAGE_QUERY.engine]: enginePath,
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
            batterie et l’onduleur : nous ne le modifions pas. Voici ce que nous faisons pour lui, et pourquoi :
          </p>
          <ul className="engine__services" role="list">
            {electricServices.map(({ slug, name, applies }) => (
              <li key={slug}>
                <Link to={paths.service(slug, centre)}>{name}</Link> : {applies}
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
                    <StagePrice price={priceOf(s.stage)} currency={prices?.currency} />
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
          <EstimateAgainstMeasured stages={engine.stages} measured={measured} />
          {engine.noEstimateReason && (
            <NoEstimateNotice reason={engine.noEstimateReason} priced={Boolean(prices?.stages.length)} />
          )}
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

      {engine.remappable && remapAnswer.data && (
        <EnginePriceBlock prices={prices ?? null} withFigures={engine.stages.length > 0} />
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

/**
 * What the centres do for a vehicle whose software is not remapped (an electric car), named by the services' data,
 * each with what it covers on such a car: the servicing page speaks of oil changes, which an electric motor has none.
 */
const ELECTRIC_SERVICES = [
  {
    slug: SERVICE.diagnostic,
    applies: 'lecture des défauts de ses calculateurs et contrôle de ses équipements électriques et électroniques.',
  },
  {
    slug: SERVICE.maintenance,
    applies:
      'sans vidange, un moteur électrique n’ayant pas d’huile à changer : freinage et liquide de frein, filtre ' +
      'd’habitacle, pneumatiques et trains roulants, selon le carnet du constructeur.',
  },
];

const NO_ESTIMATE: Record<NoEstimateReason, { title: string; text: string }> = {
  NATURALLY_ASPIRATED: {
    title: 'Pas d’estimation pour un moteur atmosphérique',
    text:
      'Un moteur atmosphérique gagne peu par le seul logiciel : quelques chevaux au mieux, parfois rien. Plutôt qu’un ' +
      'chiffre calculé, nous mesurons votre moteur au banc avant et après l’intervention',
  },
  HYBRID: {
    title: 'Pas d’estimation pour une motorisation hybride',
    text:
      'Sur un hybride complet ou rechargeable, la puissance est répartie par le calculateur hybride, qui limite ce ' +
      'qu’une reprogrammation du moteur thermique peut apporter. Le gain se mesure au banc, véhicule par véhicule',
  },
};

/**
 * Why a remappable engine shows no figure: told plainly, with what we do instead (measure it on the bench), and its
 * price: the grid's when it prices the engine without figures (a motorcycle), else on quote.
 */
function NoEstimateNotice({ reason, priced }: { reason: NoEstimateReason; priced: boolean }) {
  const { title, text } = NO_ESTIMATE[reason];
  return (
    <div className="engine__notice" role="note">
      <h3>{title}</h3>
      <p>{priced ? `${text}, au prix indiqué ci-dessous.` : `${text} ; le devis est sur demande.`}</p>
    </div>
  );
}

/** Said when the garage has written no reason of its own for a gap between an estimate and the measurement. */
const ESTIMATE_IS_FAMILY_WIDE =
  'L’estimation est calculée pour toute la famille du moteur ; la mesure vient des véhicules passés dans nos ' +
  'centres. Pour le vôtre, c’est le banc qui fait foi.';

/**
 * Where the network measured a stage that the page estimates and the two differ, a sentence beside the estimate says
 * by how much and why: the garage's written reason (fuel, options, the car measured), or that the rule is
 * family-wide.
 */
function EstimateAgainstMeasured({
  stages,
  measured,
}: {
  stages: EngineFiguresFragment['stages'];
  measured: MeasuredResults;
}) {
  const gaps = stages.flatMap((s) => {
    const m = measured.find((r) => r.stage === s.stage);
    if (!s.estimated || !m) return [];
    const power = Math.sign(s.powerGainHp - m.medianPowerGainHp);
    const torque = Math.sign(s.torqueGainNm - m.medianTorqueGainNm);
    if (power === 0 && torque === 0) return [];
    const compared =
      power <= 0 && torque <= 0 ? 'reste en dessous du' : power >= 0 && torque >= 0 ? 'dépasse le' : 'diffère du';
    return [{ s, m, compared }];
  });
  return (
    <>
      {gaps.map(({ s, m, compared }) => (
        <p key={s.stage} className="engine__estimate-note">
          <strong>Stage {s.stage}</strong> : l’estimation ({signed(s.powerGainHp)} ch, {signed(s.torqueGainNm)} Nm){' '}
          {compared} gain mesuré dans nos centres ({signed(m.medianPowerGainHp)} ch, {signed(m.medianTorqueGainNm)} Nm).{' '}
          {s.estimateReason ?? ESTIMATE_IS_FAMILY_WIDE}
        </p>
      ))}
    </>
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
          <Suspense fallback={<p role="status">Chargement des courbes…</p>}>
            <PowerChart run={job.benchRun} title={`Courbes au banc : ${job.title}`} />
          </Suspense>
          <p>
            <Link to={paths.realisation(job.id, job.slug, centre)}>Voir cette réalisation</Link>
          </p>
        </>
      )}
    </div>
  );
}
