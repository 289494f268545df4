import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AgentDefinition } from './agents/agent.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions } from './logger.js';
import { requestIdOf } from './request-id.js';
import adminGuard from './plugins/app/admin-guard.js';
import aiLedger from './plugins/app/ai-ledger/index.js';
import agentRunner from './plugins/app/agent-runner.js';
import agentsRepository from './plugins/app/agents-repository.js';
import aiAnswersRepository from './plugins/app/ai-answers-repository.js';
import aiProvider from './plugins/app/ai-provider.js';
import audit from './plugins/app/audit.js';
import auth from './plugins/app/auth.js';
import db from './plugins/app/db.js';
import draining from './plugins/app/draining.js';
import errors from './plugins/app/errors.js';
import inboxRepository from './plugins/app/inbox-repository.js';
import metrics from './plugins/app/metrics.js';
import premiumRepository from './plugins/app/premium-repository.js';
import requestLog from './plugins/app/request-log.js';
import reviewRepository from './plugins/app/review-repository.js';
import servedPages from './plugins/app/served-pages.js';
import settingsRepository from './plugins/app/settings-repository.js';
import textGuard from './plugins/app/text-guard.js';
import visitor from './plugins/app/visitor.js';
import cookie from './plugins/external/cookie.js';
import env from './plugins/external/env.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import staticFiles from './plugins/external/static.js';
import swagger from './plugins/external/swagger.js';
import routes from './routes/index.js';

/** Largest request body accepted (a contact message of 5,000 characters fits several times). */
const BODY_LIMIT = 32 * 1024;

export interface AppOptions {
  readonly config: Config;
  /** An open, migrated database to use (tests); by default the configuration's is opened. */
  readonly database?: Database | undefined;
  /** The agents the runner knows (tests give short schedules and limits); by default the registry's. */
  readonly agents?: readonly AgentDefinition[] | undefined;
}

/** A route as registered: method and URL pattern (for the route-coverage tests and the README). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * The whole application as one plugin (not encapsulated, so its decorators and handlers are the instance's):
 * third-party plugins, then our services, then the routes.
 */
const calchubApp = fp<AppOptions>(async (fastify, options) => {
  await fastify.register(env, { config: options.config });
  await fastify.register(requestLog);
  await fastify.register(draining);
  await fastify.register(metrics);
  await fastify.register(helmet);
  await fastify.register(cookie);
  await fastify.register(staticFiles);
  await fastify.register(swagger);

  await fastify.register(db, { database: options.database });
  await fastify.register(rateLimit);
  await fastify.register(errors);
  await fastify.register(textGuard);
  await fastify.register(audit);
  await fastify.register(auth);
  await fastify.register(adminGuard);
  await fastify.register(settingsRepository);
  await fastify.register(visitor);
  await fastify.register(aiProvider);
  await fastify.register(aiLedger, { aiTimeoutMs: options.config.ai?.timeoutMs });
  await fastify.register(reviewRepository);
  await fastify.register(servedPages);
  await fastify.register(agentRunner, { agents: options.agents });
  await fastify.register(agentsRepository);
  await fastify.register(inboxRepository);
  await fastify.register(premiumRepository);
  await fastify.register(aiAnswersRepository);

  await fastify.register(routes);
}, { name: 'calchub' });

/**
 * Builds the app, ready to listen or to answer `app.inject` in tests. Opens (and migrates) the database unless
 * one is given; closing the app closes it.
 * @param config - the validated configuration (see loadConfig)
 * @param options - `database`: an open database to use instead; `agents`: the agents to run instead of the registry's; `logStream`: where logs go (tests);
 *   `terminal`: standard output is a terminal, so logs are formatted for people (see loggerOptions)
 * @returns the ready Fastify instance
 * @example
 * const app = await buildApp(loadConfig({ DATA_DIR: '/tmp/calchub', LOG_LEVEL: 'silent' }));
 * (await app.inject('/api/health')).json(); // { status: 'ok', version: '0.1.0', database: { ok: true, driver: 'pglite' } }
 */
export async function buildApp(
  config: Config,
  options: { database?: Database; agents?: readonly AgentDefinition[]; logStream?: NodeJS.WritableStream; terminal?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : loggerOptions(config.logLevel, options.terminal ?? false),
    // A number (trusted hops) is supported by Fastify (proxy-addr) though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: BODY_LIMIT,
    // Each request's id is in its log lines and its X-Request-Id header; the request-log plugin writes one line per
    // answer (route, status, time) in place of Fastify's two.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    // The database plugin creates and migrates an embedded PGlite database at first start: several seconds, more on
    // a busy machine, which Fastify's default 10 s plugin timeout does not always allow.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox checks bodies as sent (no type coercion) and converts query strings and params from text first.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // Every body the API takes is JSON. Without Fastify's text/plain parser a text body answers 415 like any other
  // non-JSON type, instead of reaching validation as a string (text/plain is also what a cross-site form may send).
  app.removeContentTypeParser('text/plain');

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  await app.register(calchubApp, { config, database: options.database, agents: options.agents });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
