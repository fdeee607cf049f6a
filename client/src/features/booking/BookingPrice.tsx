import { QUOTE_WORK, type QuoteWork } from '@garage/contract/quote-work';
import { SERVICE } from '@garage/contract/service-slugs';
import { formatPrice } from '../../config/format';
import { useBookingEnginePricesQuery } from '../../gql/hooks';

interface BookingPriceProps {
  centre: string;
  service: { slug: string; price: { from: number; to: number; unit: string } };
  work: QuoteWork | '';
  /** The engine page booked from (its configurator path), if any. */
  engine?: string;
}

/**
 * The price before the time, so that what the visitor commits to is known before the slot is held: from an engine
 * page, the stage's price in the garage's grid (decision 052), which the booking keeps and its e-mails repeat;
 * otherwise the service's range.
 */
export function BookingPrice({ centre, service, work, engine }: BookingPriceProps) {
  const prices = useBookingEnginePricesQuery({ variables: { engine: engine ?? '', centre }, skip: !engine }).data
    ?.enginePrices;
  const remap = service.slug === SERVICE.engineRemap;
  const stage = remap && work ? prices?.stages.find((s) => `stage${s.stage}` === work) : undefined;
  if (prices && stage && work)
    return (
      <p className="side-note booking__price">
        Prix ({QUOTE_WORK[work]}) : <strong>{formatPrice(stage.price, prices.currency)} TTC</strong> pour ce véhicule ;
        le centre vous le confirme après le diagnostic.
      </p>
    );
  return (
    <p className="side-note">
      Prix indicatif{work && remap ? ` (${QUOTE_WORK[work]})` : ''} : de{' '}
      {formatPrice(service.price.from, service.price.unit)} à {formatPrice(service.price.to, service.price.unit)} pour
      une voiture, selon le véhicule ; le centre vous le confirme avant les travaux.
    </p>
  );
}
