import { frenchDay } from '../../../config/format';

const MINUTE = 60_000;

/** « en attente depuis 2 h »: how long a request has waited, rounded down to what a glance needs. */
export function waitedText(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
  if (minutes < 1) return 'en attente depuis moins d’une minute';
  if (minutes < 60) return `en attente depuis ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `en attente depuis ${hours} h`;
  return `en attente depuis ${Math.floor(hours / 24)} jours`;
}

/** « 3 rendez-vous », « 1 e-mail abandonné »: a count and its noun, agreeing. */
export const counted = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n > 1 ? plural : singular}`;

/** A closure's days: « du jeudi 1er avril au vendredi 2 avril », or « le mardi 30 mars » for one day. */
export function daySpan(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? `le ${frenchDay(startsOn)}` : `du ${frenchDay(startsOn)} au ${frenchDay(endsOn)}`;
}

/** A request's reference as its e-mails give it and the requests' search finds it: the id's first eight digits. */
export const requestReference = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
