// Requests at a steady rate, spread evenly over each second, on kept-alive connections: what a shop's traffic looks
// like below saturation. autocannon's `overallRate` sends each connection's share of a second at the second's start,
// so its "steady" load is a burst a second (decision 790). Each latency is timed from the request's sending to its
// answer's last byte, in milliseconds with their fractions.
import http from 'node:http';
import { percentile } from './load.mjs';

const TICK_MS = 5;
const MAX_SOCKETS = 64;

/**
 * Sends `perSecond × seconds` requests to `url`, `request(n)` giving the n-th one's `{ method, path, headers, body }`
 * (a GET of `url` when left out); answers once every one is answered.
 */
export async function atSteadyRate({ url, perSecond, seconds, request = () => ({}) }) {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const total = Math.round(perSecond * seconds);
  const timesMs = [];
  const statuses = {};
  let errors = 0;
  let sent = 0;
  const answers = [];

  const send = (n) => {
    const { method = 'GET', path = `${origin.pathname}${origin.search}`, headers = {}, body } = request(n);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request({ host: origin.hostname, port: origin.port, method, path, headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          timesMs.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  };

  const began = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - began) / 1000) * perSecond));
      while (sent < due) answers.push(send(sent++));
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(answers);
  const elapsedS = (performance.now() - began) / 1000;
  agent.destroy();
  timesMs.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(timesMs.length / elapsedS),
    seconds: Math.round(elapsedS * 10) / 10,
    p50Ms: percentile(timesMs, 50),
    p99Ms: percentile(timesMs, 99),
    statuses,
    errors,
    total: timesMs.length,
  };
}
