import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.js';

export type ConnectionSettings = Pick<Config,
  'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs' | 'httpKeepAliveTimeoutMs' | 'httpIdleTimeoutMs' | 'httpMaxConnections' | 'httpMaxConnectionsPerAddress'>;

/**
 * Bounds what clients can hold: headers must arrive within httpHeadersTimeoutMs and a whole request
 * within httpRequestTimeoutMs (slow clients), a kept-alive socket closes after httpKeepAliveTimeoutMs
 * idle and any socket after httpIdleTimeoutMs without traffic, and past httpMaxConnections in total or
 * httpMaxConnectionsPerAddress from one address new connections are closed at once.
 */
export function applyConnectionLimits(server: Server, settings: ConnectionSettings): void {
  server.headersTimeout = settings.httpHeadersTimeoutMs;
  server.requestTimeout = settings.httpRequestTimeoutMs;
  server.keepAliveTimeout = settings.httpKeepAliveTimeoutMs;
  server.setTimeout(settings.httpIdleTimeoutMs, (socket: Socket) => socket.destroy());
  server.maxConnections = settings.httpMaxConnections;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > settings.httpMaxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
}

/** How often node checks the headers and request time-outs: often enough for the shortest of them. */
export function connectionsCheckingInterval(settings: ConnectionSettings): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(settings.httpHeadersTimeoutMs, settings.httpRequestTimeoutMs) / 4)));
}
