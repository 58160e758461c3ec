import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../http/errors.js';

/** The signed-in user a session token stands for. */
export type SessionUser = {
  id: number;
  kind: 'user' | 'guest';
  username: string | null;
  email: string | null;
  area_code: string | null;
  phone: string | null;
  status: 'active' | 'frozen';
  lang: string;
};

/** Finds the user of a live session token (the users module's session store). */
export type SessionResolver = { resolve(token: string): Promise<SessionUser | null> };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | null;
  }
}

/** The token of the `Authorization` header, with or without a `Bearer ` prefix. */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7).trim() : raw.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

const lookups = new WeakMap<FastifyRequest, { token: string; user: Promise<SessionUser | null> }>();

/**
 * The user of a request's session token, looked up once per request: the rate limit keys the call by it before
 * routing and the route's guard reads the same answer.
 */
export function sessionUserOf(request: FastifyRequest, sessions: SessionResolver, token: string): Promise<SessionUser | null> {
  const known = lookups.get(request);
  if (known && known.token === token) return known.user;
  const user = sessions.resolve(token);
  lookups.set(request, { token, user });
  return user;
}

/** A preHandler that admits only a live session and puts its user on the request; otherwise answers 999. */
export function requireUser(sessions: SessionResolver): preHandlerAsyncHookHandler {
  return async function (request) {
    const token = tokenOf(request);
    const user = token ? await sessionUserOf(request, sessions, token) : null;
    if (!user || !token) throw new AppError('not_logged_in');
    if (user.status === 'frozen') throw new AppError('account_frozen');
    request.user = user;
    request.token = token;
  };
}

/** The signed-in user of a request behind `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('not_logged_in');
  return request.user;
}

/**
 * The shared guard of decisions.md: actions that move real money or identity answer
 * "This Action is Restricted on Demo Account." in demo mode and for guest demo users.
 */
export const requireRealAccount: preHandlerAsyncHookHandler = async function (request) {
  if (request.demo || request.user?.kind === 'guest') throw new AppError('demo_restricted');
};

/** Puts the user on the request when a live token is sent, and lets visitors through. */
export function optionalUser(sessions: SessionResolver): preHandlerAsyncHookHandler {
  return async function (request) {
    const token = tokenOf(request);
    const user = token ? await sessionUserOf(request, sessions, token) : null;
    request.user = user;
    request.token = user ? token : null;
  };
}
