import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import type { SiteIdentityContent } from '../content/types.js';

/** The one row of site-wide identity (brand, legal company, contact), loaded from `content/site-identity.ts`. */
@Entity('site_identity')
@Check('site_identity_id_check', 'id = 1')
@ObjectType('Site')
export class SiteIdentity implements SiteIdentityContent {
  /** Always 1: there is one site. */
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'brand_name', type: 'text' })
  @Field(() => String)
  brandName: string;

  @Column({ name: 'legal_name', type: 'text' })
  @Field(() => String)
  legalName: string;

  @Column({ name: 'legal_form', type: 'text' })
  @Field(() => String)
  legalForm: string;

  @Column({ name: 'registered_office', type: 'text' })
  @Field(() => String)
  registeredOffice: string;

  @Column({ name: 'registration_number', type: 'text' })
  @Field(() => String)
  registrationNumber: string;

  @Column({ name: 'contact_email', type: 'text' })
  @Field(() => String)
  contactEmail: string;

  @Column({ name: 'contact_phone', type: 'text' })
  @Field(() => String)
  contactPhone: string;

  @Column({ name: 'subscriber_portal_url', type: 'text' })
  @Field(() => String, { description: 'Portail externe des abonnés (fichiers de reprogrammation).' })
  subscriberPortalUrl: string;

  @Column({ name: 'cache_key_prefix', type: 'text' })
  @Field(() => String, { description: 'Préfixe des clés de cache du navigateur, se termine par cache_.' })
  cacheKeyPrefix: string;

  @Column({ name: 'publication_director', type: 'text' })
  @Field(() => String)
  publicationDirector: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Hébergeur du site (mentions légales).' })
  host: string;
}
