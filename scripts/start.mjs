// npm start: build the web app if needed, then run the server in this same process (it migrates and seeds on the way
// up). tsx compiles the server's TypeScript as it is loaded; no launcher or child process sits between npm and the
// server, so the shop is one process to watch, signal and measure (decision 001).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
register();
await import('../apps/api/src/main.ts');
