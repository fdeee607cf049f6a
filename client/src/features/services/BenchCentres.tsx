import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { useSiteShellQuery } from '../../gql/hooks';
import { centresWithBench, frenchList } from '../../lib/centre-capabilities';

/** Under a vehicle type of a bench service: the centres whose bench takes it (the motorcycle bench is not everywhere). */
export function BenchCentres({ vehicleType }: { vehicleType: string }) {
  const centres = useSiteShellQuery().data?.centres ?? [];
  if (centres.length === 0) return null;
  const equipped = centresWithBench(centres, vehicleType);
  return (
    <p className="service__muted">
      {equipped.length === centres.length
        ? 'Dans tous nos centres.'
        : equipped.length === 0
          ? 'Aucun de nos centres n’a encore de banc pour ce véhicule.'
          : `Centres équipés : ${frenchList(equipped.map((c) => c.name))}.`}
    </p>
  );
}

/** On a bench service's page, at a centre without a bench (a mobile service): where to go instead. */
export function NoBenchHere({ centre, service }: { centre: string | undefined; service: string }) {
  const centres = useSiteShellQuery().data?.centres ?? [];
  const here = centres.find((c) => c.id === centre);
  if (!here || here.benchVehicleTypes.length > 0) return null;
  const equipped = centresWithBench(centres);
  return (
    <p className="service__notice side-note" role="note">
      Le centre de {here.name} n’a pas de banc de puissance
      {here.mobileService ? ' : c’est un service mobile, qui vient à vous' : ''}.
      {equipped.length > 0 && (
        <>
          {' '}
          Passage au banc à{' '}
          {equipped.map((c, i) => (
            <span key={c.id}>
              {i > 0 && (i === equipped.length - 1 ? ' et ' : ', ')}
              <Link to={paths.service(service, c.id)}>{c.name}</Link>
            </span>
          ))}
          .
        </>
      )}
    </p>
  );
}
