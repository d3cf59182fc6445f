// For the test that every cached route names the tables its answer reads: `vi.mock('fastify', recordCachedRoutes)`
// makes each app note its cached routes and count the handlers of theirs running, so `collectStatements` keeps the
// statements run while one is (a streamed answer's until its stream closes), apart from the request's others (finding
// its session). A page's handler asks the API for its data: the statements of those answers are the page's too.
// Requests go one at a time.
import type * as Fastify from 'fastify';
import type { RouteHandlerMethod } from 'fastify';
import { isStreamed } from '../caching/copy.ts';
import type { CachePolicy } from '../caching/plugin.ts';
import { appsCalling } from './routeRecorder.ts';

/** Each cached GET route's address pattern (`/api/products/:id`), with what it declares it shows. */
export const cachedRoutes = new Map<string, CachePolicy>();

let handlersRunning = 0;
/** Where the statements of the request under way go. */
let collected: string[][] | null = null;

/** Hand each statement the database runs (its `statementLog`) to this. */
export function noteStatement(statement: string, params: unknown[]): void {
  if (handlersRunning > 0) collected?.push([statement, ...params.map(String)]);
}

/** `ask`'s result, and each statement (its text, then its parameters) that cached routes' handlers ran meanwhile. */
export async function collectStatements<T>(ask: () => Promise<T>): Promise<{ result: T; statements: string[][] }> {
  const statements: string[][] = [];
  collected = statements;
  try {
    return { result: await ask(), statements };
  } finally {
    collected = null;
  }
}

/** A streamed answer reads as it is sent: its handler counts as running until its stream closes. */
function counted(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function countedHandler(this: Fastify.FastifyInstance, request, reply) {
    handlersRunning += 1;
    let answer: unknown;
    try {
      answer = await handler.call(this, request, reply);
      return answer;
    } finally {
      if (isStreamed(answer)) answer.stream.once('close', () => (handlersRunning -= 1));
      else handlersRunning -= 1;
    }
  };
}

export function recordCachedRoutes(): Promise<typeof Fastify> {
  // The app's first onRoute hook: the caching plugin's, later, stands in for the handler counted here.
  return appsCalling((route) => {
    const policy = route.config?.cache;
    if (!policy || route.method !== 'GET') return;
    cachedRoutes.set(route.url, policy);
    route.handler = counted(route.handler);
  });
}
