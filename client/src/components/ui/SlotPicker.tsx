import { useId, useState } from 'react';
import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import { Listbox } from './Listbox';
import { frenchDay } from '../../config/format';
import { readyText, shortReadyText } from '../../lib/ready-text';
import type { BookingDaysFragment } from '../../gql/graphql';
import './slot-picker.css';

interface SlotPickerProps {
  availability: BookingDaysFragment;
  /** The day shown first (a refusal's nearest slot): else the first day with a free start. */
  initialDate?: string;
  /** The start being held or moved to, shown chosen. */
  chosen?: { date: string; time: string } | null;
  /** A start chosen: the caller holds it, or moves to it. */
  onPick(date: string, time: string): void;
  /** A request for the chosen start is under way. */
  busy?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** French abbreviations of the months, as calendars print them. */
const SHORT_MONTHS: Record<string, string> = {
  janvier: 'janv.',
  février: 'févr.',
  avril: 'avr.',
  juillet: 'juil.',
  septembre: 'sept.',
  octobre: 'oct.',
  novembre: 'nov.',
  décembre: 'déc.',
};

/**
 * The free starts of a service, by day: a row of days (each with its count of free starts; full days shown, not
 * chosen), then the day's free times. Two listboxes, each named by its heading, for keyboard and screen readers.
 */
export function SlotPicker({ availability, initialDate, chosen, onPick, busy }: SlotPickerProps) {
  const id = useId();
  const firstFree = availability.days.find((d) => d.slots.length > 0)?.date;
  const [date, setDate] = useState<string | undefined>(
    initialDate && availability.days.some((d) => d.date === initialDate) ? initialDate : firstFree,
  );
  const day = availability.days.find((d) => d.date === date);

  if (!firstFree) {
    return (
      <p className="booking__empty" role="status">
        {availability.days.length === 0
          ? 'Aucun jour ouvert à la réservation en ligne pour le moment.'
          : availability.days.length === 1
            ? 'Aucun créneau libre en ligne le seul jour ouvert à venir.'
            : `Aucun créneau libre en ligne sur les ${availability.days.length} jours ouverts à venir.`}
      </p>
    );
  }
  return (
    <div className="slot-picker" aria-busy={busy || undefined}>
      <h3 id={`${id}-days`} className="slot-picker__heading">
        Jour
      </h3>
      <Listbox
        labelledBy={`${id}-days`}
        orientation="horizontal"
        selectOnFocus
        selected={date ?? null}
        onSelect={setDate}
        options={availability.days.map((d) => {
          const [weekday, dayNumber, month] = frenchDay(d.date).split(' ');
          const free = d.slots.length;
          return {
            value: d.date,
            disabled: free === 0,
            accessibleLabel: `${frenchDay(d.date)}, ${free ? plural(free, 'créneau libre', 'créneaux libres') : 'aucun créneau libre'}`,
            label: (
              <>
                <span className="slot-picker__weekday">{weekday!.slice(0, 3)}.</span>
                <span className="slot-picker__date">
                  {dayNumber} {SHORT_MONTHS[month!] ?? month}
                </span>
                <span className="slot-picker__count">{free ? plural(free, 'libre', 'libres') : 'aucun'}</span>
              </>
            ),
          };
        })}
      />
      {day && (
        <>
          <h3 id={`${id}-times`} className="slot-picker__heading">
            {availability.arrivalWindowMinutes
              ? 'Arrivée du technicien'
              : availability.dropOff
                ? 'Dépôt du véhicule'
                : 'Heure'}
            , le {frenchDay(day.date)}
          </h3>
          <Listbox
            labelledBy={`${id}-times`}
            selected={chosen?.date === day.date ? chosen.time : null}
            onSelect={(time) => !busy && onPick(day.date, time)}
            className="slot-picker__times"
            options={day.slots.map(({ time, endDate, endTime }) => {
              const ready = availability.dropOff ? readyText({ date: day.date, endDate, endTime }) : null;
              const at = availability.arrivalWindowMinutes
                ? // The mobile centre books a window of arrival: « 9h–10h », read « entre 9h et 10h ».
                  frenchWindow(time, availability.arrivalWindowMinutes).replace(' et ', '–')
                : frenchTime(time);
              return {
                value: time,
                label: ready ? (
                  <>
                    {at}
                    <span className="slot-picker__ready">
                      {availability.arrivalWindowMinutes ? 'fin' : 'prêt'}{' '}
                      {shortReadyText({ date: day.date, endDate, endTime })}
                    </span>
                  </>
                ) : (
                  at
                ),
                accessibleLabel: availability.arrivalWindowMinutes
                  ? `entre ${frenchWindow(time, availability.arrivalWindowMinutes)}${ready ? `, fin des travaux ${ready}` : ''}`
                  : ready
                    ? `dépôt à ${frenchTime(time)}, à récupérer ${ready}`
                    : undefined,
              };
            })}
          />
        </>
      )}
    </div>
  );
}
