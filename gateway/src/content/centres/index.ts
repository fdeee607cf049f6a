import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CentreContent } from '../types.js';
import { BENCH_VEHICLE_TYPES } from '../vehicle-types.js';
import { frenchCentres } from './fr.js';
import { moroccanCentres } from './ma.js';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'heure au format HH:MM attendue');
const optionalText = z.string().trim().min(1).nullish();
const centreFileSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'identifiant en minuscules, chiffres et tirets'),
      name: z.string().trim().min(1),
      address: z.string().trim().min(1),
      streetAddress: optionalText,
      postalCode: optionalText,
      locality: optionalText,
      country: z.string().length(2).nullish(),
      phone: optionalText,
      email: z.string().email('adresse e-mail attendue').nullish(),
      instagram: z.string().url().nullish(),
      youtube: z.string().url().nullish(),
      coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
      serviceNote: optionalText,
      mobileService: z.boolean().default(false),
      benchVehicleTypes: z.array(z.enum(BENCH_VEHICLE_TYPES)).default([]),
      takesBoats: z.boolean().default(false),
      region: optionalText,
      workshopBays: z.number().int().min(1).max(50).optional(),
      openingHours: z
        .array(
          z.object({
            day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
            opens: time,
            closes: time,
          }),
        )
        .default([]),
    }),
  )
  .min(1, 'au moins un centre')
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'identifiants de centre en double');

/** The centres of `CENTRES`: the `fr` or `ma` preset, or a JSON file of the same shape. */
export function loadCentrePreset(setting: string): CentreContent[] {
  if (setting === 'fr') return frenchCentres;
  if (setting === 'ma') return moroccanCentres;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(setting, 'utf8'));
  } catch (error) {
    throw new Error(`CENTRES : lecture de ${setting} impossible (${(error as Error).message})`);
  }
  const parsed = centreFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`CENTRES : ${setting} invalide à ${issue.path.join('.') || 'la racine'} : ${issue.message}`);
  }
  return parsed.data;
}
