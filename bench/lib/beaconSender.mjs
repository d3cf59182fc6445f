// Beacons at a steady rate from a process of its own, so sending them takes nothing from the process that measures the
// page beside them: `node bench/lib/beaconSender.mjs ORIGIN PER_SECOND SECONDS` sends PER_SECOND × SECONDS beacons and
// prints `{ sent, accepted, seconds }` as JSON once every one is answered (accepted: answered 202). Each beacon is a
// page view from one of VISITORS browsers.
import { atSteadyRate } from './steadyRate.mjs';

const VISITORS = 5_000;
const PATHS = 200;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const [origin, perSecond, seconds] = process.argv.slice(2);
const result = await atSteadyRate({
  url: origin,
  perSecond: Number(perSecond),
  seconds: Number(seconds),
  request: (n) => ({
    method: 'POST',
    path: '/api/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `${BROWSER} Bench/${n % VISITORS}` },
    body: JSON.stringify({ type: 'pageview', path: `/bench-events/${n % PATHS}` }),
  }),
});
const accepted = result.statuses[202] ?? 0;
process.stdout.write(`${JSON.stringify({ sent: result.total + result.errors, accepted, seconds: result.seconds })}\n`);
