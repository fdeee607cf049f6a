import { useEffect, useState } from 'react';

interface HoldCountdownProps {
  /** ISO 8601, from the gateway. */
  expiresAt: string;
  onExpired(): void;
}

const remaining = (expiresAt: string) => Math.max(0, Date.parse(expiresAt) - Date.now());

/**
 * The time left on a held slot, shown by the second; read aloud only at each whole minute and at 30 s (a live
 * region that spoke every second would drown everything else).
 */
export function HoldCountdown({ expiresAt, onExpired }: HoldCountdownProps) {
  const [left, setLeft] = useState(() => remaining(expiresAt));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = remaining(expiresAt);
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, onExpired]);
  const seconds = Math.ceil(left / 1000);
  const minutes = Math.floor(seconds / 60);
  const clock = `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
  const spoken = seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : seconds > 30 ? '1 minute' : '30 secondes';
  return (
    <p className="booking__countdown">
      <span aria-hidden="true">
        Créneau retenu pour vous encore <strong>{clock}</strong> : confirmez avant la fin.
      </span>
      <span className="visually-hidden" role="status">
        Créneau retenu encore {spoken}.
      </span>
    </p>
  );
}
