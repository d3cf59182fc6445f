// A rolling restart: one instance at a time leaves the balancer, stops, starts again and comes back, so the shop
// keeps answering and no request is cut off half-way.
import type { Balancer } from './haproxy.ts';

export interface Restartable {
  name: string;
  /** Stops the instance once it has nothing left to answer. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it answers. */
  start(): Promise<void>;
}

/** Drain → stop → start → ready → enabled, for one instance. */
export async function restartBehindBalancer(balancer: Balancer, instance: Restartable): Promise<void> {
  const { name } = instance;
  await balancer.setState(name, 'drain');
  // HAProxy sends a drained instance nothing new; once the requests it has are answered, stopping it cuts nothing.
  await balancer.waitFor(name, (server) => server.current === 0, 'idle');
  await instance.stop();
  await instance.start();
  // Its own health checks must pass again before it takes requests, or the next drain would leave no one serving.
  await balancer.waitFor(name, (server) => server.status === 'DRAIN', 'passing its checks');
  await balancer.setState(name, 'ready');
  await balancer.waitFor(name, (server) => server.status === 'UP', 'up');
}
