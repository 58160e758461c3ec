import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import type { MessageCatalogue } from '../../../platform/i18n/messages.js';

/** An error as Binance answers it: `{"code":-1121,"msg":"Invalid symbol."}` with its HTTP status. */
export class BinanceError extends Error {
  constructor(readonly code: number, msg: string, readonly http = 400) {
    super(msg);
    this.name = 'BinanceError';
  }
}

/** Binance's error codes and messages (developers.binance.com, "Error Codes") that this API answers. */
export const B = {
  unknown: () => new BinanceError(-1000, 'An unknown error occurred while processing the request.', 500),
  unauthorized: () => new BinanceError(-1002, 'You are not authorized to execute this request.', 401),
  tooManyRequests: (limit: number) => new BinanceError(-1003, `Too many requests; current limit of request weight per minute is ${limit}. Please use WebSocket Streams for live updates to avoid polling the API.`, 429),
  tooManyOrders: (limit: number) => new BinanceError(-1015, `Too many new orders; current limit is ${limit} orders per 10 SECOND.`, 429),
  unsupported: () => new BinanceError(-1014, 'Unsupported order combination.'),
  filter: (name: string) => new BinanceError(-1013, `Filter failure: ${name}`),
  timestamp: () => new BinanceError(-1021, 'Timestamp for this request is outside of the recvWindow.'),
  replay: () => new BinanceError(-1021, 'Timestamp for this request was already used: a signed request is accepted once.'),
  signature: () => new BinanceError(-1022, 'Signature for this request is not valid.'),
  illegalChars: () => new BinanceError(-1100, 'Illegal characters found in a parameter.'),
  illegalParam: (name: string, pattern: string) => new BinanceError(-1100, `Illegal characters found in parameter '${name}'; legal range is '${pattern}'.`),
  mandatory: (name: string) => new BinanceError(-1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`),
  notRequired: (name: string) => new BinanceError(-1106, `Parameter '${name}' sent when not required.`),
  badRecvWindow: () => new BinanceError(-1131, 'recvWindow must be less than 60000'),
  timeInForce: () => new BinanceError(-1115, 'Invalid timeInForce.'),
  orderType: () => new BinanceError(-1116, 'Invalid orderType.'),
  side: () => new BinanceError(-1117, 'Invalid side.'),
  interval: () => new BinanceError(-1120, 'Invalid interval.'),
  symbol: () => new BinanceError(-1121, 'Invalid symbol.'),
  listenKey: () => new BinanceError(-1125, 'This listenKey does not exist.'),
  rejected: (msg: string) => new BinanceError(-2010, msg),
  duplicate: () => new BinanceError(-2010, 'Duplicate order sent.'),
  duplicateFutures: () => new BinanceError(-4116, 'ClientOrderId is duplicated.'),
  cancelRejected: () => new BinanceError(-2011, 'Unknown order sent.'),
  noSuchOrder: () => new BinanceError(-2013, 'Order does not exist.'),
  keyFormat: () => new BinanceError(-2014, 'API-key format invalid.', 401),
  rejectedKey: () => new BinanceError(-2015, 'Invalid API-key, IP, or permissions for action.', 401),
  leverage: (n: string) => new BinanceError(-4028, `Leverage ${n} is not valid`),
  marginTypeSame: () => new BinanceError(-4046, 'No need to change margin type.'),
  notFound: () => new BinanceError(-1000, 'Not found: this path is not part of the Binance-compatible API.', 404),
} as const;

/** Candor's error keys that have a Binance counterpart; every other one is a rejected order (-2010) with its message. */
const MAPPED: Readonly<Record<string, () => BinanceError>> = {
  market_unknown: B.symbol, spot_not_tradable: B.symbol, futures_symbol_unknown: B.symbol, futures_not_found: B.noSuchOrder,
  spot_order_not_found: B.noSuchOrder, spot_order_not_open: B.cancelRejected, futures_not_pending: B.cancelRejected,
  spot_side_invalid: B.side, futures_side_invalid: B.side, spot_type_invalid: B.orderType, futures_type_invalid: B.orderType,
  spot_price_invalid: () => B.filter('PRICE_FILTER'), spot_amount_invalid: () => B.filter('LOT_SIZE'),
  futures_price_invalid: () => B.filter('PRICE_FILTER'), futures_lots_invalid: () => B.filter('LOT_SIZE'),
  spot_price_required: () => B.mandatory('price'), spot_amount_required: () => B.mandatory('quantity'),
  invalid_request: B.illegalChars, rate_limited: () => B.tooManyRequests(1200),
};

/** The Binance answer of any error: Binance's own, a Candor error translated, a framework error, or -1000. */
export function toBinance(err: unknown, messages: MessageCatalogue): BinanceError {
  if (err instanceof BinanceError) return err;
  if (err instanceof AppError) {
    const mapped = MAPPED[err.key];
    if (mapped) return mapped();
    if (/insufficient|balance/.test(err.key)) return B.rejected('Account has insufficient balance for requested action.');
    return B.rejected(messages.translate('en', err.key, err.params));
  }
  const fe = err as Partial<FastifyError>;
  if (typeof fe.statusCode === 'number' && fe.statusCode < 500) {
    if (fe.statusCode === 415 || fe.statusCode === 400) return B.illegalChars();
    if (fe.statusCode === 413) return new BinanceError(-1101, 'Too many parameters sent for this endpoint.');
  }
  return B.unknown();
}

/** Answers every error under /binance in Binance's shape, and unknown paths as a Binance-style 404. */
export function installBinanceErrors(b: FastifyInstance, messages: MessageCatalogue, log: { error(o: object, m: string): void }): void {
  b.setErrorHandler((err, _request, reply) => {
    const e = toBinance(err, messages);
    if (e.http >= 500) log.error({ err }, 'binance api error');
    void reply.status(e.http).send({ code: e.code, msg: e.message });
  });
  b.setNotFoundHandler((_request, reply) => {
    const e = B.notFound();
    void reply.status(404).send({ code: e.code, msg: e.message });
  });
}
