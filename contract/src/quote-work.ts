import { SERVICE } from './service-slugs.js';

/**
 * What a quote asks for, as the contact form offers it and as the admin and e-mails name it. Its own module, without
 * zod: the public form imports the list, not the form's rules (decision 036).
 */
export const QUOTE_WORK = {
  stage1: 'Reprogrammation stage 1',
  stage2: 'Reprogrammation stage 2',
  e85: 'Conversion E85',
  gearbox: 'Reprogrammation de boîte de vitesses',
} as const;
export type QuoteWork = keyof typeof QUOTE_WORK;

/** The work a service page's quote button asks for (`?prestation=`), when the service is one of them. */
export const QUOTE_WORK_OF_SERVICE: Record<string, QuoteWork> = {
  [SERVICE.engineRemap]: 'stage1',
  [SERVICE.e85Conversion]: 'e85',
  [SERVICE.gearboxRemap]: 'gearbox',
};

/** Whether a value names a work of `QUOTE_WORK`. */
export const isQuoteWork = (value: string | null | undefined): value is QuoteWork =>
  typeof value === 'string' && Object.hasOwn(QUOTE_WORK, value);

/** The service that does a work: both stages are the engine remap. */
export const serviceOfWork = (work: QuoteWork): string | undefined =>
  Object.keys(QUOTE_WORK_OF_SERVICE).find(
    (slug) => QUOTE_WORK_OF_SERVICE[slug] === (work === 'stage2' ? 'stage1' : work),
  );

/** Whether a service does a work (the engine remap does both stages). */
export const serviceDoesWork = (service: string, work: QuoteWork): boolean => serviceOfWork(work) === service;
