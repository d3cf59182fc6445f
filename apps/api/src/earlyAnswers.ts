// The shop's HTTP server, built for Fastify (its `serverFactory`) with a door in front: a plugin may answer a request
// before Fastify sees it (plugins/copyReplay.ts); everything else goes to Fastify as usual.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers the request and returns true, or leaves it alone and returns false. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface EarlyAnswers {
  answer: EarlyAnswer | null;
  /** The id of a request answered early: made as Fastify makes its own (its `genReqId`). */
  requestId(request: IncomingMessage): string;
}

/** Fastify's server settings, which it fills in (with its defaults) before it calls the factory. */
interface ServerSettings {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

export function serverWithEarlyAnswers(early: EarlyAnswers): FastifyServerFactory<Server> {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerSettings;
    const server = createServer((request, response) => {
      if (!early.answer?.(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it creates itself.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
