import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PAGE_QUERY, SCRIPT_QUERY } from '@garage/contract/page-contract';
import { isQuoteWork as isWork, serviceOfWork } from '@garage/contract/quote-work';
import { DataView, LoadingState } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { BookingFlow } from '../../features/booking/BookingFlow';
import { WaitlistLeave } from '../../features/booking/WaitlistLeave';
import { useServicesOverviewQuery } from '../../gql/hooks';
import { centreOffers } from '@garage/contract/centre-offers';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { title as bookingTitle } from '@garage/contract/pages/booking';

// The vehicle search, for a service priced by the vehicle when the page named none: loaded when the form shows it.
const VehicleSearch = lazy(() =>
  import('../../features/vehicle-search/VehicleSearch').then((module) => ({ default: module.VehicleSearch })),
);

/**
 * `/{center}/rendez-vous`: online booking at the centre (issue 27). `?prestation=` chooses the service, `?vehicle=`
 * names the vehicle (an engine page's button), `?travaux=` the work (stage1, stage2, e85, gearbox) and `?moteur=` the
 * engine page, whose stage prices the booking shows. From a waiting
 * list's e-mail, `?jour=&heure=` hold that start at once and `?desinscription=` leaves the list.
 */
export default function Booking() {
  const { center = '' } = useParams();
  const [search] = useSearchParams();
  const { centres, loadError, reload } = useCentreSelection();
  const centre = centres?.find((c) => c.id === center);
  const services = useServicesOverviewQuery();
  const work = search.get(PAGE_QUERY.work);
  const day = search.get(SCRIPT_QUERY.day);
  const time = search.get(SCRIPT_QUERY.time);
  return (
    <div className="page">
      <PageHeading
        title="Prendre rendez-vous"
        documentTitle={bookingTitle(centre?.name)}
        lead={
          centre
            ? `Au centre de ${centre.name} : choisissez la prestation, puis un jour et une heure libres. Le créneau vous est réservé dix minutes, le temps de donner vos coordonnées, puis un lien reçu par e-mail confirme le rendez-vous.`
            : undefined
        }
      />
      <WaitlistLeave token={search.get(SCRIPT_QUERY.unsubscribe)} />
      <DataView
        loading={(centres === undefined && !loadError) || (services.loading && !services.data)}
        error={loadError ?? services.error}
        data={
          centre && services.data
            ? // Only what the centre does: no bench run where there is no bench.
              { centre, services: services.data.services.filter((service) => centreOffers(centre, service)) }
            : undefined
        }
        onRetry={() => {
          reload();
          void services.refetch();
        }}
      >
        {(loaded) => (
          <BookingFlow
            centre={loaded.centre}
            services={loaded.services}
            initialService={search.get(PAGE_QUERY.service) ?? (isWork(work) ? serviceOfWork(work) : undefined)}
            vehicle={search.get(PAGE_QUERY.vehicle) ?? undefined}
            engine={search.get(PAGE_QUERY.engine) ?? undefined}
            initialWork={isWork(work) ? work : undefined}
            initialStart={day && time ? { date: day, time } : undefined}
            vehiclePicker={(onPick) => (
              <Suspense fallback={<LoadingState />}>
                <VehicleSearch
                  centre={center}
                  // Named as an engine page's button and the visitor's e-mails name it: « Peugeot 308 1.5 BlueHDi
                  // 130 (2018) » (the year tells the generation the search showed).
                  onPick={(result) =>
                    onPick({
                      label: `${[result.manufacturer, result.model, result.engine].filter(Boolean).join(' ')} (${result.levels[3]})`,
                      engine: result.levels.join('/'),
                    })
                  }
                />
              </Suspense>
            )}
          />
        )}
      </DataView>
    </div>
  );
}
