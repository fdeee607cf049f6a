import type { AdminRole } from '../../entities/admin.js';
import { ForbiddenError } from '../../lib/domain-errors.js';

export type { AdminRole };

/**
 * Who acts, as every admin service receives it: the signed-in account (or the command line). A network
 * administrator (`reseau`) acts on everything; a centre manager (`centre`) only on the centres listed.
 */
export interface Actor {
  username: string;
  role: AdminRole;
  /** The centres of a centre manager; empty for a network administrator (who has them all). */
  centres: readonly string[];
}

export const FORBIDDEN_MESSAGES = {
  centre: 'Vous n’avez pas accès à ce centre.',
  network: 'Réservé aux administrateurs du réseau.',
  media: 'Ce média appartient à un autre centre ou au réseau : envoyez votre propre fichier.',
  featured:
    'La mise en avant place la réalisation en tête de la galerie de tout le réseau : elle est réservée aux administrateurs du réseau.',
  sortOrder:
    'Un ordre négatif place la réalisation avant celles des autres centres : il est réservé aux administrateurs du réseau.',
} as const;

export const isNetworkAdmin = (actor: Actor) => actor.role === 'reseau';

export function canActOnCentre(actor: Actor, centreId: string | null | undefined): boolean {
  if (isNetworkAdmin(actor)) return true;
  return !!centreId && actor.centres.includes(centreId);
}

/** Refuses (403, FORBIDDEN) unless the actor may act on this centre. Something without a centre is the network's. */
export function requireCentre(actor: Actor, centreId: string | null | undefined): void {
  if (!canActOnCentre(actor, centreId)) throw new ForbiddenError(FORBIDDEN_MESSAGES.centre);
}

export function requireNetworkAdmin(actor: Actor): void {
  if (!isNetworkAdmin(actor)) throw new ForbiddenError(FORBIDDEN_MESSAGES.network);
}

/**
 * The centres a list may show to this actor: null for all (a network administrator), else the actor's centres.
 * A list of a centre the actor does not have is refused rather than answered empty.
 */
export function centreScope(actor: Actor, asked?: string | null): readonly string[] | null {
  if (asked) {
    requireCentre(actor, asked);
    return [asked];
  }
  return isNetworkAdmin(actor) ? null : actor.centres;
}
