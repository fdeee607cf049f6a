import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { paths } from '@garage/contract/paths';
import { QUOTE_WORK, QUOTE_WORK_OF_SERVICE, type QuoteWork } from '@garage/contract/quote-work';
import { DataView } from '../../components/ui/DataView';
import { frenchDay, telHref } from '../../config/format';
import { frenchTime } from '@garage/contract/opening-hours';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import type { BookingRefusalFragment } from '../../gql/graphql';
import { BOOKING_FAILED, type Confirmed, type Held } from './booking-flow-types';
import {
  useBookingAvailabilityQuery,
  useHoldBookingSlotMutation,
  useReleaseBookingHoldMutation,
} from '../../gql/hooks';
import { appointmentText } from './appointment-text';
import { BookingPrice } from './BookingPrice';
import { RefusalNotice } from './RefusalNotice';
import { WaitlistForm } from './WaitlistForm';
import { SlotPicker } from '../../components/ui/SlotPicker';
import '../../components/ui/form.css';
import './booking.css';
import { SERVICE } from '@garage/contract/service-slugs';

// Step 3 (the visitor's details, with the confirmation's mutation and the vehicle and consent fields) is a chunk of its
// own: fetched while the visitor picks a slot, it is not part of the page's first JavaScript.
const loadVisitorDetails = () => import('./VisitorDetails');
const VisitorDetails = lazy(loadVisitorDetails);

interface BookingFlowProps {
  centre: { id: string; name: string; phone?: string | null };
  services: readonly { slug: string; name: string; price: { from: number; to: number; unit: string } }[];
  /** From the page the visitor came from: the service, the vehicle (an engine page) and the work. */
  initialService?: string;
  vehicle?: string;
  /** The engine page's path, when booked from one: its stage prices replace the service's range. */
  engine?: string;
  initialWork?: QuoteWork;
  /** A start to hold at once, as a click on it would (the link of a waiting list's e-mail). */
  initialStart?: { date: string; time: string };
  /**
   * The vehicle search, as a picker of engines: shown for a service priced by the vehicle when the page named none.
   * (A slot of the page's route: features do not import each other.)
   */
  vehiclePicker?: (onPick: (vehicle: PickedVehicle) => void) => ReactNode;
}

/** A vehicle chosen in the form: its name, and its engine page's path (whose stage prices the booking shows). */
export interface PickedVehicle {
  label: string;
  engine: string;
}

/** The services whose work and price depend on the vehicle: the form asks for it when the page did not say. */
const PRICED_BY_VEHICLE: readonly string[] = [SERVICE.engineRemap, SERVICE.e85Conversion, SERVICE.gearboxRemap];

