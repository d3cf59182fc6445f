// npm start: build the web app if needed and the server, migrate and seed in a short-lived process of its own, then run
// the server in this same process. Seeding (initdb, the demo pictures) grows memory that a process keeps once grown, PGlite's
// above all; done apart, it goes away with that process, and the server opens the prepared database afresh: a first
// start leaves the shop as small as any later one (decision 275). No launcher sits between npm and the server, so the shop
// is one process to watch, signal and measure; it runs as bundled JavaScript, with no compiler in memory (decision 001).
// The server's V8 flags are on the `node` command of package.json's start script (decision 275).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildServer, prepareBundle, serverBundle } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

// A shop told to serve a web build from elsewhere does not need this one.
if (!process.env.WEB_DIST_DIR) buildWebIfStale();
await buildServer();
const prepared = spawnSync(process.execPath, [prepareBundle], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
await import(pathToFileURL(serverBundle).href);
