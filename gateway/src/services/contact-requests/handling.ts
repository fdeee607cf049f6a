import { stringify } from 'csv-stringify/sync';
import { QUOTE_WORK } from '@garage/contract/contact-request-form';
import { REQUEST_NOTE_MAX } from '@garage/contract/form-limits';
import { Brackets, In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { ContactRequest, ContactRequestNote, type ContactRequestStatus } from '../../entities/contact-request.js';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { centreScope, isNetworkAdmin, requireCentre, type Actor } from '../admin/permissions.js';
import type { ReferenceReader } from '../reference-reader.js';

/**
 * Contact and quote requests as the admin handles them: a status, the centre in charge, internal notes, search,
 * filters, counts and a CSV export. Every change writes its audit line in its own transaction. A centre manager
 * reads and handles the requests of their centres only; a request without a centre is the network's.
 */

export const REQUEST_STATUSES = ['new', 'in_progress', 'done', 'archived'] as const satisfies ContactRequestStatus[];

export const REQUEST_STATUS_LABELS: Record<ContactRequestStatus, string> = {
  new: 'Nouveau',
  in_progress: 'En cours',
  done: 'Traité',
  archived: 'Archivé',
};

export interface RequestFilters {
  /** Words of a name, an e-mail, a phone number (spaces and dots ignored), a vehicle or the message. */
  search?: string | null;
  /** One status; unset: every status but `archived`. */
  status?: string | null;
  /** One centre in charge; `unassigned`: the requests without one. */
  centre?: string | null;
  unassigned?: boolean | null;
}

export interface RequestNoteView {
  id: string;
  createdAt: Date;
  username: string;
  body: string;
}

export interface RequestQuoteView {
  enginePath: string | null;
  vehicle: string;
  stage: number | null;
  powerBeforeHp: number | null;
  powerAfterHp: number | null;
  torqueBeforeNm: number | null;
  torqueAfterNm: number | null;
  estimated: boolean | null;
  priceFrom: number | null;
  priceTo: number | null;
  currency: string | null;
}

export interface RequestView {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  status: ContactRequestStatus;
  name: string;
  email: string | null;
  phone: string | null;
  vehicle: string | null;
  message: string;
  /** The centre in charge. */
  centre: string | null;
  /** What the quote is for, in words (`QUOTE_WORK`); null: not said. */
  work: string | null;
  mileageKm: number | null;
  plate: string | null;
  quote: RequestQuoteView | null;
  notes: RequestNoteView[];
}

export const REQUEST_PAGE_MAX = 200;
/** Rows of one export at most (a spreadsheet, not a backup: `npm run backup` has everything). */
export const REQUEST_EXPORT_MAX = 10_000;

function checkStatus(status: string): ContactRequestStatus {
  if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
    throw new InvalidInputError(`Statut inconnu : ${status}`, { status: 'Statut inconnu' });
  }
  return status as ContactRequestStatus;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
// eslint-disable-next-line no-control-regex -- dropping control characters is the point (PostgreSQL text refuses NUL)
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const withoutControls = (text: string) => text.replace(CONTROL_CHARACTERS, '');
const CENTRE_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The requests this actor may read: every one for the network, those of their centres for a centre manager. */
function scoped(dataSource: DataSource, actor: Actor, centre?: string | null): SelectQueryBuilder<ContactRequest> {
  const query = dataSource.getRepository(ContactRequest).createQueryBuilder('r');
  const centres = centreScope(actor, centre);
  if (centres) query.andWhere('r.centre_id = ANY(:centres)', { centres: [...centres] });
  return query;
}

function filtered(dataSource: DataSource, actor: Actor, filters: RequestFilters): SelectQueryBuilder<ContactRequest> {
  // Requests without a centre are the network's.
  if (filters.unassigned) requireCentre(actor, null);
  if (filters.centre && !CENTRE_ID.test(filters.centre)) {
    throw new InvalidInputError('Centre inconnu.', { centre: 'Centre inconnu.' });
  }
  const query = scoped(dataSource, actor, filters.unassigned ? null : filters.centre);
  if (filters.status) query.andWhere('r.status = :status', { status: checkStatus(filters.status) });
  else query.andWhere(`r.status <> 'archived'`);
  if (filters.unassigned) query.andWhere('r.centre_id IS NULL');
  const search = filters.search && withoutControls(filters.search).trim().slice(0, 200);
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const digits = search.replace(/\D/g, '');
    query.andWhere(
      new Brackets((where) => {
        for (const column of ['name', 'email', 'phone', 'vehicle', 'quote_vehicle', 'message']) {
          where.orWhere(`r.${column} ILIKE :like`, { like });
        }
        // A request's reference, as its e-mails give it (`requestReference`: the id's first eight hex digits).
        if (/^[\dA-Fa-f]{8}$/.test(search)) {
          where.orWhere('r.id::text LIKE :reference', { reference: `${search.toLowerCase()}%` });
        }
        // A number typed with or without its spaces, dots or dashes finds the phone either way.
        if (digits.length >= 3 && /^[\d\s.()+-]+$/.test(search)) {
          where.orWhere(`regexp_replace(r.phone, '[^0-9]', '', 'g') LIKE :digits`, { digits: `%${digits}%` });
        }
      }),
    );
  }
  return query.orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'ASC');
}

