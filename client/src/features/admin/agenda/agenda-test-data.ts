/**
 * The agenda's data as the gateway answers it, for the component tests: a centre's day or week, its free starts and
 * the services offered.
 */
import type { AdminAgendaQuery, AdminBookingSlotsQuery } from '../../../gql/admin/graphql';

type Booking = AdminAgendaQuery['adminAgenda']['bookings'][number];
type Agenda = AdminAgendaQuery['adminAgenda'];

export function agendaBooking(fields: Partial<Booking> = {}): Booking {
  return {
    __typename: 'AgendaBooking',
    id: 'b1',
    reference: 'RDV-1001',
    status: 'confirmed',
    date: '2026-06-10',
    time: '09:00',
    endDate: '2026-06-10',
    endTime: '10:30',
    serviceSlug: 'reprogrammation-moteur',
    serviceName: 'Reprogrammation moteur',
    unitLabel: 'Baie 1',
    customerName: 'Jean Dupont',
    phone: '06 12 34 56 78',
    email: 'jean@example.test',
    vehicle: 'Golf 7 GTI',
    work: null,
    plate: 'AB-123-CD',
    mileageKm: null,
    address: null,
    createdBy: null,
    contactRequestId: null,
    benchRuns: [],
    ...fields,
  } as Booking;
}

/** AdminAgenda's answer: the centre's bookings of the period asked, no closure, one bay, no pending hold. */
export function agendaAnswer(
  bookings: Booking[],
  fields: Partial<Agenda> = {},
  holds: AdminAgendaQuery['adminPendingHolds'] = [],
) {
  return {
    data: {
      adminAgenda: {
        __typename: 'Agenda',
        centreId: 'nice',
        from: '2026-06-10',
        days: 1,
        feedSince: null,
        bookings,
        closures: [],
        units: [{ __typename: 'BookingUnit', id: 'bay-1', resource: 'bay', label: 'Baie 1' }],
        holidays: [],
        ...fields,
      },
      adminPendingHolds: holds,
    } as AdminAgendaQuery,
  };
}

/** AdminBookingSlots' answer: free starts by day. */
export function slotsAnswer(days: Record<string, string[]>, fields: { arrivalWindowMinutes?: number } = {}) {
  return {
    data: {
      adminBookingSlots: {
        __typename: 'BookingAvailability',
        centre: 'nice',
        service: 'reprogrammation-moteur',
        timeZone: 'Europe/Paris',
        durationMinutes: 90,
        benchRunMinutes: 0,
        arrivalWindowMinutes: fields.arrivalWindowMinutes ?? 0,
        dropOff: false,
        notice: null,
        days: Object.entries(days).map(([date, times]) => ({
          __typename: 'BookingDay',
          date,
          slots: times.map((time) => ({ __typename: 'BookingStart', time, endDate: date, endTime: time })),
        })),
      },
    } as AdminBookingSlotsQuery,
  };
}

/** AdminCentreContacts' answer: the centre's own phone and mailbox. */
export const contactsAnswer = {
  data: {
    adminCentreContacts: {
      __typename: 'CentreContacts',
      phone: '04 93 00 00 00',
      noticeEmail: 'nice@example.test',
      phoneFromNetwork: false,
      emailFromNetwork: false,
    },
  },
};

/** ServicesOverview's answer (the public list of services), two of them. */
export const servicesAnswer = {
  data: {
    services: [
      ['reprogrammation-moteur', 'Reprogrammation moteur'],
      ['diagnostic-auto', 'Diagnostic auto'],
    ].map(([slug, name], index) => ({
      __typename: 'Service',
      id: index + 1,
      slug,
      name,
      shortDescription: '',
      duration: '1 h 30',
      needsBench: false,
      priceFrom: 300,
      price: { __typename: 'PriceRange', from: 300, to: 600, unit: 'EUR' },
      // The remap for a car or a truck (whose work takes longer); the diagnostic lists no type.
      vehicles: (slug === 'reprogrammation-moteur' ? ['car', 'truck'] : []).map((type) => ({
        __typename: 'ServiceVehicle',
        type,
        label: type === 'car' ? 'Voiture' : 'Poids lourd',
        summary: '',
        price: { __typename: 'PriceRange', from: 300, to: 600, unit: 'EUR' },
      })),
      images: { __typename: 'ServiceImages', icon: '/icon.svg' },
    })),
  },
};
