import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * Who may call a route: anyone; anyone, with the user when a token is sent; a signed-in user; a signed-in user
 * with real money (refused in demo mode and for guests); a back-office session (its resource's roles).
 */
export type Access = 'public' | 'optional' | 'user' | 'real' | 'admin';

/**
 * One route of the API, the contract server and clients share: the server validates requests with these schemas,
 * answers in the response schema and documents it in OpenAPI; the web app and the back office read their types.
 */
export type RouteSpec = {
  method: HttpMethod;
  /** Under /api. */
  path: `/${string}`;
  /** The other reading's paths of the same capability (decisions.md: coin/* = spot/*). */
  aliases?: readonly { method: HttpMethod; path: `/${string}` }[];
  summary: string;
  tags: readonly string[];
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** The `data` of the success envelope; null for a route that answers raw bytes (an image). */
  response: z.ZodType | null;
};

/** Declares a route, keeping its literal method, path and schemas for the types below. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a route answers in `data`. */
export type DataOf<R extends RouteSpec> = Out<R['response']>;
/** What a client sends. */
export type BodyOf<R extends RouteSpec> = In<R['body']>;
export type QueryOf<R extends RouteSpec> = In<R['query']>;
/** What the server's handler reads once the schemas parsed the request. */
export type ParsedBody<R extends RouteSpec> = Out<R['body']>;
export type ParsedQuery<R extends RouteSpec> = Out<R['query']>;
export type ParsedParams<R extends RouteSpec> = Out<R['params']>;
