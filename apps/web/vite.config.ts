/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/uploadImage': apiTarget,
      '/checkout': apiTarget,
    },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
