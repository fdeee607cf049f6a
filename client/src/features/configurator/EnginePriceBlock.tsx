import { formatPrice } from '../../config/format';
import type { RemapPriceQuery } from '../../gql/graphql';

type EnginePrices = NonNullable<RemapPriceQuery['enginePrices']>;

/** A stage's price under its name in the stage table: « 450 € TTC ». Nothing while the grid is read or gives none. */
export function StagePrice({ price, currency }: { price: number | undefined; currency: string | undefined }) {
  if (price === undefined || !currency) return null;
  return (
    <span className="stage-table__price">
      {formatPrice(price, currency)} <abbr title="toutes taxes comprises">TTC</abbr>
    </span>
  );
}

/**
 * The remap's price from the garage's grid: what each stage's price (in the stage table) includes, and the options
 * added to a stage. A motorcycle engine without figures has its stage 1 price here (its gain is measured on the
 * bench); an engine the grid does not price is quoted.
 */
export function EnginePriceBlock({ prices, withFigures }: { prices: EnginePrices | null; withFigures: boolean }) {
  if (!prices)
    return <p className="engine__price">Reprogrammation : prix sur devis, après diagnostic et mesure au banc.</p>;
  const stage2 = prices.stages.some((s) => s.stage === 2);
  return (
    <section className="card engine__price" aria-labelledby="engine-price">
      <h2 id="engine-price">Prix de la reprogrammation</h2>
      {!withFigures && (
        <p className="engine__price-stages">
          {prices.stages.map((s) => (
            <span key={s.stage} className="engine__price-stage">
              Stage {s.stage} : <strong>{formatPrice(s.price, prices.currency)} TTC</strong>
            </span>
          ))}{' '}
          — le gain se mesure au banc avant et après.
        </p>
      )}
      <p>
        Prix TTC par stage pour {articleFor(prices.vehicleType)} {prices.vehicleLabel.toLowerCase()} {prices.band}
        {withFigures ? ', indiqués sous chaque stage' : ''}. Chaque stage comprend :
      </p>
      <ul className="engine__includes">
        {prices.includes.map((line) => (
          <li key={line}>{line}.</li>
        ))}
      </ul>
      {stage2 && (
        <p className="service__muted">
          Le prix du stage 2 est celui de la calibration : les pièces qu’il demande sont chiffrées sur devis.
        </p>
      )}
      {prices.options.length > 0 && (
        <>
          <h3>Options, ajoutées au prix d’un stage</h3>
          <ul className="engine__options">
            {prices.options.map((o) => (
              <li key={o.key}>
                {o.label} : <strong>+{formatPrice(o.price, prices.currency)} TTC</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** « une voiture », « un utilitaire »: the article of each vehicle type the grid prices. */
const articleFor = (type: string) => (type === 'car' || type === 'motorcycle' ? 'une' : 'un');
