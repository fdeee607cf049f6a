import { describe, expect, it } from 'vitest';
import { bookingLinkKey } from './booking-links.js';
import { holdLinkUrl, waitlistEntryOf, waitlistLinkKey, waitlistToken } from './waitlist-links.js';

const key = waitlistLinkKey('secret-de-test');
const id = '5f0c7a52-3c1e-4d9b-9a57-0f2b6c1d8e44';

describe('the waiting list’s links', () => {
  it('names its entry, and only when this site signed it', () => {
    const token = waitlistToken(key, id);
    expect(token).toMatch(/^w1\.[0-9a-f]{32}\.[\w-]{43}$/);
    expect(waitlistEntryOf(key, token)).toBe(id);
    expect(waitlistEntryOf(key, ` ${token}\n`)).toBe(id);
    expect(waitlistEntryOf(waitlistLinkKey('un-autre-secret'), token)).toBeNull();
    expect(
      waitlistEntryOf(
        key,
        token.replace(/\.(.)/, (_, c: string) => `.${c === 'a' ? 'b' : 'a'}`),
      ),
    ).toBeNull();
    expect(waitlistEntryOf(key, 'w1.nimportequoi')).toBeNull();
  });

  it('has a key of its own, not the booking links’ one made from the same secret', () => {
    expect(waitlistLinkKey('secret-de-test').equals(key)).toBe(true);
    expect(bookingLinkKey('secret-de-test').equals(key)).toBe(false);
  });

  it('opens the booking page with the service, the day and the time to hold', () => {
    expect(holdLinkUrl('https://ecuvia.fr', 'montpellier', 'diagnostic-auto', '2027-03-25', '09:00')).toBe(
      'https://ecuvia.fr/montpellier/rendez-vous?prestation=diagnostic-auto&jour=2027-03-25&heure=09:00',
    );
  });
});
