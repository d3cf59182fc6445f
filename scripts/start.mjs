// npm start: build the web app if needed and the server, then run the server in this same process (it migrates and
// seeds on the way up). No launcher or child process sits between npm and the server, so the shop is one process to
// watch, signal and measure; the server runs as bundled JavaScript, with no compiler in memory (decision 001).
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
await buildServer();
await import(pathToFileURL(serverBundle).href);
