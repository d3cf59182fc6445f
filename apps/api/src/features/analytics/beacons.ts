// An event as a row of analytics_events: what the page said (or the server saw), checked, and what its request's
// headers tell (device, country, referrer's domain), never the IP itself. Answers null for what is not counted:
// do-not-track or global privacy control, bots, and what is not a beacon.
import { type Beacon, beaconSchema, toCents } from '@atelier/domain';
import { isbot } from 'isbot';
import type { analyticsEvents } from '../../db/schema.ts';
import type { Visit, VisitorHasher } from './visitors.ts';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** The request an event came with: who visits, and the headers that say how. */
export interface VisitRequest extends Visit {
  headers: Record<string, string | string[] | undefined>;
}

const MAX_BEACON_CHARS = 4_000;
const MAX_UTM_CHARS = 100;

function header(headers: VisitRequest['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** DNT: 1 or Sec-GPC: 1: the visitor asked not to be followed, so nothing of the request is counted. */
export function optedOut(headers: VisitRequest['headers']): boolean {
  return header(headers, 'dnt').trim() === '1' || header(headers, 'sec-gpc').trim() === '1';
}

/** The beacon a page's body holds, or null for what is not one (whatever it is, nothing is thrown). */
export function parsedBeacon(body: unknown): Beacon | null {
  let json = body;
  if (typeof body === 'string') {
    if (body.length > MAX_BEACON_CHARS) return null;
    try {
      json = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function deviceClass(userAgent: string): 'phone' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** `en-GB,en;q=0.9` → `GB`: the region of the first language that names one; no IP lookup. */
export function countryOf(acceptLanguage: string): string | null {
  for (const tag of acceptLanguage.split(',')) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(tag.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

/** The domain a visit came from, `www.` taken off; null for none, for the shop itself and for what is no address. */
function referrerDomain(referrer: string | undefined, host: string): string | null {
  if (!referrer) return null;
  try {
    const domain = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return domain &&
      domain !==
        host
          .toLowerCase()
          .replace(/:\d+$/, '')
          .replace(/^www\./, '')
      ? domain
      : null;
  } catch {
    return null;
  }
}

function utm(params: URLSearchParams, name: string): string | null {
  return params.get(`utm_${name}`)?.trim().slice(0, MAX_UTM_CHARS) || null;
}

/** A page view keeps the path and the campaign's utm_* parameters; the rest of the query string may name a person. */
function pageviewColumns(beacon: Extract<Beacon, { type: 'pageview' }>, host: string): Partial<EventRow> {
  const url = new URL(beacon.path, 'http://shop.invalid');
  return {
    path: url.pathname.slice(0, 500),
    pageType: beacon.pageType ?? null,
    referrerDomain: referrerDomain(beacon.referrer, host),
    utmSource: utm(url.searchParams, 'source'),
    utmMedium: utm(url.searchParams, 'medium'),
    utmCampaign: utm(url.searchParams, 'campaign'),
  };
}

function typeColumns(beacon: Beacon, host: string): Partial<EventRow> {
  switch (beacon.type) {
    case 'pageview':
      return pageviewColumns(beacon, host);
    case 'add_to_cart':
      return {
        productId: beacon.productId,
        size: beacon.size ?? null,
        quantity: beacon.quantity,
        valueCents: toCents(beacon.value),
      };
    case 'checkout_started':
      return { valueCents: beacon.value === undefined ? null : toCents(beacon.value) };
    case 'search':
      return { query: beacon.query.toLowerCase(), resultCount: beacon.resultCount };
    case 'code_applied':
    case 'code_refused':
      return { query: beacon.query.toUpperCase() };
    default:
      return { productId: beacon.productId };
  }
}

/** The row an event of this request counts as, or null when the request counts nothing. */
export async function eventRow(request: VisitRequest, beacon: Beacon, visitors: VisitorHasher): Promise<EventRow | null> {
  if (optedOut(request.headers) || !request.userAgent || isbot(request.userAgent)) return null;
  return {
    type: beacon.type,
    ...typeColumns(beacon, request.host),
    deviceClass: deviceClass(request.userAgent),
    country: countryOf(header(request.headers, 'accept-language')),
    visitorHash: await visitors.hash(request),
  };
}
