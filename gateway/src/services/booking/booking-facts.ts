import { isQuoteWork, QUOTE_WORK } from '@garage/contract/quote-work';
import type { Centre } from '../../entities/centre.js';
import { formatMoney, formatMoneyRange } from '../../lib/money.js';
import type { GarageService } from '../../entities/garage-service.js';
import type { BookingMailFacts } from '../mail/booking/facts.js';
import { clockTime, localParts } from './availability.js';
import { arrivalWindowOf, byDropOff, timeZoneOf } from './booking-slots.js';

/** A booking as its e-mails and pages tell it: the period as instants and as the centre's clock shows it. */
export function bookingFacts(
  booking: {
    id: string;
    reference: string;
    start: Date;
    end: Date;
    revision?: number;
    work?: string | null;
    /** The stage's price kept when it was booked from an engine page (decision 052). */
    quotedPrice?: number | null;
    quotedCurrency?: string | null;
    vehicle?: string | null;
    /** Set when the vehicle is the catalogue's name of its engine page (the site's words). */
    enginePath?: string | null;
  },
  centre: Centre,
  service: GarageService,
  site: BookingMailFacts['site'],
): BookingMailFacts {
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  const local = localParts(start, timeZoneOf(centre));
  const ends = localParts(end, timeZoneOf(centre));
  return {
    id: booking.id,
    reference: booking.reference,
    start,
    end,
    date: local.date,
    time: clockTime(local.minutes),
    durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    serviceName: service.name,
    centre: { name: centre.name, phone: centre.phone, address: centre.address },
    site,
    revision: booking.revision ?? 0,
    arrivalWindowMinutes: arrivalWindowOf(centre),
    dropOff: byDropOff(service),
    work: booking.work && isQuoteWork(booking.work) ? QUOTE_WORK[booking.work] : null,
    // Only the catalogue's name: a label the visitor's page brought is never sent to an address they typed.
    vehicle: booking.enginePath ? (booking.vehicle ?? null) : null,
    // The service's range for a car, as its page and the booking form show it: the centre confirms the price.
    priceRange: formatMoneyRange(service.price, service.price.unit),
    stagePrice:
      booking.quotedPrice != null && booking.quotedCurrency
        ? formatMoney(booking.quotedPrice, booking.quotedCurrency)
        : null,
    endDate: ends.date,
    endTime: clockTime(ends.minutes),
  };
}
