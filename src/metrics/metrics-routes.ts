import type { FastifyInstance } from 'fastify';
import metricsModule from 'fastify-metrics';
import type { ServiceMetrics } from './service-metrics.js';

/**
 * GET /metrics (Prometheus text): per route template and status class, request counts and latency
 * histogram; the service's own figures; the default process metrics. Needs the viewer role in protected mode.
 */
const EXAMPLE = [
  '# HELP http_request_duration_seconds request duration in seconds',
  '# TYPE http_request_duration_seconds histogram',
  'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/home",status_code="2xx"} 1520',
  'storefront_cache_lookups_total{cache="home",result="hit"} 1519',
].join('\n');

// A CommonJS module whose plugin is its `default` export.
const fastifyMetrics = metricsModule.default;

export async function enableMetrics(app: FastifyInstance, metrics: ServiceMetrics) {
  await app.register(fastifyMetrics, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      config: { access: 'maintenance:stats' },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics',
        security: [{ adminBearer: [] }],
        response: {
          200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string', examples: [EXAMPLE] } } } },
          401: { description: 'Protected mode and no credential with the viewer role', type: 'object', properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } } },
          403: { description: 'A credential without the viewer role', type: 'object', properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } } },
        },
      },
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: metrics.registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      groupStatusCodes: true,
      routeBlacklist: ['/metrics'],
      overrides: {
        // Created even when disabled; kept out of prom-client's global registry all the same.
        summary: { registers: [metrics.registry] },
        histogram: {
          registers: [metrics.registry],
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        },
      },
    },
  });
}
