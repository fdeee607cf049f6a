import { isQuoteWork, QUOTE_WORK, serviceDoesWork, serviceOfWork } from '@garage/contract/quote-work';
import { useState, type FormEvent } from 'react';
import { frenchTime } from '@garage/contract/opening-hours';
import type { PhoneBookingDetailsInput } from '@garage/contract/booking-form';
import { BOOKING_LIMITS } from '@garage/contract/form-limits';
import { DataView } from '../../../components/ui/DataView';
import { useFormFields } from '../../../components/ui/form-fields';
import { SlotPicker } from '../../../components/ui/SlotPicker';
import { frenchDay } from '../../../config/format';
import { useAdminBookingSlotsQuery, useAdminCreateBookingMutation } from '../../../gql/admin/hooks';
import { useServicesOverviewQuery } from '../../../gql/hooks';
import { graphQLMessage, isUnauthenticated } from '../admin-client';

/** A contact request the booking comes from: its centre, the visitor's details and its id (kept with the booking). */
export interface RequestToBook {
  contactRequest: string;
  centre: string;
  name: string;
  phone: string;
  email: string | null;
  vehicle: string | null;
  /** What the request asked for (stage1, stage2, e85, gearbox), its plate and mileage: carried into the booking. */
  work: string | null;
  plate: string | null;
  mileageKm: number | null;
}

type PhoneFields = keyof PhoneBookingDetailsInput;

/** A booking taken by phone: the service, a free start (no lead time for the staff), the caller's details. */
export function PhoneBookingForm({
  centre,
  initial,
  onDone,
  onCancel,
}: {
  centre: string;
  initial?: RequestToBook | null;
  onDone(text: string, date: string): void;
  onCancel(): void;
}) {
  const { id, field, errorOf, showErrors, idOf } = useFormFields<PhoneFields>();
  const services = useServicesOverviewQuery().data?.services ?? [];
  const work = isQuoteWork(initial?.work) ? initial.work : null;
  const [service, setService] = useState((work && serviceOfWork(work)) ?? '');
  // The vehicle's type sets the work's time (a truck's remap takes the day); the service's first type by default.
  const vehicleTypes = services.find((s) => s.slug === service)?.vehicles ?? [];
  const [chosenType, setVehicleType] = useState('');
  const vehicleType = vehicleTypes.some((v) => v.type === chosenType) ? chosenType : (vehicleTypes[0]?.type ?? null);
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useAdminBookingSlotsQuery({
    variables: { centre, service, vehicleType },
    skip: !service,
    fetchPolicy: 'network-only',
  });
  const [create, { loading }] = useAdminCreateBookingMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slot) {
      setProblem('Choisissez un jour et une heure.');
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: PhoneFields) => String(form.get(name) ?? '');
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            centre,
            service,
            ...slot,
            name: text('name'),
            phone: text('phone'),
            email: text('email') || null,
            vehicle: text('vehicle') || null,
            // The request's stage goes with the remap it was for, not with another service chosen instead.
            work: work && serviceDoesWork(service, work) ? work : null,
            vehicleType,
            address: text('address') || null,
            contactRequest: initial?.contactRequest ?? null,
            plate: text('plate') || null,
            mileage: text('mileage') || null,
          },
        },
      });
      const result = data?.adminCreateBooking;
      if (result?.__typename === 'AgendaBookingCreated')
        onDone(
          `Rendez-vous ${result.reference} enregistré le ${frenchDay(result.date)} à ${frenchTime(result.time)}.`,
          result.date,
        );
      else if (result?.__typename === 'BookingFormInvalid') showErrors(result.fieldErrors);
      else if (result?.__typename === 'BookingRefused') {
        setProblem(result.message);
        setSlot(null);
        void slots.refetch();
      }
    } catch (error) {
      if (!isUnauthenticated(error)) setProblem(graphQLMessage(error) ?? 'L’enregistrement a échoué.');
    }
  };

  return (
    <form className="agenda__new card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Rendez-vous pris par téléphone</h3>
      {initial && (
        <p className="side-note">
          Pour la demande de contact de {initial.name}
          {work && ` : ${QUOTE_WORK[work]}`}.
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-service`}>Prestation</label>
        <select
          id={`${id}-service`}
          value={service}
          onChange={(event) => {
            setService(event.target.value);
            setSlot(null);
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
      {vehicleTypes.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-vehicle-type`}>Type de véhicule</label>
          <select
            id={`${id}-vehicle-type`}
            value={vehicleType ?? ''}
            onChange={(event) => {
              setVehicleType(event.target.value);
              setSlot(null);
            }}
          >
            {vehicleTypes.map((v) => (
              <option key={v.type} value={v.type}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {service && (
        <DataView
          loading={slots.loading}
          error={slots.error}
          data={slots.data?.adminBookingSlots}
          onRetry={() => void slots.refetch()}
          loadingLabel="Chargement des créneaux libres"
        >
          {(free) => <SlotPicker availability={free} chosen={slot} onPick={(date, time) => setSlot({ date, time })} />}
        </DataView>
      )}
      {slot && (
        <p className="side-note">
          Créneau choisi :{' '}
          <strong>
            {frenchDay(slot.date, true)} à {frenchTime(slot.time)}
          </strong>
        </p>
      )}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={idOf('name')}>Nom *</label>
          <input {...field('name')} defaultValue={initial?.name} autoComplete="off" maxLength={BOOKING_LIMITS.name} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={idOf('phone')}>Téléphone *</label>
          <input
            {...field('phone')}
            defaultValue={initial?.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.phone}
          />
          {errorOf('phone')}
        </div>
        <div className="field">
          <label htmlFor={idOf('email')}>E-mail (confirmation au client)</label>
          <input
            {...field('email')}
            defaultValue={initial?.email ?? undefined}
            type="email"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.email}
          />
          {errorOf('email')}
        </div>
        {Boolean(slots.data?.adminBookingSlots.arrivalWindowMinutes) && (
          <div className="field">
            <label htmlFor={idOf('address')}>Adresse d’intervention</label>
            <input {...field('address')} autoComplete="off" maxLength={BOOKING_LIMITS.address} />
            {errorOf('address')}
          </div>
        )}
        <div className="field">
          <label htmlFor={idOf('vehicle')}>Véhicule</label>
          <input
            {...field('vehicle')}
            defaultValue={initial?.vehicle ?? undefined}
            autoComplete="off"
            maxLength={BOOKING_LIMITS.vehicle}
          />
          {errorOf('vehicle')}
        </div>
        <div className="field">
          <label htmlFor={idOf('plate')}>Immatriculation</label>
          <input
            {...field('plate')}
            defaultValue={initial?.plate ?? undefined}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.plate}
          />
          {errorOf('plate')}
        </div>
        <div className="field">
          <label htmlFor={idOf('mileage')}>Kilométrage</label>
          <input
            {...field('mileage')}
            defaultValue={initial?.mileageKm ?? undefined}
            inputMode="numeric"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.mileage}
          />
          {errorOf('mileage')}
        </div>
      </div>
      <p className="hero__actions">
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Enregistrement…' : 'Enregistrer le rendez-vous'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Fermer
        </button>
      </p>
    </form>
  );
}
