import { describe, expect, it } from 'vitest';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import { bookingFacts } from './booking-facts.js';

const centre = {
  id: 'montpellier',
  name: 'Montpellier',
  phone: '04 65 71 00 34',
  address: '56 Rue Léon Trotski, 34070 Montpellier',
  timeZone: 'Europe/Paris',
} as unknown as Centre;
const service = {
  slug: 'reprogrammation-moteur',
  name: 'Reprogrammation moteur',
  price: { from: 350, to: 800, unit: 'EUR' },
  booking: { mode: 'drop-off' },
} as unknown as GarageService;
const site = { brandName: 'Ecuvia', contactEmail: 'contact@ecuvia.fr', contactPhone: '04 65 71 00 34' };
const booking = {
  id: '0b7e9c1a-2f4d-4e8b-9a6c-5d3e2f1a0b9c',
  reference: 'RDV-ABCDEF',
  start: new Date('2026-12-01T08:00:00Z'),
  end: new Date('2026-12-01T12:00:00Z'),
};

describe('bookingFacts', () => {
  it('gives the visitor’s e-mails the vehicle only when it is the catalogue’s name of its engine page', () => {
    const catalogued = { vehicle: 'Volkswagen Golf 1.6 TDI 115 (2020)', enginePath: 'car/volkswagen/golf/2020/x' };
    expect(bookingFacts({ ...booking, ...catalogued }, centre, service, site).vehicle).toBe(catalogued.vehicle);
    // A label the visitor's page brought (`?vehicle=`), whatever it says, goes to the centre alone.
    const typed = { vehicle: 'Écrivez-moi sur http://exemple.test', enginePath: null };
    expect(bookingFacts({ ...booking, ...typed }, centre, service, site).vehicle).toBeNull();
  });
});
