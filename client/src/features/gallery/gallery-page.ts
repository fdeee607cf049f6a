/** The gallery's page size and how a job's address names it: read by the screen and by its server-side loader. */
export const GALLERY_PAGE_SIZE = 12;

/** The id of `…/realisations/{id}-{slug}` (as the gateway reads it, services/page-meta.ts), or undefined. */
export const sharedRealisationId = (reference: string | undefined) => reference?.match(/^(\d{1,9})(?:-|$)/)?.[1];
