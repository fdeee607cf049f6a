// Decision 043: a slot-exhaustion script against one centre, on the built gateway with its demo content (embedded
// database unless DATABASE_URL is set), behind one trusted proxy (TRUST_PROXY=1). For BENCH_DURATION seconds at
// BENCH_CONNECTIONS, each request comes from one of 60 IPv4 addresses or one of the /64s of a single IPv6 /48, and
// asks to hold a start of Montpellier's diagnostic taken at random among those free when the run began. `/api/health`
// is timed throughout, as a load balancer would. Printed: the answers by kind, how many holds the script got, the
// share of the bays' time they take over the horizon, and the starts still offered to real visitors afterwards.
import {
  duration,
  graphqlRequest,
  holdLoad,
  loadAverageLine,
  percentile,
  probeHealth,
  report,
  startGateway,
} from './lib.mjs';

const CENTRE = 'montpellier';
const SERVICE = 'diagnostic-auto';
const AVAILABILITY = `query ($centre: ID!, $service: String!) {
  bookingAvailability(centre: $centre, service: $service) { durationMinutes days { date times } }
}`;
const ADDRESSES = [
  ...Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`),
  ...Array.from({ length: 4096 }, (_, i) => `2001:db8:1:${i.toString(16)}::1`),
];

const gateway = await startGateway({ DEMO_CONTENT: 'true', TRUST_PROXY: '1' });
const freeStarts = async () => {
  const answer = await fetch(
    `${gateway.url}/graphql`,
    graphqlRequest(gateway.url, AVAILABILITY, { centre: CENTRE, service: SERVICE }),
  );
  const { data } = await answer.json();
  return data.bookingAvailability;
};
try {
  const before = await freeStarts();
  const starts = before.days.flatMap((day) => day.times.map((time) => ({ date: day.date, time })));
  const stopProbe = probeHealth(gateway.url);
  const { result: script, outcomes } = await holdLoad(gateway.url, {
    centre: CENTRE,
    service: SERVICE,
    starts,
    addressOf: (n) => ADDRESSES[n % ADDRESSES.length],
  });
  const health = await stopProbe();
  const after = await freeStarts();
  const offered = (availability) => availability.days.reduce((n, day) => n + day.times.length, 0);
  const held = outcomes.get('BookingHeld') ?? 0;
  // Montpellier: two bays; each open day's hours from its first opening to its last closing (9h-18h, Saturday 9h-12h
  // in the demo content) is what a third of is given to holds. Approximated here by the starts offered: the share of
  // the starts that were offered and no longer are.
  report('booking-abuse', [
    {
      name: 'script de retenues (60 IPv4 + un /48)',
      requestsPerSecond: Math.round(script.requests.average),
      p50: script.latency.p50,
      p99: script.latency.p99,
      errors: script.errors + script.timeouts + script.non2xx,
      requests: script.requests.total,
    },
    {
      name: '/api/health pendant le script',
      requestsPerSecond: Math.round(health.length / duration),
      p50: Math.round(percentile(health, 50)),
      p99: Math.round(percentile(health, 99)),
      errors: 0,
      requests: health.length,
    },
  ]);
  console.log('Réponses :', Object.fromEntries(outcomes));
  console.log(
    `Retenues obtenues : ${held} (${Math.round((held * before.durationMinutes) / 60)} h de baie) ; ` +
      `débuts offerts avant ${offered(before)}, après ${offered(after)} ` +
      `(${Math.round((100 * offered(after)) / offered(before))} % encore offerts) ; jours sans début : ` +
      `${after.days.filter((day) => day.times.length === 0).length} sur ${after.days.length}`,
  );
  console.log(loadAverageLine());
} finally {
  await gateway.stop();
}
