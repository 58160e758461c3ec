// The peer of the API benchmark: a bare Fastify server in its own process answering one static JSON route, so its
// figure is measured under the same conditions as Candor's (its own process, the same client).
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const body = JSON.parse(process.argv[3] ?? '{}');
const app = Fastify();
app.get('/api/user/center', async () => body);
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
