// Issue 27: online booking under load, on the built gateway with its demo content (embedded database unless
// DATABASE_URL is set). Three measures at BENCH_CONNECTIONS (default 50) for BENCH_DURATION seconds:
//  - the free slots of a service over the whole horizon (`bookingAvailability`), as every visitor's booking page asks:
//    a diagnostic (exact starts), then an E85 conversion (drop-off times, its work counted over the days it spans),
//    then an engine remap (where the centre's bench takes the car: the bench before and after, a bay between);
//  - holds of free slots by many visitors at once (`holdBookingSlot`): each request comes from a visitor of its own
//    (X-Forwarded-For, the gateway trusting a proxy) and asks for a start taken at random among those free at the
//    start of the run, so more and more of them meet a slot already held. Counts of held, taken and other answers
//    are printed; that no slot was held twice is the database's constraint, tested in tests/api/booking-holds.test.ts.
import { graphqlRequest, holdLoad, measure, report, startGateway } from './lib.mjs';

const CENTRE = 'montpellier';
const SERVICE = 'diagnostic-auto';
const AVAILABILITY = `query ($centre: ID!, $service: String!) {
  bookingAvailability(centre: $centre, service: $service) { days { date times } }
}`;

const gateway = await startGateway({ DEMO_CONTENT: 'true', TRUST_PROXY: '1' });
try {
  const variables = { centre: CENTRE, service: SERVICE };
  const answer = await fetch(`${gateway.url}/graphql`, graphqlRequest(gateway.url, AVAILABILITY, variables));
  const { data } = await answer.json();
  const starts = data.bookingAvailability.days.flatMap((day) => day.times.map((time) => ({ date: day.date, time })));
  const availability = await measure(
    'créneaux libres (horizon entier)',
    graphqlRequest(gateway.url, AVAILABILITY, variables),
  );
  // A long job dropped off: its work walks the opening hours into the next open days.
  const dropOff = await measure(
    'créneaux libres, dépôt E85 (horizon entier)',
    graphqlRequest(gateway.url, AVAILABILITY, { centre: CENTRE, service: 'reprogrammation-ethanol' }),
  );
  // A remap measured on the bench: a bay for the whole job, and the bench free for its first and last hour.
  const remap = await measure(
    'créneaux libres, reprogrammation avec banc (horizon entier)',
    graphqlRequest(gateway.url, AVAILABILITY, { centre: CENTRE, service: 'reprogrammation-moteur' }),
  );

  // Each hold from a visitor of its own.
  const { result: holds, outcomes } = await holdLoad(gateway.url, {
    centre: CENTRE,
    service: SERVICE,
    starts,
    addressOf: (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  report('booking', [
    availability,
    dropOff,
    remap,
    {
      name: 'retenues de créneaux (un visiteur par requête)',
      requestsPerSecond: Math.round(holds.requests.average),
      p50: holds.latency.p50,
      p99: holds.latency.p99,
      errors: holds.errors + holds.timeouts + holds.non2xx,
      requests: holds.requests.total,
    },
  ]);
  console.log(`${starts.length} créneaux libres au départ ; réponses :`, Object.fromEntries(outcomes));
} finally {
  await gateway.stop();
}