function toView(row: ContactRequest, notes: RequestNoteView[]): RequestView {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicle: row.vehicle,
    message: row.message,
    centre: row.centreId,
    work: row.quoteWork ? QUOTE_WORK[row.quoteWork] : null,
    mileageKm: row.mileageKm,
    plate: row.plate,
    quote: row.quoteVehicle
      ? {
          enginePath: row.quoteEnginePath,
          vehicle: row.quoteVehicle,
          stage: row.quoteStage,
          powerBeforeHp: row.quotePowerBeforeHp,
          powerAfterHp: row.quotePowerAfterHp,
          torqueBeforeNm: row.quoteTorqueBeforeNm,
          torqueAfterNm: row.quoteTorqueAfterNm,
          estimated: row.quoteEstimated,
          priceFrom: row.quotePriceFrom,
          priceTo: row.quotePriceTo,
          currency: row.quoteCurrency,
        }
      : null,
    notes,
  };
}

async function withNotes(dataSource: DataSource, rows: ContactRequest[]): Promise<RequestView[]> {
  const notes = rows.length
    ? await dataSource.getRepository(ContactRequestNote).find({
        where: { contactRequestId: In(rows.map((r) => r.id)) },
        order: { createdAt: 'ASC', id: 'ASC' },
      })
    : [];
  const byRequest = new Map<string, RequestNoteView[]>();
  for (const { id, contactRequestId, createdAt, username, body } of notes) {
    byRequest.set(contactRequestId, [...(byRequest.get(contactRequestId) ?? []), { id, createdAt, username, body }]);
  }
  return rows.map((row) => toView(row, byRequest.get(row.id) ?? []));
}

/** The requests matching the filters, newest first, with their notes. */
export async function findContactRequests(
  dataSource: DataSource,
  actor: Actor,
  filters: RequestFilters,
  first = 50,
): Promise<RequestView[]> {
  const rows = await filtered(dataSource, actor, filters)
    .take(Math.min(Math.max(1, Math.trunc(first) || 1), REQUEST_PAGE_MAX))
    .getMany();
  return withNotes(dataSource, rows);
}

/** One request the actor may handle (403 for a request of another centre). */
async function requestById(dataSource: DataSource, actor: Actor, id: string): Promise<RequestView> {
  const row = isUuid(id) ? await dataSource.getRepository(ContactRequest).findOneBy({ id }) : null;
  if (!row) throw new NotFoundError('Demande introuvable');
  requireCentre(actor, row.centreId);
  return (await withNotes(dataSource, [row]))[0]!;
}

/**
 * The request, locked for the rest of the transaction (`FOR UPDATE`), once the actor may handle it. Every change reads
 * the row it changes this way: two admins acting at once then take turns, the second sees the first one's change (its
 * audit line says « En cours → Traitée », not « Nouvelle → Traitée » twice), a note never writes back a status read
 * before another admin changed it, and a request moved to another centre meanwhile is refused to its former manager.
 */
async function lockedRequest(manager: EntityManager, actor: Actor, id: string): Promise<ContactRequest> {
  const row = isUuid(id)
    ? await manager.getRepository(ContactRequest).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } })
    : null;
  if (!row) throw new NotFoundError('Demande introuvable');
  requireCentre(actor, row.centreId);
  return row;
}

/** How many requests have each status (the admin home shows the new ones). */
export async function countContactRequests(
  dataSource: DataSource,
  actor: Actor,
): Promise<Record<ContactRequestStatus, number>> {
  const rows = await scoped(dataSource, actor)
    .select('r.status', 'status')
    .addSelect('count(*)::int', 'count')
    .groupBy('r.status')
    .getRawMany<{ status: ContactRequestStatus; count: number }>();
  const counts = { new: 0, in_progress: 0, done: 0, archived: 0 };
  for (const { status, count } of rows) counts[status] = count;
  return counts;
}

export async function setContactRequestStatus(
  dataSource: DataSource,
  actor: Actor,
  id: string,
  status: string,
): Promise<RequestView> {
  const next = checkStatus(status);
  await dataSource.transaction(async (manager) => {
    const before = await lockedRequest(manager, actor, id);
    if (before.status === next) return;
    await manager.getRepository(ContactRequest).update({ id }, { status: next });
    await recordAudit(manager, actor.username, {
      action: 'request-status',
      summary: `Demande de ${before.name} : ${REQUEST_STATUS_LABELS[before.status]} → ${REQUEST_STATUS_LABELS[next]}`,
      centreId: before.centreId,
      details: { requestId: id, from: before.status, to: next },
    });
  });
  return requestById(dataSource, actor, id);
}

/**
 * Gives the request to another centre (or to none), among the centres of the preset. A centre manager moves requests
 * between their own centres only: the others' and the network's are not theirs to fill.
 */
