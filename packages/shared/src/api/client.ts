import type { BodyOf, DataOf, HttpMethod, QueryOf, RouteSpec } from './contract.js';
import type { apiRoutes } from './routes.js';

/** Every route of the contract, as one union. */
export type AnyRoute = { [M in keyof typeof apiRoutes]: (typeof apiRoutes)[M][keyof (typeof apiRoutes)[M]] }[keyof typeof apiRoutes];

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];
/** Whether concrete path segments fit a route's pattern segment by segment (a ':name' segment fits any one segment). */
type Fits<Concrete extends string[], Pattern extends string[]> =
  Concrete extends [infer C extends string, ...infer CRest extends string[]]
    ? Pattern extends [infer P extends string, ...infer PRest extends string[]]
      ? (P extends `:${string}` ? (C extends '' ? false : true) : C extends P ? true : false) extends true ? Fits<CRest, PRest> : false
      : false
    : Pattern extends [] ? true : false;
type Fill<P extends string> = P extends `${infer A}:${string}/${infer B}` ? `${A}${string}/${Fill<B>}` : P extends `${infer A}:${string}` ? `${A}${string}` : P;
type Bare<P> = P extends `/${infer R}` ? R : never;

/** The paths a client may call with a method, as it writes them: without the leading slash, with the ids filled in. */
export type ClientPath<M extends HttpMethod> = Fill<Bare<Extract<AnyRoute, { method: M }>['path']>>;

/** The route a concrete client path stands for. */
export type RouteAt<M extends HttpMethod, P extends string> = AnyRoute extends infer R
  ? R extends RouteSpec & { method: M } ? (Fits<Segments<P>, Segments<Bare<R['path']>>> extends true ? R : never) : never
  : never;

export type DataAt<M extends HttpMethod, P extends string> = DataOf<RouteAt<M, P>>;
export type BodyAt<M extends HttpMethod, P extends string> = BodyOf<RouteAt<M, P>>;
export type QueryAt<M extends HttpMethod, P extends string> = QueryOf<RouteAt<M, P>>;
