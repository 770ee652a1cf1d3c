import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { type AppContext, type ContextOptions, createAppContext } from './app-context.js';
import type { Config } from './config.js';
import { contentRoutes } from './content-api/routes.js';
import { schemaRoute } from './content-api/schema-route.js';
import { mediaFilesRoute } from './media/files-route.js';
import { adminAppRoutes } from './admin-app/static-routes.js';
import { mediaUploadRoute } from './media/upload-route.js';
import { accountRoutes } from './accounts/routes.js';
import { apiKeyRoutes } from './accounts/api-key-routes.js';
import { myAccountRoute } from './accounts/my-account-route.js';
import { attemptLimiter } from './access/attempt-limiter.js';
import { enableAccessControl } from './access/guard.js';
import { trustProxyOption } from './access/client-address.js';
import { enableHostCheck, hostCheckedServer } from './access/allowed-hosts.js';
import { auditRoutes } from './audit/routes.js';
import { scheduleHousekeeping } from './start-up/housekeeping.js';
import { healthRoutes } from './health-routes.js';
import { frontPageRoute } from './front-page-route.js';
import { enableCors } from './http/cors.js';
import { enableAbsoluteMediaUrls } from './http/media-urls.js';
import { fastLaneWiring } from './http/fast-lane-wiring.js';
import type { PublicAnswers } from './http/public-answers.js';
import { DOCS_PREFIX, enableOpenApi } from './http/openapi.js';
import { lazySchemaCompilers } from './http/lazy-schema-compilers.js';
import { echoRequestId, requestIdOf } from './http/request-id.js';
import { checkJsonValue, decodeUtf8 } from './http/json-body.js';
import { loggableError } from './lib/loggable-error.js';
import { addressGuard } from './lib/address-guard.js';
import { enableQueryLimits } from './http/query-limits.js';
import { enableRequestTargetChecks } from './http/request-target.js';
import { enableNumberChecks } from './http/request-numbers.js';
import { answerFrameworkError, answerUnroutedByPath } from './lib/error-bodies.js';
import { homeService } from './home/home-service.js';
import { homeRoutes } from './home/routes.js';
import { preorderDetailService } from './preorders/get-preorder.js';
import { recommendationsService } from './recommendations/get-recommendations.js';
import { adminRoutes } from './maintenance/admin-routes.js';
import { exportRoute } from './backup/export-route.js';
import { enableMetrics } from './metrics/metrics-routes.js';
import { clearDataRoutes } from './maintenance/clear-data-routes.js';
import { preorderRoutes } from './preorders/routes.js';
import { preorderLiveRoute } from './preorders/live-route.js';
import { recommendationsRoutes } from './recommendations/routes.js';
import { syncRoutes } from './sync/routes.js';
import { syncRunsRoute } from './sync/sync-runs-route.js';
import { webhookRoutes } from './webhooks/routes.js';
import { startWebhookDelivery } from './webhooks/start-delivery.js';
import { startScheduler } from './scheduler/start-scheduler.js';
import { previewRoutes } from './content-api/preview/routes.js';
import { commerceEventsRoute } from './commerce-events/route.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions extends ContextOptions {
  logger?: FastifyServerOptions['logger'];
  /** The built admin app (default admin/dist). */
  adminAppFolder?: string;
  /**
   * Start the background work: webhook delivery, the schedule (syncs, publications, campaign moments) and
   * housekeeping. The server asks for it; an app built without it only answers requests (a test's, usually).
   */
  workers?: boolean;
  /** How often the schedule checks whether a job is due (4 s); a test shortens it instead of waiting. */
  schedulerCheckMs?: number;
  /**
   * Compile every route's request and answer schemas while the app starts (Fastify's way), instead of
   * on each route's first use (src/http/lazy-schema-compilers.ts). A test sets it to prove they all compile.
   */
  compileSchemasAtStart?: boolean;
}

const require = createRequire(import.meta.url);
const { version } = require('../package.json') as { version: string };

/** pino-pretty is a development dependency: used on a terminal outside production when installed. */
function prettyPrinting(): boolean {
  if (!process.stdout.isTTY || process.env.NODE_ENV === 'production') return false;
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON logs (pretty on a development terminal); secrets in headers never reach them. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Query text and parameters never reach the logs (src/lib/loggable-error.ts).
    serializers: { err: (error: Error) => loggableError(error) as { type: string; message: string; stack: string } },
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers["x-store-api-key"]', 'req.headers.cookie',
        'res.headers["set-cookie"]', 'headers.authorization',
      ],
      censor: '[redacted]',
    },
    ...(prettyPrinting() ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Builds the whole service around an open database; tests call this and use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildAppWithContext(options)).app;
}

/** The same, with the context the app was built on (tests read what it holds, such as the route rules). */
export async function buildAppWithContext(options: AppOptions): Promise<{ app: FastifyInstance; context: AppContext }> {
  const { config } = options;
  const fastLane = fastLaneWiring(config);
  const app = createFastify(options, fastLane.serverFactory);
  const { context, close } = createAppContext({ log: app.log, ...options });
  app.addHook('onReady', async () => context.changes.start());
  app.addHook('onClose', close);
  await enableRequestHandling(app, context);
  const answers = publicAnswers(context);
  const workers = options.workers ? startWorkers(app, context, options.schedulerCheckMs) : undefined;
  await registerRoutes(app, context, answers, { adminAppFolder: options.adminAppFolder, wakeDelivery: workers?.wakeDelivery ?? (() => {}) });
  fastLane.attach(app, context, answers);
  return { app, context };
}

