// The framework's limit for this work: a minimal Fastify app (warn-level pino logger, no plugins)
// sending the service's own response (headers and body) from memory.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: { level: 'warn' } });
app.get('/healthz', async () => 'ok');
for (const [url, { body, headers }] of Object.entries(bodies)) {
  const bytes = Buffer.from(body);
  app.get(url.split('?')[0], (_request, reply) => reply.headers(headers).send(bytes));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
