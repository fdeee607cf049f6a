/**
 * The contact form's controls, read the same way in the page (by GraphQL) and on the gateway (a post sent without
 * scripts, decision 053). A module without zod: the page takes these without the rules' code, which stays on the
 * gateway (contact-request-form.ts).
 */

/** The names of the form's controls, as a browser sends them (`FormData`, or the body of the form's `POST`). */
export const CONTACT_FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'centre',
  'vehicle',
  'work',
  'mileage',
  'plate',
  'message',
  'consent',
  'website',
  'configuratorEngine',
] as const;

/**
 * The request as the form's controls hold it (an empty field is null, a ticked box is `on`), with its honeypot: what
 * the page sends by GraphQL and what the gateway reads from a post sent without scripts, read the same way.
 */
export function contactInputOfForm(value: (name: (typeof CONTACT_FORM_FIELDS)[number]) => string) {
  const optional = (name: (typeof CONTACT_FORM_FIELDS)[number]) => value(name) || null;
  return {
    name: value('name'),
    email: optional('email'),
    phone: optional('phone'),
    vehicle: optional('vehicle'),
    work: optional('work'),
    mileage: optional('mileage'),
    plate: optional('plate'),
    message: value('message'),
    centre: optional('centre'),
    consent: value('consent') === 'on',
    website: optional('website'),
    configuratorEngine: optional('configuratorEngine'),
  };
}
