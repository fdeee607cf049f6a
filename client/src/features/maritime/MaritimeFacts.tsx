import { SERVICE } from '@garage/contract/service-slugs';
import { formatPrice } from '../../config/format';
import { useServicesOverviewQuery, useSiteShellQuery } from '../../gql/hooks';
import { centresTakingBoats, frenchList } from '../../lib/centre-capabilities';

/** The remap's price for a boat, from the service's own « Bateau » line (written once, in the gateway's content). */
export function MarinePrice() {
  const boat = useServicesOverviewQuery()
    .data?.services.find((s) => s.slug === SERVICE.engineRemap)
    ?.vehicles.find((v) => v.type === 'boat');
  if (!boat) return null;
  return (
    <p className="maritime-price">
      Reprogrammation d’un moteur marin : de <strong>{formatPrice(boat.price.from, boat.price.unit)}</strong> à{' '}
      <strong>{formatPrice(boat.price.to, boat.price.unit)}</strong> selon le moteur, après lecture du calculateur.
    </p>
  );
}

/** Which centres work on boats (the centres' data), and what that means for the visitor's own centre. */
export function BoatCentres({ centre }: { centre: string | undefined }) {
  const centres = useSiteShellQuery().data?.centres ?? [];
  const boats = centresTakingBoats(centres);
  if (centres.length === 0) return null;
  if (boats.length === 0) return <p>Aucun de nos centres ne prend encore les bateaux en charge.</p>;
  const here = centres.find((c) => c.id === centre);
  const named = boats.map((c) => (c.mobileService ? `${c.name} (service mobile, au port)` : c.name));
  return (
    <p className="maritime-centres">
      Centres qui interviennent sur les bateaux et les jet-skis : {frenchList(named)}.
      {here &&
        !here.takesBoats &&
        ` Le centre de ${here.name} ne les prend pas en charge : votre demande est adressée à ${boats[0]!.name}, et vous pouvez choisir un autre centre dans le formulaire.`}
    </p>
  );
}
