#!/usr/bin/env node
// The baselines of the benchmark: a bare Fastify server with nothing registered but one route,
// the ceiling any Fastify app on this machine can reach. Started by run-bench.mjs with fork().
//   node bare-server.mjs hello                      -> GET / answers {"hello":"world"}
//   node bare-server.mjs bytes <file> <content-type> -> GET / answers the file's bytes
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [mode, file, contentType] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
} else if (mode === 'bytes' && file && contentType) {
  const body = readFileSync(file);
  app.get('/', (_request, reply) => {
    reply.type(contentType).send(body);
  });
} else {
  console.error('usage: bare-server.mjs hello | bytes <file> <content-type>');
  process.exit(2);
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', () => app.close().then(() => process.exit(0)));
