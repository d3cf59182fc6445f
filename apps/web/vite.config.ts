/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * sonner adds its CSS through a <style> element, which the shop's Content-Security-Policy (style-src 'self') refuses.
 * The build drops that call; main.tsx bundles sonner's stylesheet instead.
 */
function sonnerWithoutInlineStyle(): Plugin {
  const injection = "typeof document == 'undefined'";
  return {
    name: 'sonner-without-inline-style',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!code.includes(injection)) throw new Error('sonner changed how it injects its CSS: update sonnerWithoutInlineStyle');
      return { code: code.replace(injection, 'true'), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle(), precompress()],
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/uploadImage': apiTarget,
      '/checkout': apiTarget,
    },
  },
  // Every browser the build targets (ES2022) supports modulepreload: no polyfill in the first download.
  // The server's bundle (`--ssr`) needs none of the public files: the server sends those from the browser's build.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
}));
