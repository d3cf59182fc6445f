// Answers the app's API calls in component tests: a table of "METHOD /path" to a status and JSON body.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Lines of an `application/x-ndjson` answer, instead of a JSON body. */
  lines?: unknown[];
}

export type MockRoutes = Record<string, MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>)>;

/** Relative URLs resolve against the test page, as in a browser (Node's Request refuses them). */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.origin) : input;
    // jsdom's AbortSignal is not the one Node's Request accepts.
    const { signal: _ignored, ...rest } = init ?? {};
    super(url, rest);
  }
}

/** Stubs fetch for this test; returns the spy so tests can read what was sent. An unlisted call answers 404. */
export function mockApi(routes: MockRoutes) {
  const fetchSpy = vi.fn(async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const route = routes[`${request.method} ${pathname}${search}`] ?? routes[`${request.method} ${pathname}`];
    const answer =
      typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer.lines) {
      const text = answer.lines.map((line) => `${JSON.stringify(line)}\n`).join('');
      return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/x-ndjson' } });
    }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** The JSON bodies sent to one "METHOD /path". */
export async function sentBodies(fetchSpy: ReturnType<typeof mockApi>, route: string): Promise<unknown[]> {
  const requests = fetchSpy.mock.calls
    .map(([request]) => request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
  return Promise.all(requests.map((request) => request.clone().json()));
}
