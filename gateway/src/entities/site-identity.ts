import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import type { SiteIdentityContent } from '../content/types.js';

/**
 * The one row of site-wide identity (brand, legal company, contact, market), loaded at start-up from
 * `content/site-identity.ts`, the legal variables of the configuration and the centres (`services/site.ts`).
 */
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

  @Column({ name: 'legal_form', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Forme juridique, par exemple SAS. Null si non renseigné.' })
  legalForm: string | null;

  @Column({ name: 'share_capital', type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Capital social, tel qu’il est écrit (« 10 000 € »). Null si non renseigné.',
  })
  shareCapital: string | null;

  @Column({ name: 'rcs_number', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Numéro SIREN d’immatriculation au RCS. Null si non renseigné.' })
  rcsNumber: string | null;

  @Column({ name: 'rcs_city', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Ville du greffe du RCS. Null si non renseigné.' })
  rcsCity: string | null;

  @Column({ name: 'registered_office', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Adresse du siège social. Null si non renseigné.' })
  registeredOffice: string | null;

  @Column({ name: 'vat_number', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Numéro de TVA intracommunautaire. Null si non renseigné.' })
  vatNumber: string | null;

  @Column({ name: 'publication_director', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Nom du directeur de la publication. Null si non renseigné.' })
  publicationDirector: string | null;

  @Column({ name: 'host_name', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Nom de l’hébergeur du site. Null si non renseigné.' })
  hostName: string | null;

  @Column({ name: 'host_address', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Adresse de l’hébergeur. Null si non renseigné.' })
  hostAddress: string | null;

  @Column({ name: 'host_phone', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Téléphone de l’hébergeur. Null si non renseigné.' })
  hostPhone: string | null;

  @Column({ name: 'mediator_name', type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Médiateur de la consommation (conditions générales). Null si non renseigné.',
  })
  mediatorName: string | null;

  @Column({ name: 'mediator_website', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Site internet du médiateur. Null si non renseigné.' })
  mediatorWebsite: string | null;

  @Column({ name: 'mediator_address', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Adresse postale du médiateur. Null si non renseigné.' })
  mediatorAddress: string | null;

  @Column({ type: 'boolean' })
  @Field(() => Boolean, { description: 'Les informations légales sont celles, fictives, de la démonstration.' })
  demo: boolean;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Pays des centres (ISO 3166-1 alpha-2) : FR ou MA.' })
  country: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Devise de tous les prix affichés (ISO 4217) : EUR ou MAD.' })
  currency: string;
}
