// A port nobody listens on right now, for a server that must be told its port before it starts.
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
