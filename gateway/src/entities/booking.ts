import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Centre } from './centre.js';
import { ContactRequest } from './contact-request.js';

export type BookingResource = 'bay' | 'bench' | 'mobile';
/** `expired`: a hold not confirmed in time, set aside by a later booking of its place. */
export type BookingStatus = 'held' | 'expired' | 'confirmed' | 'cancelled' | 'honoured' | 'missed';

/** A unit a booking takes whole while it lasts: one workshop bay, the bench, the mobile centre's van. */
@Entity('booking_unit')
@Check('booking_unit_resource_check', `resource IN ('bay', 'bench', 'mobile')`)
export class BookingUnit {
  /** « montpellier-baie-1 », « montpellier-banc ». */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_unit_centre_id_fkey' })
  centre?: Centre;

  @Column({ type: 'text' })
  resource: BookingResource;

  /** As the centre calls it: « Baie 1 », « Banc de puissance ». */
  @Column({ type: 'text' })
  label: string;
}

/** Days a centre, or one of its units, takes no booking (leave, a movable holiday, a bench under repair). */
@Entity('booking_closure')
@Check('booking_closure_dates_check', 'ends_on >= starts_on')
export class BookingClosure {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_closure_centre_id_fkey' })
  centre?: Centre;

  /** Null: the whole centre is closed. */
  @Column({ name: 'unit_id', type: 'text', nullable: true })
  unitId: string | null;

  @ManyToOne(() => BookingUnit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'unit_id', foreignKeyConstraintName: 'booking_closure_unit_id_fkey' })
  unit?: BookingUnit | null;

  /** Local dates, « AAAA-MM-JJ », both included. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ type: 'text' })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A booking of one unit over a period, or a hold on it while the visitor gives their details. Two live ones never
 * overlap on a unit: the database's exclusion constraint refuses the second (migration 1795001900000).
 */
@Entity('booking')
@Check('booking_status_check', `status IN ('held', 'expired', 'confirmed', 'cancelled', 'honoured', 'missed')`)
@Check('booking_hold_expiry_check', `status <> 'held' OR hold_expires_at IS NOT NULL`)
@Check(
  'booking_confirmed_details_check',
  `status IN ('held', 'expired') OR (customer_name IS NOT NULL AND phone IS NOT NULL)`,
)
@Check('booking_client_check', 'client_hash IS NOT NULL OR created_by IS NOT NULL')
@Index('booking_client_recent', ['clientHash', 'createdAt'])
@Index('booking_network_recent', ['networkHash', 'createdAt'])
// Partial (WHERE status = 'held'): TypeORM cannot describe it, so it leaves it alone.
@Index('booking_live_holds', { synchronize: false })
@Exclusion(
  'booking_no_overlap',
  `USING gist (unit_id WITH =, during WITH &&) WHERE (status NOT IN ('expired', 'cancelled'))`,
)
export class Booking {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Given to the visitor and the centre: « RDV-7K3M9Q ». */
  @Column({ type: 'text', unique: true })
  reference: string;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre)
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_centre_id_fkey' })
  centre?: Centre;

  @Column({ name: 'unit_id', type: 'text' })
  unitId: string;

  @ManyToOne(() => BookingUnit)
  @JoinColumn({ name: 'unit_id', foreignKeyConstraintName: 'booking_unit_id_fkey' })
  unit?: BookingUnit;

  @Column({ name: 'service_slug', type: 'text' })
  serviceSlug: string;

  /** The booked period, [start, end), as PostgreSQL writes a `tstzrange`. */
  @Column({ type: 'tstzrange' })
  during: string;

  @Column({ type: 'text' })
  status: BookingStatus;

  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** The client's key (auth/client-key.ts): holds are rate-limited per client. Null for a booking taken by phone. */
  @Column({ name: 'client_hash', type: 'text', nullable: true })
  clientHash: string | null;

  /** Where the mobile centre goes; null at a workshop. */
  @Column({ type: 'text', nullable: true })
  address: string | null;

  /** Who took it in the agenda (a booking by phone); null for one made online. */
  @Column({ name: 'created_by', type: 'text', nullable: true })
  createdBy: string | null;

  /**
   * The vehicle as the visitor's page named it, or in the catalogue's words when its engine page is known
   * (`enginePath`): « Peugeot 308 1.5 BlueHDi 130 (2019) ».
   */
  @Column({ type: 'text', nullable: true })
  vehicle: string | null;

  /** The engine page it was booked for (type/brand/model/year/engine), when the catalogue knows it. */
  @Column({ name: 'engine_path', type: 'text', nullable: true })
  enginePath: string | null;

  /** The vehicle's type (car, van, truck, motorcycle, boat) when known: the work time it was booked for. */
  @Column({ name: 'vehicle_type', type: 'text', nullable: true })
  vehicleType: string | null;

  /** The stage or option asked for (quote-work ids: stage1, stage2, e85, gearbox). */
  @Column({ type: 'text', nullable: true })
  work: string | null;

  /** The stage's price from the grid when booked from an engine page (whole units, taxes included), and its currency. */
  @Column({ name: 'quoted_price', type: 'integer', nullable: true })
  quotedPrice: number | null;

  @Column({ name: 'quoted_currency', type: 'text', nullable: true })
  quotedCurrency: string | null;

  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  /** Normalised (`readPlate`). */
  @Column({ type: 'text', nullable: true })
  plate: string | null;

  @Column({ name: 'mileage_km', type: 'integer', nullable: true })
  mileageKm: number | null;

  @Column({ name: 'contact_request_id', type: 'uuid', nullable: true })
  contactRequestId: string | null;

  @ManyToOne(() => ContactRequest, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contact_request_id', foreignKeyConstraintName: 'booking_contact_request_id_fkey' })
  contactRequest?: ContactRequest | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When its visitor gave the hold back (« Changer »): it then counts no more among their recent holds. */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  /**
   * When the visitor gave their details online: the booking then waits, still `held`, until they open the link of
   * their e-mail (then `confirmed`) or `holdExpiresAt` passes (decision 043).
   */
  @Column({ name: 'details_at', type: 'timestamptz', nullable: true })
  detailsAt: Date | null;

  /** The visitor's mailbox (`mailboxKey`): bookings awaiting one mailbox are limited. */
  @Column({ name: 'mailbox_key', type: 'text', nullable: true })
  mailboxKey: string | null;

  /** The client's wider network (auth/client-key.ts: an IPv6 /48): holds are limited per network too. */
  @Column({ name: 'network_hash', type: 'text', nullable: true })
  networkHash: string | null;

  /** When the visitor's link moved or cancelled it, within the last hour (at most `VISITOR_CHANGES_PER_HOUR`). */
  @Column({ name: 'visitor_changes', type: 'timestamptz', array: true, default: () => "'{}'" })
  visitorChanges: Date[];

  /** When the visitor's reminder of the day before was queued: once per booking. */
  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  /** Moves and cancellations so far: the SEQUENCE of the visitor's calendar event. */
  @Column({ type: 'integer', default: 0 })
  revision: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Which use of its units a booking's row is: its own unit and period, or a bench run before or after its work. */
export type BookingUnitPart = 'main' | 'bench-before' | 'bench-after';

/**
 * Every unit a booking takes, and when (migration 1795003100000): a remap measured on the bench takes the bench, a
 * bay, then the bench again. Two live uses of a unit never overlap, whichever bookings they belong to. The `main`
 * use is the booking's own unit and period, kept by a trigger; `live` follows the booking's status.
 */
@Entity('booking_unit_use')
@Check('booking_unit_use_part_check', `part IN ('main', 'bench-before', 'bench-after')`)
@Exclusion('booking_unit_use_no_overlap', `USING gist (unit_id WITH =, during WITH &&) WHERE (live)`)
export class BookingUnitUse {
  @PrimaryColumn({ name: 'booking_id', type: 'uuid', primaryKeyConstraintName: 'booking_unit_use_pkey' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'booking_unit_use_booking_id_fkey' })
  booking?: Booking;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'booking_unit_use_pkey' })
  part: BookingUnitPart;

  @Column({ name: 'unit_id', type: 'text' })
  unitId: string;

  @ManyToOne(() => BookingUnit)
  @JoinColumn({ name: 'unit_id', foreignKeyConstraintName: 'booking_unit_use_unit_id_fkey' })
  unit?: BookingUnit;

  @Column({ type: 'tstzrange' })
  during: string;

  /** The booking takes time (neither expired nor cancelled). */
  @Column({ type: 'boolean' })
  live: boolean;
}

