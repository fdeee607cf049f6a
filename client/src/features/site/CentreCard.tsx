import { Link } from 'react-router-dom';
import { PhoneIcon, PinIcon } from '../../components/icons/icons';
import { frenchLongDate, telHref } from '../../config/format';
import { summariseOpeningHours } from '@garage/contract/opening-hours';
import { paths } from '@garage/contract/paths';
import type { SiteShellQuery } from '../../gql/graphql';

type Centre = SiteShellQuery['centres'][number];

/** A centre's address, phone and hours; fields a preset lacks (phone, coordinates) are simply left out. */
export function CentreCard({ centre }: { centre: Centre }) {
  const hours = summariseOpeningHours(centre.openingHours);
  const season = centre.nextSeasonalHours;
  const mapUrl = centre.coordinates
    ? `https://www.openstreetmap.org/?mlat=${centre.coordinates.lat}&mlon=${centre.coordinates.lng}#map=15/${centre.coordinates.lat}/${centre.coordinates.lng}`
    : undefined;
  return (
    <article className="card centre-card">
      <h3 className="centre-card__name">
        <Link to={paths.centreHome(centre.id)}>{centre.name}</Link>
      </h3>
      <p className="centre-card__line">
        <PinIcon />
        <span>{centre.address}</span>
      </p>
      {centre.serviceNote && <p className="centre-card__note">{centre.serviceNote}</p>}
      {centre.phone && (
        <p className="centre-card__line">
          <PhoneIcon />
          <a href={telHref(centre.phone, centre.country)}>{centre.phone}</a>
        </p>
      )}
      {hours.length > 0 && (
        <dl className="centre-card__hours">
          {hours.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      )}
      {season && (
        <div className="centre-card__season">
          <p>
            <strong>{season.label}</strong>, du {frenchLongDate(season.from)} au {frenchLongDate(season.to)} :
          </p>
          <dl className="centre-card__hours">
            {summariseOpeningHours(season.openingHours).map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {mapUrl && (
        <p>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            Voir sur la carte<span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </p>
      )}
    </article>
  );
}
