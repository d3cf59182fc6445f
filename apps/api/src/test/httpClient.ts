// Requests over HTTP in the shape of Fastify's `inject`, so the same test steps run against an app in memory or
// against the shop behind its load balancer.
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: as Fastify's inject answers it, for tests to read any shape
  json<T = any>(): T;
}

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON, a string as it is. */
  payload?: string | object;
}

/** What the test steps need of an app: Fastify's `inject`, or `httpClient` below. */
export interface Client {
  inject(request: Request): Promise<Answer>;
}

export function httpClient(baseUrl: string): Client {
  return {
    async inject({ method, url, headers = {}, payload }) {
      const json = payload !== undefined && typeof payload !== 'string';
      const res = await fetch(new URL(url, baseUrl), {
        method,
        headers: json ? { 'content-type': 'application/json', ...headers } : headers,
        body: json ? JSON.stringify(payload) : payload,
        redirect: 'manual',
      });
      const body = await res.text();
      const answerHeaders: Answer['headers'] = Object.fromEntries(res.headers);
      answerHeaders['set-cookie'] = res.headers.getSetCookie();
      return { statusCode: res.status, headers: answerHeaders, body, json: () => JSON.parse(body) };
    },
  };
}