/** Fastify with the service's server, limits, logger and JSON body parsing. */
function createFastify(options: AppOptions, serverFactory: ReturnType<typeof fastLaneWiring>['serverFactory']): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    // A Host outside ALLOWED_HOSTS skips the fast lane and is refused by the check below.
    serverFactory: hostCheckedServer(serverFactory, config),
    // Keep-alive sockets with no request in flight are closed at once on close; the rest after SHUTDOWN_GRACE_MS (server.ts).
    forceCloseConnections: 'idle',
    // request.ip from X-Forwarded-For through trusted hops only (TRUST_PROXY).
    trustProxy: trustProxyOption(config),
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: {
      querystringParser: (query: string) => qs.parse(query, { depth: 10, arrayLimit: 100, parameterLimit: 200 }),
    },
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true } },
    ...(options.compileSchemasAtStart ? {} : { schemaController: lazySchemaCompilers() }),
  });

  // An empty JSON body means "no body" (POST /api/clear-data then uses its defaults). Bodies must be
  // UTF-8 and hold only text the store can keep, nested at most MAX_JSON_DEPTH deep (src/http/json-body.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (error) {
      return done(error as Error, undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      try {
        checkJsonValue(value);
      } catch (invalid) {
        return done(invalid as Error, undefined);
      }
      return done(null, value);
    });
  });
  return app;
}

/** What every request meets before its route: ids, host and request checks, access control, OpenAPI, metrics, CORS. */
async function enableRequestHandling(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  app.addHook('onRequest', echoRequestId);
  enableHostCheck(app, config);
  enableAbsoluteMediaUrls(app, config, context.db, context.contentCache.forms);
  // No answer may be read as another type than the one it declares (an uploaded file taken for HTML).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done();
  });

  answerUnroutedByPath(app);
  enableQueryLimits(app);
  enableRequestTargetChecks(app);
  enableNumberChecks(app);
  // First, so that its onRoute hook sees every route, the plugins' too.
  enableAccessControl(app, context, attemptLimiter(context, 'credentials', config.signInAttemptsPerMinute), [DOCS_PREFIX]);
  await enableOpenApi(app, version);
  await enableMetrics(app, context.metrics);
  await enableCors(app, config.corsOrigins);
}

/** The public reads' kept answers, shared by their routes and the fast lane. */
function publicAnswers(context: AppContext): PublicAnswers {
  return {
    home: homeService(context),
    preorderDetail: preorderDetailService(context),
    recommendations: recommendationsService(context),
    content: context.contentCache,
  };
}

/** Webhook delivery, the schedule and housekeeping, started when the app is ready and stopped when it closes. */
function startWorkers(app: FastifyInstance, context: AppContext, schedulerCheckMs: number | undefined): { wakeDelivery: () => void } {
  scheduleHousekeeping(app, context);
  const delivery = startWebhookDelivery(app, context);
  startScheduler(app, context, delivery.wake, schedulerCheckMs);
  return { wakeDelivery: delivery.wake };
}

async function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  answers: PublicAnswers,
  { adminAppFolder, wakeDelivery }: { adminAppFolder?: string; wakeDelivery: () => void },
): Promise<void> {
  const { config } = context;
  await app.register(healthRoutes, { context });
  await app.register(clearDataRoutes, { context });
  await app.register(adminRoutes, { context });
  await app.register(exportRoute, { context });
  await app.register(recommendationsRoutes, { context, recommendations: answers.recommendations });
  await app.register(homeRoutes, { context, home: answers.home });
  await app.register(preorderRoutes, { context, preorderDetail: answers.preorderDetail });
  await app.register(preorderLiveRoute, { context, preorderDetail: answers.preorderDetail });
  await app.register(syncRoutes, { context });
  await app.register(syncRunsRoute, { context });
  await app.register(accountRoutes, {
    context,
    limits: {
      perAddress: attemptLimiter(context, 'sign-in-address', config.signInAttemptsPerMinute),
      perAccount: attemptLimiter(context, 'sign-in-account', config.signInAttemptsPerMinute),
    },
  });
  await app.register(apiKeyRoutes, { context });
  await app.register(myAccountRoute, { context });
  await app.register(auditRoutes, { context });
  await app.register(schemaRoute, { context });
  await app.register(mediaUploadRoute, { context });
  await app.register(mediaFilesRoute, { context });
  await app.register(adminAppRoutes, { folder: adminAppFolder });
  await app.register(frontPageRoute, { adminAppFolder });
  await app.register(previewRoutes, { context });
  await app.register(contentRoutes, { context });
  await app.register(webhookRoutes, { context, guard: addressGuard(config.webhookBlockedAddresses), wake: wakeDelivery });
  await app.register(commerceEventsRoute, { context });
}