/** « 6 h », « 1 h 30 », with no-break spaces: a figure and its unit stay on one line. */
const hours = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)}\u00a0h\u00a0${minutes % 60}` : `${minutes / 60}\u00a0h`;

/** What the times offered mean: a start, or for a long job a time to leave the vehicle. */
function durationNote(free: {
  durationMinutes: number;
  benchRunMinutes: number;
  dropOff: boolean;
  arrivalWindowMinutes: number;
}): string {
  if (free.dropOff && !free.arrivalWindowMinutes) {
    const bench = free.benchRunMinutes ? ', mesure au banc de puissance avant et après comprise' : '';
    return `Heures du centre. Déposez le véhicule à l’heure choisie : le travail demande jusqu’à ${hours(free.durationMinutes)} d’atelier${bench}, et l’heure où le récupérer est indiquée pour chaque dépôt.`;
  }
  return `Heures du centre ; la prestation est prévue pour ${hours(free.durationMinutes)} au plus.`;
}

/**
 * Online booking at a centre (issue 27): choose the service, a day and a free time; the slot is held ten minutes
 * while the visitor gives their details; then it is confirmed. A slot taken meanwhile is said so, with the nearest
 * free ones to choose from.
 */
export function BookingFlow({
  centre,
  services,
  initialService,
  vehicle: pageVehicle,
  engine: pageEngine,
  initialWork,
  initialStart,
  vehiclePicker,
}: BookingFlowProps) {
  // The page's vehicle (an engine page's button), or one chosen here.
  const [picked, setPicked] = useState<PickedVehicle | null>(null);
  const vehicle = picked?.label ?? pageVehicle;
  const engine = picked?.engine ?? pageEngine;
  const known = (slug: string | undefined) => (slug && services.some((s) => s.slug === slug) ? slug : '');
  const [service, setService] = useState(known(initialService));
  const [work, setWork] = useState<QuoteWork | ''>(initialWork ?? QUOTE_WORK_OF_SERVICE[service] ?? '');
  const [held, setHeld] = useState<Held | null>(null);
  /** The hold whose ten minutes ran out: its form stays, with what was typed, until another is held. */
  const [expired, setExpired] = useState<Held | null>(null);
  const [refusal, setRefusal] = useState<BookingRefusalFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  // The vehicle's engine page sets the work's time (a truck's remap takes the day).
  const availability = useBookingAvailabilityQuery({
    variables: { centre: centre.id, service, engine: engine ?? null },
    skip: !service,
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  const [hold, holding] = useHoldBookingSlotMutation();
  const [release] = useReleaseBookingHoldMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = services.find((s) => s.slug === service);
  const phone = centre.phone;
  const { country } = useCentreSelection();
  // The contact form, its quote message written for the service.
  const quotePath = `${paths.contact(centre.id)}?${new URLSearchParams({ [PAGE_QUERY.service]: service })}`;

  const pick = async (date: string, time: string) => {
    setError(null);
    void loadVisitorDetails(); // alongside the hold's request, so that the form is there when it answers
    try {
      const { data } = await hold({
        variables: {
          input: {
            centre: centre.id,
            service,
            date,
            time,
            vehicle: vehicle ?? null,
            work: work || null,
            engine: engine ?? null,
          },
        },
      });
      const result = data?.holdBookingSlot;
      if (result?.__typename === 'BookingHeld') {
        setRefusal(null);
        setExpired(null);
        setHeld(result);
      } else if (result?.__typename === 'BookingRefused') {
        setRefusal(result);
        void availability.refetch();
      }
    } catch {
      setError(BOOKING_FAILED);
    }
  };
  /** « Changer »: back to the times, the held one given back so that it shows free again (to anyone). */
  const change = (current: Held) => {
    setHeld(null);
    release({ variables: { hold: current.id } })
      .then(() => availability.refetch())
      // Not given back (the connection): it simply runs out at the end of its ten minutes.
      .catch(() => undefined);
  };
  /**
   * The same time again once the ten minutes ran out. The page's clock may end them a little before the gateway's:
   * the old hold is given back first (a no-op once it has expired there), so that it does not stand in the way.
   */
  const holdAgain = async (previous: Held) => {
    await release({ variables: { hold: previous.id } }).catch(() => undefined);
    await pick(previous.date, previous.time);
  };
  const lost = (result: BookingRefusalFragment) => {
    setHeld(null);
    setRefusal(result);
    void availability.refetch();
  };

  useEffect(() => {
    if (confirmed) heading.current?.focus();
  }, [confirmed]);

  // The link of a waiting list's e-mail names a start: held at once, or refused with the nearest free ones.
  const startAsked = useRef(service ? initialStart : undefined);
  useEffect(() => {
    const asked = startAsked.current;
    startAsked.current = undefined;
    if (asked) void pick(asked.date, asked.time);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, []);

  if (confirmed) {
    return (
      <div className="booking__done card" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Dernière étape : confirmez par e-mail
        </h2>
        <p>
          Un e-mail vient d’être envoyé à <strong>{confirmed.email}</strong>. Ouvrez le lien qu’il contient avant le{' '}
          {frenchDay(confirmed.confirmByDate)} à {frenchTime(confirmed.confirmByTime)} : le rendez-vous sera alors
          confirmé, et le centre prévenu. Sans confirmation, le créneau sera libéré.
        </p>
        <dl className="contact-form__receipt">
          <div>
            <dt>Quand</dt>
            <dd>{appointmentText(confirmed)}</dd>
          </div>
          <div>
            <dt>Où</dt>
            <dd>{confirmed.centreName}</dd>
          </div>
          <div>
            <dt>Prestation</dt>
            <dd>{confirmed.serviceTitle}</dd>
          </div>
          <div>
            <dt>Référence</dt>
            <dd>
              <strong>{confirmed.reference}</strong>
            </dd>
          </div>
        </dl>
        <p>
          Rien reçu ? Regardez dans les courriers indésirables.
          {confirmed.centrePhone && ` Vous pouvez aussi appeler le centre au ${confirmed.centrePhone}.`}
        </p>
        <p>
          <Link className="button button--ghost" to={paths.services(centre.id)}>
            Découvrir nos services
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="booking">
      <noscript>
        <p className="form-error">
          La réservation en ligne a besoin de JavaScript, désactivé dans votre navigateur
          {phone ? ` : appelez le centre au ${phone} pour prendre rendez-vous.` : '.'}
        </p>
      </noscript>
      {phone && (
        <p className="booking__phone side-note">
          Vous préférez appeler ? Le centre de {centre.name} : <a href={telHref(phone, country)}>{phone}</a>
        </p>
      )}
      <section className="booking__step card" aria-labelledby="booking-what">
        <h2 id="booking-what">1. La prestation</h2>
        {vehicle && (
          <p className="side-note">
            Véhicule : <strong>{vehicle}</strong>{' '}
            {picked && !held && (
              <button type="button" className="booking__link-button" onClick={() => setPicked(null)}>
                Changer de véhicule
              </button>
            )}
          </p>
        )}
        <div className="booking__choices">
          <div className="field">
            <label htmlFor="booking-service">Prestation</label>
            <select
              id="booking-service"
              value={service}
              disabled={Boolean(held)}
              onChange={(event) => {
                setService(event.target.value);
                setExpired(null);
                setWork(QUOTE_WORK_OF_SERVICE[event.target.value] ?? '');
                setRefusal(null);
              }}
            >
              <option value="">Choisissez une prestation</option>
              {services.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {service === SERVICE.engineRemap && (
            <div className="field">
              <label htmlFor="booking-work">Stage</label>
              <select
                id="booking-work"
                value={work}
                disabled={Boolean(held)}
                onChange={(event) => setWork(event.target.value as QuoteWork)}
              >
                <option value="stage1">{QUOTE_WORK.stage1}</option>
                <option value="stage2">{QUOTE_WORK.stage2}</option>
              </select>
            </div>
          )}
        </div>
        {!vehicle && vehiclePicker && PRICED_BY_VEHICLE.includes(service) && (
          <div className="booking__vehicle">{vehiclePicker(setPicked)}</div>
        )}
        {chosen && <BookingPrice centre={centre.id} service={chosen} work={work} engine={engine} />}
      </section>

      {service && (
        <section className="booking__step card" aria-labelledby="booking-when">
          <h2 id="booking-when">2. Le jour et l’heure</h2>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {refusal && <RefusalNotice refusal={refusal} onPick={pick} busy={holding.loading} />}
          {held ? (
            <p className="booking__held">
              <strong>
                {appointmentText({
                  ...held,
                  arrivalWindowMinutes: availability.data?.bookingAvailability?.arrivalWindowMinutes ?? 0,
                })}
              </strong>{' '}
              <button
                type="button"
                className="button button--ghost button--small"
                // Heard alone (a list of buttons), « Changer » would not say what it changes.
                aria-label="Changer de créneau"
                onClick={() => change(held)}
              >
                Changer
              </button>
            </p>
          ) : (
            <DataView
              loading={availability.loading && !availability.data}
              error={availability.error}
              data={availability.data?.bookingAvailability ?? undefined}
              onRetry={() => void availability.refetch()}
              loadingLabel="Chargement des créneaux libres"
            >
              {(free) =>
                free.notice ? (
                  <p className="booking__empty">
                    {free.notice} <Link to={quotePath}>Demander un devis</Link> ou{' '}
                    <Link to={paths.centreHome(centre.id)}>choisir un autre centre</Link>.
                  </p>
                ) : (
                  <>
                    <p className="side-note">{durationNote(free)}</p>
                    <SlotPicker
                      key={`${service}-${refusal?.nearest[0]?.date ?? ''}`}
                      availability={free}
                      initialDate={refusal?.nearest[0]?.date}
                      onPick={pick}
                      busy={holding.loading}
                    />
                    {!free.days.some((day) => day.slots.length > 0) && (
                      <p>
                        <Link to={quotePath}>Demander un devis</Link> : le centre vous rappelle pour fixer le
                        rendez-vous.
                      </p>
                    )}
                    <WaitlistForm key={service} {...free} />
                  </>
                )
              }
            </DataView>
          )}
        </section>
      )}

      {(held ?? expired) && (
        <Suspense
          fallback={
            <p className="booking__step card" role="status">
              Chargement du formulaire…
            </p>
          }
        >
          <VisitorDetails
            held={(held ?? expired)!}
            live={Boolean(held)}
            arrivalWindowMinutes={availability.data?.bookingAvailability?.arrivalWindowMinutes ?? 0}
            onConfirmed={setConfirmed}
            onLost={lost}
            onExpired={() => {
              setExpired(held);
              setHeld(null);
              void availability.refetch();
            }}
            onHoldAgain={() => expired && void holdAgain(expired)}
            holding={holding.loading}
          />
        </Suspense>
      )}
    </div>
  );
}
