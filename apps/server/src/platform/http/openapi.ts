import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API describes itself: OpenAPI 3.1 from the zod schemas at /api/openapi.json, browsable at /api/docs. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Candor API',
        version: '1.0.1',
        description: 'Every answer is an envelope: {type:"ok",code:1,message:"OK",data} or {type:"error",code,message} '
          + '(type "999" when not logged in). Bodies are form-encoded or JSON. Headers: Authorization, X-Demo, lang. '
          + 'Realtime: websocket at /api/ws; send {op:"subscribe",channels:[...]} with channels tickers, ticker.<SYMBOL>, '
          + 'candle.<SYMBOL>.<interval>, depth.<SYMBOL>, trades.<SYMBOL>, and after {op:"auth",token} orders and balances; '
          + 'events arrive batched per frame as {op:"batch",ts,events:[{ch,data}]}; {op:"ping"} answers {op:"pong"}.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as Record<string, unknown>;
      // Bodies are form-encoded like the seed's client, JSON accepted too; routes behind a preHandler need the token.
      const consumes = schema['body'] ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {};
      const security = input.route.preHandler ? { security: [{ token: [] }] } : {};
      return { ...out, schema: { ...schema, ...consumes, ...security } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
