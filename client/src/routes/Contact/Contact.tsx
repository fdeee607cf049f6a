import { useParams, useSearchParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { ContactForm } from '../../features/contact/ContactForm';
import { CentreCard } from '../../features/site/CentreCard';
import { useServicesOverviewQuery } from '../../gql/hooks';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { QUOTE_WORK_OF_SERVICE } from '@garage/contract/quote-work';
import { title as contactTitle } from '@garage/contract/pages/contact';

/** The message a service page's quote button starts the form with. */
const serviceQuoteMessage = (serviceName: string) =>
  `Bonjour, je souhaite un devis pour la prestation « ${serviceName} ».`;

/** Invites a call only when the centre (or, without one, some centre) has a phone number shown below. */
function contactLead(centres: { id: string; phone?: string | null }[] | undefined, center: string | undefined): string {
  const shown = center ? centres?.filter((c) => c.id === center) : centres;
  return shown?.some((c) => c.phone)
    ? 'Une question, un devis, un rendez-vous : écrivez-nous ou appelez directement votre centre.'
    : 'Une question, un devis, un rendez-vous : écrivez-nous, votre centre vous répond.';
}

/**
 * `/contact` and `/{center}/contact`: the centre's details (or every centre's) and the contact form.
 * `?vehicle=` and `?sujet=` prefill the form (the configurator's quote button uses them, with `?moteur=`, the engine
 * page's path, whose estimate is kept with the request); `?prestation=<slug>`
 * starts the message with that service (a service page's quote button). An unknown slug is ignored.
 */
export default function Contact() {
  const { center } = useParams();
  const [search] = useSearchParams();
  const { centres, loadError, reload } = useCentreSelection();
  const centreName = centres?.find((c) => c.id === center)?.name;
  const serviceSlug = search.get(PAGE_QUERY.service);
  const services = useServicesOverviewQuery({ skip: !serviceSlug });
  const serviceName = serviceSlug ? services.data?.services.find((s) => s.slug === serviceSlug)?.name : undefined;
  // The form's fields take their initial values once: wait for the service's name (a failure just leaves it out).
  const waitingForService = Boolean(serviceSlug) && services.loading;
  return (
    <div className="page">
      <PageHeading
        title="Contact et devis"
        documentTitle={contactTitle(centreName)}
        lead={contactLead(centres, center)}
      />
      <DataView loading={centres === undefined || waitingForService} error={loadError} data={centres} onRetry={reload}>
        {(list) => {
          const shown = center ? list.filter((c) => c.id === center) : list;
          return (
            <div className="contact-layout">
              <ContactForm
                centres={list}
                centre={center}
                vehicle={search.get(PAGE_QUERY.vehicle) ?? undefined}
                configuratorEngine={search.get(PAGE_QUERY.engine) ?? undefined}
                work={search.get(PAGE_QUERY.engine) ? 'stage1' : QUOTE_WORK_OF_SERVICE[serviceSlug ?? '']}
                subject={search.get(PAGE_QUERY.subject) ?? (serviceName ? serviceQuoteMessage(serviceName) : undefined)}
              />
              <section aria-labelledby="contact-centres">
                <h2 id="contact-centres">{shown.length > 1 ? 'Nos centres' : 'Votre centre'}</h2>
                <ul className="contact-centres" role="list">
                  {shown.map((c) => (
                    <li key={c.id}>
                      <CentreCard centre={c} />
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          );
        }}
      </DataView>
    </div>
  );
}
