// bench/results/latest.json (everything) and latest.md (the summary a person reads).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_START_BUDGET_MB } from './targets.mjs';

const row = (cells) => `| ${cells.join(' | ')} |`;

function apiTable(api) {
  const lines = [row(['endpoint', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']), row(Array(7).fill('---'))];
  for (const r of api) {
    if (r.missing) lines.push(row([r.name, 'missing', '', '', '', '', '']));
    else lines.push(row([r.name, r.requestsPerSecond, r.ratio, r.p50Ms, r.p99Ms, r.non2xx, r.errors]));
  }
  return lines.join('\n');
}

function memoryTable(memory) {
  const lines = [row(['database', 'idle MB', 'under the API load MB', 'processes']), row(Array(4).fill('---'))];
  for (const [database, m] of Object.entries(memory)) {
    lines.push(row([database, m.idle.rssMb, m.underLoad?.rssMb ?? '', m.idle.processes]));
  }
  return lines.join('\n');
}

function firstStartLines(firstStart) {
  return [
    `Memory from a first start on an empty data folder, all processes (\`npm start\`, embedded database, seeded and idle): ${firstStart.rssMb} MB RSS, target ≤ ${FIRST_START_BUDGET_MB} MB; answering after ${firstStart.readyS} s.`,
    '',
    ...firstStart.each.map((p) => `- ${p.rssMb} MB \`${p.name.slice(0, 100)}\``),
    '',
  ];
}

function scaleTable(scale) {
  const lines = [row(['products', 'category+colour p50 / p99 ms', 'category+price p50 / p99 ms']), row(['---', '---', '---'])];
  for (const s of scale.sizes) {
    lines.push(row([s.products, `${s.colour.p50Ms} / ${s.colour.p99Ms}`, `${s.priceRange.p50Ms} / ${s.priceRange.p99Ms}`]));
  }
  return lines.join('\n');
}

function pagesTable({ pages }) {
  const lines = [
    row(['page', 'performance', 'without its scripts', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS']),
    row(Array(9).fill('---')),
  ];
  for (const p of pages) {
    const s = p.scores;
    lines.push(
      row([
        p.name ?? p.path.replace(/[0-9a-f-]{36}/, '{id}'),
        s.performance,
        p.withoutScripts ? `${p.withoutScripts.performance} (TBT ${p.withoutScripts.tbtMs} ms)` : '',
        s.accessibility,
        s['best-practices'],
        s.seo,
        p.metrics.lcpMs,
        p.metrics.tbtMs,
        p.metrics.cls,
      ]),
    );
  }
  return lines.join('\n');
}

function uploadsTable({ quiet, during }) {
  const lines = [row(['listing', 'requests', 'p50 ms', 'p99 ms', 'failed']), row(Array(5).fill('---'))];
  lines.push(row(['quiet', quiet.requests, quiet.p50Ms, quiet.p99Ms, quiet.failures]));
  lines.push(row(['during the uploads', during.requests, during.p50Ms, during.p99Ms, during.failures]));
  return lines.join('\n');
}

function pageLoadTable({ runs }) {
  const lines = [
    row(['database', 'page', 'req/s at 50', 'ratio', 'p50 / p99 ms', 'non-2xx', 'req/s at 200', 'p99 ms at 200', '503s']),
    row(Array(9).fill('---')),
  ];
  for (const { database, helloWorld, pages } of runs) {
    lines.push(
      row([database, 'hello-world (ceiling)', helloWorld.requestsPerSecond, 1, `p99 ${helloWorld.p99Ms}`, '', '', '', '']),
    );
    for (const { path, at50, at200 } of pages) {
      lines.push(
        row([
          database,
          path.replace(/[0-9a-f-]{36}/, '{id}'),
          at50.requestsPerSecond,
          at50.ratio,
          `${at50.p50Ms} / ${at50.p99Ms}`,
          at50.non2xx + at50.errors,
          at200.requestsPerSecond,
          at200.p99Ms,
          at200.status503,
        ]),
      );
    }
  }
  return lines.join('\n');
}

export function markdown(results) {
  const { machine, api, embeddedApi, memory, firstStart, scale, pages, blocking, uploads, pageload, feeds, checks } = results;
  const parts = [`# Bench ${results.finishedAt}`, '', `Machine: ${machine.summary}`, ''];
  if (api) parts.push('## API under load (50 connections, 10 s)', '', apiTable(api), '');
  if (embeddedApi) {
    const { products, orders, results: rows } = embeddedApi;
    parts.push(
      `## API under load on the embedded database (PGlite, ${products} products, ${orders} orders)`,
      '',
      apiTable(rows),
      '',
    );
  }
  if (memory) {
    parts.push(
      '## Memory (RSS of the server and every process under it; PostgreSQL itself not counted)',
      '',
      memoryTable(memory),
      '',
    );
  }
  if (firstStart) parts.push('## Memory from a first start', '', ...firstStartLines(firstStart));
  if (scale) {
    parts.push('## Catalog scale (200 sequential listing requests, none from a copy)', '', scaleTable(scale), '');
    parts.push('Listing page query at 100,000 products:', '', '```', scale.plans.page, '```', '');
    parts.push('Its count:', '', '```', scale.plans.count, '```', '');
    const { search } = scale;
    parts.push(
      `## Search at ${scale.sizes.at(-1).products} products (${search.requests} sequential searches, half misspelt)`,
      '',
    );
    parts.push(`p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms, ${search.failures} failed.`, '');
    parts.push("Search page query for 'linnen dres':", '', '```', scale.plans.searchPage, '```', '');
    parts.push('Its count:', '', '```', scale.plans.searchCount, '```', '');
  }
  if (uploads) {
    const u = uploads.uploads;
    parts.push(
      `## Listing during ${u.uploads} concurrent uploads of ${uploads.imageMb} MB (${uploads.database}, ${uploads.shoppers} shoppers)`,
      '',
      uploadsTable(uploads),
      '',
      `${u.created} of ${u.uploads} uploads stored in ${u.seconds} s.`,
      '',
    );
  }
  if (feeds) {
    parts.push(
      `## Google feed of ${feeds.products.toLocaleString('en')} products in ${feeds.sizes} sizes (${feeds.database})`,
      '',
      `${feeds.items} items (${feeds.megabytes} MB) sent in ${feeds.seconds} s; the server's memory went from ${feeds.rssBeforeMb} to ${feeds.rssPeakMb} MB while it was sent.`,
      '',
    );
  }
  if (pageload) {
    parts.push(
      '## Server-rendered pages under load (production mode, 10 s each, brotli as a browser takes it)',
      '',
      pageLoadTable(pageload),
      '',
    );
  }
  if (pages) {
    parts.push('## Pages (Lighthouse 12.8, mobile; the median of 3 runs per page)', '');
    if (pages.plainPage) {
      const { performance, tbtMs } = pages.plainPage;
      parts.push(
        `A plain HTML page (no CSS, no script) scores ${performance} here, TBT ${tbtMs} ms: this machine's ceiling.`,
        '',
      );
    }
    parts.push(pagesTable(pages), '');
    const b = pages.bundle;
    parts.push(
      'JavaScript per storefront page, as the browser downloads it (the entry and every module hint of its HTML, gzip):',
      '',
      ...(b.pages ?? []).map((p) => `- ${p.path.replace(/[0-9a-f-]{36}/, '{id}')}: ${p.jsGzipKb} KB in ${p.files.length} files`),
      '',
      `Entry alone ${b.entryJsGzipKb} KB gzip (CSS ${b.initialCssGzipKb} KB); dashboard: ${b.dashboardJsGzipKb} KB gzip, loaded on demand.`,
      '',
    );
  }
  if (blocking) {
    const { performance, tbtRuns, benchmarkIndexRuns } = blocking.plainPage;
    parts.push(
      '## Blocking time of the landing pages (Lighthouse 12.8, mobile; 3 runs each)',
      '',
      `- a plain HTML page: performance ${performance}, TBT ${tbtRuns.join(', ')} ms; benchmarkIndex ${benchmarkIndexRuns.join(', ')}`,
      ...blocking.pages.map(
        (p) =>
          `- ${p.path.replace(/[0-9a-f-]{36}/, '{id}')}: performance ${p.performanceRuns.join(', ')}, TBT ${p.tbtRuns.join(', ')} ms (median ${p.tbtMedianMs}, ${p.timesPlain ?? '–'} × the plain page's), CLS ${p.clsRuns.join(', ')}, accessibility ${p.accessibilityRuns.join(', ')}, tasks over 100 ms after FCP ${p.longTaskRuns.map((run) => run.join(' + ') || 'none').join('; ')}; load ${p.loadAverage}`,
      ),
      '',
    );
  }
  parts.push('## Budgets', '', ...checks.map((c) => `- ${c.met ? 'met' : 'NOT met'}: ${c.name} — ${c.detail}`), '');
  return parts.join('\n');
}

export function writeResults(dir, results) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.md'), markdown(results));
}
