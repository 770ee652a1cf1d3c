import type { FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import { credentialMatcher } from '../lib/secrets.js';
import { createFastLane, fastLaneServer } from './fast-lane.js';
import { type PublicAnswers, publicFastRoutes } from './public-answers.js';

/**
 * The fast lane in front of Fastify (src/http/fast-lane.ts): kept answers of the public read routes go out
 * from node:http directly. `serverFactory` goes to Fastify's constructor; `attach` turns the lane on once
 * the routes and their answers exist. With `FAST_LANE=off` the lane is never attached and Fastify serves
 * every request, with the same answers.
 */
export function fastLaneWiring(config: Config) {
  let lane: ReturnType<typeof createFastLane> | undefined;
  return {
    serverFactory: fastLaneServer(() => lane, config),
    attach(app: FastifyInstance, context: AppContext, answers: PublicAnswers): void {
      if (config.fastLane === 'off') return;
      lane = createFastLane({
        route: publicFastRoutes(answers, credentialMatcher(config.storeApiKey), config),
        refresh: context.changes.shared ? () => context.changes.refresh() : undefined,
        corsEnabled: config.corsOrigins.length > 0,
        observe: requestMetrics(context),
        log: app.log,
      });
      // Closing: every request goes through Fastify, which answers 503 and lets keep-alive clients go.
      app.addHook('preClose', (done) => {
        lane = undefined;
        done();
      });
    },
  };
}

/** Fast answers counted in Fastify's request histogram, one bound series per route and status class. */
function requestMetrics(context: AppContext) {
  const requestDuration = context.metrics.registry.getSingleMetric('http_request_duration_seconds') as Histogram | undefined;
  const observers = new Map<string, Record<'2xx' | '3xx', (seconds: number) => void>>();
  return (route: string, statusClass: '2xx' | '3xx', seconds: number) => {
    let byClass = observers.get(route);
    if (!byClass) {
      const observerOf = (status_code: string) => {
        if (!requestDuration) return () => {};
        const series = requestDuration.labels({ method: 'GET', route, status_code });
        return (elapsed: number) => series.observe(elapsed);
      };
      byClass = { '2xx': observerOf('2xx'), '3xx': observerOf('3xx') };
      observers.set(route, byClass);
    }
    byClass[statusClass](seconds);
  };
}
