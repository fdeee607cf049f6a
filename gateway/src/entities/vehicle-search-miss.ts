import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A vehicle search that found nothing, counted per day for the admin's figures (decision 051): the folded text and
 * how many times, nothing about who searched. A day holds a bounded number of them (services/vehicles/search.ts).
 */
@Entity('vehicle_search_miss')
@Check('vehicle_search_miss_query_check', `length(query) BETWEEN 1 AND 100`)
@Check('vehicle_search_miss_searches_check', 'searches > 0')
export class VehicleSearchMiss {
  /** The site's local day. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  query: string;

  @Column({ type: 'integer' })
  searches: number;
}
