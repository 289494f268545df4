import fastifyStatic from '@fastify/static';
import { findCalculatorSummary } from '@calchub/catalogue';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Database } from './database.js';

const VERSION = '0.1.0';

interface Field {
  readonly name: string;
  readonly max: number;
  readonly pattern?: RegExp;
  readonly message: string;
}

/** Checks a JSON body's string fields; returns the first problem as `{ message, field }`. */
function checkBody(body: unknown, fields: readonly Field[]): { message: string; field?: string } | undefined {
  if (typeof body !== 'object' || body === null) return { message: 'The request body must be a JSON object.' };
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field.name];
    if (typeof value !== 'string' || value.trim() === '' || value.length > field.max || (field.pattern && !field.pattern.test(value.trim()))) {
      return { message: field.message, field: field.name };
    }
  }
  return undefined;
}

/** The Fastify app: the API, the web site at / and the admin app at /admin. */
export async function buildApp(config: Config, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.get('/api/health', async () => {
    let ok = true;
    try {
      await db.query('SELECT 1');
    } catch {
      ok = false;
    }
    return { status: ok ? 'ok' : 'degraded', version: VERSION, database: { ok, driver: db.driver } };
  });

  app.post('/api/search-misses', async (request, reply) => {
    const problem = checkBody(request.body, [
      { name: 'query', max: 200, message: 'query must be 1 to 200 characters' },
      { name: 'page', max: 500, pattern: /^\//, message: 'page must be a site path starting with /' },
    ]);
    if (problem) return reply.status(400).send(problem);
    const { query, page } = request.body as { query: string; page: string };
    await db.query('INSERT INTO search_misses (query, page) VALUES ($1, $2)', [query.trim(), page.trim()]);
    return reply.status(201).send({ ok: true });
  });

  app.post('/api/contact', async (request, reply) => {
    const problem = checkBody(request.body, [
      { name: 'name', max: 100, message: 'Please enter your name (at most 100 characters).' },
      { name: 'email', max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Please enter a valid email address.' },
      { name: 'message', max: 5000, message: 'Please write a message of at most 5,000 characters.' },
    ]);
    if (problem) return reply.status(400).send(problem);
    const { name, email, message } = request.body as { name: string; email: string; message: string };
    await db.query('INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3)', [name.trim(), email.trim(), message.trim()]);
    return reply.status(201).send({ ok: true });
  });

  app.all('/api/*', async (request, reply) => reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}` }));

  // Hashed assets never change; HTML must be revalidated so a new build shows at once.
  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header('cache-control', /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  if (existsSync(config.adminDistDir)) {
    await app.register(fastifyStatic, { root: config.adminDistDir, prefix: '/admin/', preCompressed: true, setHeaders, decorateReply: false, index: false });
    const adminIndex = readFileSync(join(config.adminDistDir, 'index.html'), 'utf8');
    const sendAdmin = async (_: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(adminIndex);
    };
    app.get('/admin', sendAdmin);
    app.get('/admin/dashboard', sendAdmin);
  }

  const notFoundPage = join(config.webDistDir, '404.html');
  await app.register(fastifyStatic, { root: config.webDistDir, prefix: '/', preCompressed: true, setHeaders, redirect: true });

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // Alias and short calculator paths answer with the canonical one.
    const calculatorMatch = /^\/(?:calculator\/)?([a-z0-9-]+)\/?$/.exec(path);
    const summary = calculatorMatch?.[1] ? findCalculatorSummary(calculatorMatch[1]) : undefined;
    if (summary && path !== `/calculator/${summary.slug}`) return reply.redirect(`/calculator/${summary.slug}${query}`, 301);
    if (path.startsWith('/admin/')) return reply.redirect('/admin', 302);
    reply.header('cache-control', 'no-cache');
    if (existsSync(notFoundPage)) return reply.status(404).type('text/html; charset=utf-8').send(readFileSync(notFoundPage));
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}
