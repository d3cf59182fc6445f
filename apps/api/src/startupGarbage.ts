// One full garbage collection once the shop is up, before it takes requests.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Opening PGlite on a new data directory runs initdb in a WebAssembly instance of its own, and migrating and seeding
 * leave large buffers behind: about 400 MB that V8 holds outside its heap and, with the heap itself small, may not
 * collect for hours. One collection at start hands it back (decision 145); it takes a few tens of milliseconds.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
}