/** A centre's private iCalendar feed of its agenda: the digest of its secret token (the address is shown once). */
@Entity('booking_feed')
export class BookingFeed {
  @PrimaryColumn({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_feed_centre_id_fkey' })
  centre?: Centre;

  /** SHA-256 of the token, base64url. */
  @Column({ name: 'token_digest', type: 'text', unique: true })
  tokenDigest: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A centre's choice on one public holiday: open after all, or closed (a lunar holiday's date is computed, and the
 * authorities may shift it by a day once the crescent is seen). Without a row the holiday closes the centre.
 */
@Entity('booking_holiday_decision')
export class BookingHolidayDecision {
  @PrimaryColumn({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_holiday_decision_centre_id_fkey' })
  centre?: Centre;

  /** The holiday's local date, « AAAA-MM-JJ ». */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'boolean' })
  open: boolean;

  /** The account that decided. */
  @Column({ name: 'decided_by', type: 'text' })
  decidedBy: string;

  @CreateDateColumn({ name: 'decided_at', type: 'timestamptz' })
  decidedAt: Date;
}

/**
 * A visitor waiting for an earlier slot of one service at one centre (the waiting list): told by e-mail when a booking
 * of it is cancelled or moved, if the freed day is on or before `latestDate`. One live entry per mailbox, centre and
 * service (a partial unique index, which TypeORM cannot describe).
 */
@Entity('booking_waitlist')
@Index('booking_waitlist_lookup', ['centreId', 'serviceSlug', 'createdAt'])
@Index('booking_waitlist_client_recent', ['clientHash', 'createdAt'])
@Index('booking_waitlist_live_mailbox', { synchronize: false })
export class BookingWaitlistEntry {
  /** Made by the gateway; its unsubscribe link names it. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'booking_waitlist_centre_id_fkey' })
  centre?: Centre;

  @Column({ name: 'service_slug', type: 'text' })
  serviceSlug: string;

  /** As typed: the offers go there. */
  @Column({ type: 'text' })
  email: string;

  /** The mailbox it reaches (`mailboxKey`): one live entry per service and centre, one offer a day. */
  @Column({ name: 'mailbox_key', type: 'text' })
  mailboxKey: string;

  /** The last local day at the centre the visitor could come, « AAAA-MM-JJ ». */
  @Column({ name: 'latest_date', type: 'date' })
  latestDate: string;

  /** The client's key (auth/client-key.ts): joins are limited per client. */
  @Column({ name: 'client_hash', type: 'text' })
  clientHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When a freed slot was last offered to it (the database's clock). */
  @Column({ name: 'last_offered_at', type: 'timestamptz', nullable: true })
  lastOfferedAt: Date | null;

  /** When its visitor left the list by the e-mail's link; the row stays, and frees its place for a new join. */
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
