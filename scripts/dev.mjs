// npm run dev: the API on :3001 reloading on change, and Vite on :3000 proxying /api to it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/api/src/start/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', PUBLIC_URL: 'http://localhost:3000' },
  }),
  spawn('node_modules/.bin/vite', ['apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