export async function setContactRequestCentre(
  dataSource: DataSource,
  reference: ReferenceReader,
  actor: Actor,
  id: string,
  centre: string | null,
): Promise<RequestView> {
  const { centres } = await reference.get();
  const target = centre ? centres.find((c) => c.id === centre) : null;
  if (centre && !target) throw new InvalidInputError('Centre inconnu.', { centre: 'Centre inconnu.' });
  const name = (centreId: string | null) => centres.find((c) => c.id === centreId)?.name ?? centreId ?? 'aucun';
  await dataSource.transaction(async (manager) => {
    const before = await lockedRequest(manager, actor, id);
    requireCentre(actor, target?.id ?? null);
    if (before.centreId === (target?.id ?? null)) return;
    await manager.getRepository(ContactRequest).update({ id }, { centreId: target?.id ?? null });
    await recordAudit(manager, actor.username, {
      action: 'request-centre',
      summary: `Demande de ${before.name} : centre ${name(before.centreId)} → ${name(target?.id ?? null)}`,
      centreId: target?.id ?? before.centreId,
      details: { requestId: id, from: before.centreId, to: target?.id ?? null },
    });
  });
  return requestById(dataSource, actor, id);
}

export async function addContactRequestNote(
  dataSource: DataSource,
  actor: Actor,
  id: string,
  body: string,
): Promise<RequestView> {
  const text = withoutControls(body.replace(/\r\n/g, '\n')).trim();
  if (!text) throw new InvalidInputError('Écrivez la note.', { body: 'Écrivez la note.' });
  if (text.length > REQUEST_NOTE_MAX) {
    throw new InvalidInputError('Note trop longue (2 000 caractères au plus).', {
      body: 'Note trop longue (2 000 caractères au plus).',
    });
  }
  await dataSource.transaction(async (manager) => {
    const request = await lockedRequest(manager, actor, id);
    await manager
      .getRepository(ContactRequestNote)
      .insert({ contactRequestId: id, username: actor.username, body: text });
    // The update stamps updated_at: a note is a change to the request. (Its status as read under the lock.)
    await manager.getRepository(ContactRequest).update({ id }, { status: request.status });
    await recordAudit(manager, actor.username, {
      action: 'request-note',
      summary: `Note sur la demande de ${request.name}`,
      centreId: request.centreId,
      details: { requestId: id },
    });
  });
  return requestById(dataSource, actor, id);
}

/** A spreadsheet would run a cell starting with one of these as a formula: visitors write these cells. */
const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/**
 * The requests matching the filters as CSV for French spreadsheets: UTF-8 with a byte-order mark, `;` between
 * fields, CRLF lines, dates in the centres’ time zone (README, « Demandes de contact »). The export is audited: it
 * carries personal data. A centre manager exports the requests of their centres.
 */
export async function exportContactRequestsCsv(
  dataSource: DataSource,
  reference: ReferenceReader,
  actor: Actor,
  filters: RequestFilters,
): Promise<{ csv: string; count: number }> {
  const { centres, site } = await reference.get();
  const rows = await withNotes(
    dataSource,
    await filtered(dataSource, actor, filters).take(REQUEST_EXPORT_MAX).getMany(),
  );
  const date = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: site.country === 'MA' ? 'Africa/Casablanca' : 'Europe/Paris',
  });
  const header = [
    'Reçue le',
    'Statut',
    'Centre',
    'Nom',
    'E-mail',
    'Téléphone',
    'Véhicule',
    'Message',
    'Véhicule du configurateur',
    'Stage',
    'Puissance d’origine (ch)',
    'Puissance annoncée (ch)',
    'Couple d’origine (Nm)',
    'Couple annoncé (Nm)',
    'Prix à partir de',
    'Prix jusqu’à',
    'Devise',
    'Notes',
  ];
  const lines = rows.map((r) => [
    date.format(r.createdAt),
    REQUEST_STATUS_LABELS[r.status],
    centres.find((c) => c.id === r.centre)?.name ?? r.centre ?? '',
    r.name,
    r.email,
    r.phone,
    r.vehicle,
    r.message,
    r.quote?.vehicle,
    r.quote?.stage,
    r.quote?.powerBeforeHp,
    r.quote?.powerAfterHp,
    r.quote?.torqueBeforeNm,
    r.quote?.torqueAfterNm,
    r.quote?.priceFrom,
    r.quote?.priceTo,
    r.quote?.currency,
    r.notes.map((n) => `${date.format(n.createdAt)} ${n.username} : ${n.body}`).join('\n'),
  ]);
  const csv =
    '\uFEFF' + stringify([header, ...lines.map((l) => l.map(cell))], { delimiter: ';', record_delimiter: '\r\n' });
  await recordAudit(dataSource.manager, actor.username, {
    action: 'request-export',
    // A centre manager's export is about their centre (one of them when they have several).
    centreId: isNetworkAdmin(actor) ? (filters.centre ?? null) : (filters.centre ?? actor.centres[0] ?? null),
    summary: `Export CSV de ${rows.length} demande${rows.length > 1 ? 's' : ''}`,
    details: {
      count: rows.length,
      status: filters.status ?? null,
      centre: filters.unassigned ? 'aucun' : (filters.centre ?? null),
      search: filters.search?.trim() || null,
    },
  });
  return { csv, count: rows.length };
}
