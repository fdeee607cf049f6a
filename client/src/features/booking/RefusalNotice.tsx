import { frenchTime } from '@garage/contract/opening-hours';
import { frenchDay } from '../../config/format';
import type { BookingRefusalFragment } from '../../gql/graphql';

interface RefusalNoticeProps {
  refusal: BookingRefusalFragment;
  /** Takes one of the nearest free starts. */
  onPick(date: string, time: string): void;
  busy?: boolean;
}

/** Why a slot could not be had, in the gateway's French, and the nearest free starts as buttons. */
export function RefusalNotice({ refusal, onPick, busy }: RefusalNoticeProps) {
  return (
    <div className="booking__refusal" role="alert">
      <p>{refusal.message}</p>
      {refusal.nearest.length > 0 && (
        <ul className="booking__nearest" aria-label="Les créneaux libres les plus proches">
          {refusal.nearest.map((choice) => (
            <li key={`${choice.date} ${choice.time}`}>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                onClick={() => onPick(choice.date, choice.time)}
              >
                {frenchDay(choice.date)} à {frenchTime(choice.time)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
