import { frenchTime } from '@garage/contract/opening-hours';
import { CheckIcon, CloseIcon, PhoneIcon } from '../../../components/icons/icons';
import { telHref } from '../../../config/format';
import type { AdminTodayQuery } from '../../../gql/admin/graphql';

export type TodayBooking = AdminTodayQuery['adminToday']['centres'][number]['bookings'][number];
export type Outcome = 'honoured' | 'missed';

const OUTCOMES: readonly { outcome: Outcome; label: string; Icon: typeof CheckIcon }[] = [
  { outcome: 'honoured', label: 'Honoré', Icon: CheckIcon },
  { outcome: 'missed', label: 'Absent', Icon: CloseIcon },
];

/**
 * One booking of the day on two short lines (time and work; vehicle and visitor), with icon buttons at the thumb:
 * call, and once it has begun « Honoré » / « Absent ». Their names are spoken in full for screen readers.
 */
export function TodayBookingRow({
  booking,
  country,
  started,
  busy,
  onMark,
}: {
  booking: TodayBooking;
  /** The centre's market: its numbers dial with its code. */
  country: string | null | undefined;
  started: boolean;
  busy: boolean;
  onMark(outcome: Outcome): void;
}) {
  const time = frenchTime(booking.time);
  const who = `${booking.customerName}, ${time}`;
  const outcome = OUTCOMES.find((o) => o.outcome === booking.status);
  return (
    <li className={`today-booking today-booking--${booking.status}`}>
      <div className="today-booking__text">
        <p className="today-booking__line">
          <strong className="today-booking__time">{time}</strong>
          {booking.dropOff && <span className="today-booking__drop-off"> dépôt</span>}
          {' · '}
          {booking.serviceName}
        </p>
        {/* The name first: on a narrow screen the end of the line is what gets cut. */}
        <p className="today-booking__line today-booking__who">
          {booking.customerName}
          {booking.vehicle && ` · ${booking.vehicle}`}
          {outcome && <span className="visually-hidden"> ({outcome.label.toLowerCase()})</span>}
        </p>
      </div>
      <div className="today-booking__actions">
        <a className="today-icon" href={telHref(booking.phone, country)} title={`Appeler le ${booking.phone}`}>
          <PhoneIcon />
          <span className="visually-hidden">
            Appeler {booking.customerName} ({booking.phone})
          </span>
        </a>
        {started &&
          OUTCOMES.map(({ outcome: value, label, Icon }) => (
            <button
              key={value}
              type="button"
              className={`today-icon today-icon--${value}`}
              aria-pressed={booking.status === value}
              disabled={busy}
              title={label}
              onClick={() => onMark(value)}
            >
              <Icon />
              <span className="visually-hidden">
                {label} : {who}
              </span>
            </button>
          ))}
      </div>
    </li>
  );
}
