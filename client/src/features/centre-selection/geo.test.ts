import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCentre } from './geo';

const montpellier = { lat: 43.5896, lng: 3.8555 };
const nice = { lat: 43.7102, lng: 7.262 };

describe('great-circle distance', () => {
  it('measures Montpellier to Nice at about 275 km', () => {
    expect(distanceKm(montpellier, nice)).toBeGreaterThan(270);
    expect(distanceKm(montpellier, nice)).toBeLessThan(280);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(nice, nice)).toBe(0);
    expect(distanceKm(montpellier, nice)).toBeCloseTo(distanceKm(nice, montpellier), 9);
  });
});

describe('nearest centre', () => {
  const centres = [
    { id: 'montpellier', coordinates: montpellier },
    { id: 'nice', coordinates: nice },
    { id: 'casablanca', coordinates: null },
  ];

  it('picks the closest centre with coordinates', () => {
    // Antibes is next to Nice.
    expect(nearestCentre(centres, { lat: 43.58, lng: 7.12 })?.id).toBe('nice');
    // Sète is next to Montpellier.
    expect(nearestCentre(centres, { lat: 43.4, lng: 3.69 })?.id).toBe('montpellier');
  });

  it('never suggests a centre without coordinates', () => {
    expect(nearestCentre([{ id: 'casablanca', coordinates: null }], { lat: 33.57, lng: -7.59 })).toBeNull();
  });
});
