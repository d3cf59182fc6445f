/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
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

/**
 * React Router 7 names only its development build in its package exports (dev warnings on), so a production build
 * bundles that; its production build sits beside it. Both builds take that one (0.5 KB gzip less in the browser).
 */
function reactRouterProductionBuild(): string {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (production === development || !existsSync(production)) {
    throw new Error('react-router no longer ships dist/production beside dist/development: update vite.config.ts');
  }
  return production;
}

// The storefront's pages share small modules; left to itself the bundler made a file of each (a page named 20 of them),
// each gzipped apart. Named here, each group is one file (decision 700). A group takes only the modules named, not what
// they import, so a page never downloads a module it does not use: what every page uses (the login page too), what the
// pages that show products use with the data layer, and what the three listings use.
const SHARED_MODULES = {
  common: [
    '/node_modules/lucide-react/dist/esm/lucide-react.mjs',
    '/node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
    '/node_modules/lucide-react/dist/esm/Icon.mjs',
    '/node_modules/lucide-react/dist/esm/context.mjs',
    '/node_modules/lucide-react/dist/esm/shared/',
    '/node_modules/lucide-react/dist/esm/icons/loader-circle.mjs',
    '/src/components/Button.tsx',
    '/src/components/Spinner.tsx',
    '/src/components/LoadingState.tsx',
    '/src/shared/toast.ts',
  ],
  storefront: [
    '/node_modules/@reduxjs/toolkit/',
    '/node_modules/immer/',
    '/node_modules/reselect/',
    '/node_modules/redux-thunk/',
    '/node_modules/@standard-schema/',
    '/src/shared/api/apiState.ts',
    '/src/shared/api/inPageLanguage.ts',
    '/src/shared/api/baseApi.ts',
    '/src/components/Price.tsx',
    '/src/features/products/PromotionLabel.tsx',
    '/src/features/products/ProductCard.tsx',
    '/src/features/products/ProductGrid.tsx',
    '/node_modules/lucide-react/dist/esm/icons/star.mjs',
    '/src/components/Stars.tsx',
    '/domain/src/productListing.ts',
    '/src/features/products/api.ts',
    '/domain/src/productImages.ts',
    '/src/components/ProductImage.tsx',
    '/node_modules/lucide-react/dist/esm/icons/shopping-bag.mjs',
    '/src/features/products/useAddToCart.ts',
    '/src/shared/shop/useFormatPrice.ts',
    '/src/components/LoadingPlaceholder.tsx',
    '/src/shared/pageHead.ts',
    '/src/shared/useDocumentTitle.ts',
    '/src/shared/productExtras.ts',
    '/src/features/products/ProductGridSkeleton.tsx',
    '/src/features/products/ProductResults.tsx',
    '/src/components/SectionHeading.tsx',
    '/src/shared/breadcrumbs.ts',
    '/src/shared/i18n/usePageIntl.ts',
    '/src/app/routes/LazyNotFoundPage.tsx',
  ],
  listing: [
    '/src/components/pageNumbers.ts',
    '/src/components/Pagination.tsx',
    '/src/features/products/SortSelect.tsx',
    '/src/features/products/ListingBar.tsx',
    '/src/features/products/listingAddress.ts',
    '/src/components/PageHeader.tsx',
  ],
};

/** The dialogs a tap on the header opens, whose files load side by side when the tap comes before their code. */
const ANSWERS_A_TAP = /\/(CheckoutCartDrawer|MobileNavPanel|AccountMenu)-[\w-]+\.js$/;

const sharedGroups = Object.entries(SHARED_MODULES).map(([name, modules]) => ({
  name,
  test: (id: string) => modules.some((module) => id.includes(module)),
  includeDependenciesRecursively: false,
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] } : {},
  // The server's renderer is built for production whatever NODE_ENV says when the shop runs: React, Redux Toolkit and
  // React Router go into its bundle as their production builds, so `npm start` never runs their development checks,
  // which a shop started without NODE_ENV would otherwise get (decision 482). `npm run dev` and the tests keep them.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    // The message catalogues, compiled when imported with `?lingui` (lingui.config.ts, decision 590).
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    precompress(),
  ],
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/uploadImage': apiTarget,
      '/checkout': apiTarget,
    },
  },
  // The server's bundle holds the packages its pages use, so the define above reaches them, and only the icons the pages
  // draw: loading lucide-react's index, every one of its icons, held about 30 MB of the server's memory. Only in the
  // build: the screen tests load the packages as they are.
  ssr: isSsrBuild ? { noExternal: true } : {},
  // Every browser the build targets (ES2022) supports modulepreload: no polyfill in the first download. A part loaded
  // later (a page, a menu) fetches the files it imports itself, after its own: listing them all for each of the entry's
  // 30-odd imports on demand cost the first download 2 KB gzip (decision 700). Its CSS is still fetched with it, and a
  // dialog a tap opens still fetches its files side by side.
  // The server's bundle (`--ssr`) needs none of the public files: the server sends those from the browser's build.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[]) =>
        ANSWERS_A_TAP.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    copyPublicDir: !isSsrBuild,
    // What the first download holds is one file: left to itself the bundler split React and a helper of react-redux
    // into chunks of their own, each gzipped apart (decision 295).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'index', tags: ['$initial'] }, ...sharedGroups],
            },
          },
        },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A screen test types and clicks through a whole form; on a busy two-core machine that alone came near 5 s.
    testTimeout: 15_000,
  },
}));
