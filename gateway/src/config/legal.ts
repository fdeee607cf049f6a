/**
 * The legal facts of the publishing company (LCEN art. 6 III; the consumer mediator of the Code de la consommation),
 * one variable each. In production (see `Config.production`) an unset one is left off the pages and logged at
 * start-up; elsewhere the demonstration's fictitious value stands in (decision 027).
 */
export const LEGAL_VARIABLES = [
  { variable: 'LEGAL_FORM', field: 'legalForm', label: 'forme juridique', required: true },
  { variable: 'LEGAL_SHARE_CAPITAL', field: 'shareCapital', label: 'capital social', required: true },
  { variable: 'LEGAL_RCS_NUMBER', field: 'rcsNumber', label: 'numéro RCS', required: true },
  { variable: 'LEGAL_RCS_CITY', field: 'rcsCity', label: 'ville du greffe (RCS)', required: true },
  { variable: 'LEGAL_REGISTERED_OFFICE', field: 'registeredOffice', label: 'adresse du siège social', required: true },
  { variable: 'LEGAL_VAT_NUMBER', field: 'vatNumber', label: 'numéro de TVA intracommunautaire', required: true },
  {
    variable: 'LEGAL_PUBLICATION_DIRECTOR',
    field: 'publicationDirector',
    label: 'directeur de la publication',
    required: true,
  },
  { variable: 'HOSTING_NAME', field: 'hostName', label: 'nom de l’hébergeur', required: true },
  { variable: 'HOSTING_ADDRESS', field: 'hostAddress', label: 'adresse de l’hébergeur', required: true },
  { variable: 'HOSTING_PHONE', field: 'hostPhone', label: 'téléphone de l’hébergeur', required: true },
  { variable: 'MEDIATOR_NAME', field: 'mediatorName', label: 'médiateur de la consommation', required: true },
  { variable: 'MEDIATOR_WEBSITE', field: 'mediatorWebsite', label: 'site internet du médiateur', required: true },
  { variable: 'MEDIATOR_ADDRESS', field: 'mediatorAddress', label: 'adresse postale du médiateur', required: false },
] as const;

export type LegalField = (typeof LEGAL_VARIABLES)[number]['field'];
