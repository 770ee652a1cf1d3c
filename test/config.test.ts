import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { accessModeOf, ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    assert.deepEqual({ ...config }, {
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseStatementTimeoutMs: 5000,
      dataDir: path.resolve('./data'),
      commerceUrl: undefined,
      storeApiKey: undefined,
      adminApiKey: undefined,
      redisUrl: undefined,
      contentVersionPollMs: 1000,
      commerceFlavor: 'medusa-like',
      commerceApiKey: undefined,
      commerceTimeoutMs: 10_000,
      commerceMaxPages: 2000,
      corsOrigins: [],
      publicCacheControl: 'no-cache',
      contentCacheControl: 'no-cache',
      fastLane: 'on',
      logLevel: 'info',
      mediaDir: undefined,
      mediaMaxBytes: 10 * 1024 * 1024,
      mediaQuotaBytes: 10 * 1024 * 1024 * 1024,
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      httpKeepAliveTimeoutMs: 5_000,
      httpIdleTimeoutMs: 60_000,
      httpMaxConnections: 10_000,
      httpMaxConnectionsPerAddress: 256,
      shutdownGraceMs: 10_000,
      accessMode: undefined,
      trustProxy: false,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      publicUrl: undefined,
      storefrontPreviewUrl: undefined,
      sessionLifetimeSeconds: 7200,
      auditRetentionDays: undefined,
      signInAttemptsPerMinute: 10,
      webhookBlockedAddresses: ['private'],
      webhookTimeoutMs: 10000,
      webhookPollMs: 1000,
      syncInterval: undefined,
      commerceWebhookSecret: undefined,
      liveStreamsPerAddress: 10,
      liveStreamsMax: 1000,
      liveHeartbeatMs: 15000,
    });
    assert.ok(Object.isFrozen(config));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u:p@db:5432/shop', DATA_DIR: '/var/lib/shop',
      COMMERCE_URL: 'http://commerce.local:9000/', STORE_API_KEY: 'k1', ADMIN_API_KEY: 'k2', REDIS_URL: 'redis://cache:6379',
      COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_API_KEY: 'sk_1', COMMERCE_TIMEOUT_MS: '2500',
      CORS_ORIGINS: 'https://shop.example, http://localhost:5173', PUBLIC_CACHE_CONTROL: 'public, max-age=30', LOG_LEVEL: 'debug',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, 'postgres://u:p@db:5432/shop');
    assert.equal(config.dataDir, '/var/lib/shop');
    assert.equal(config.commerceUrl, 'http://commerce.local:9000', 'trailing slash dropped');
    assert.equal(config.storeApiKey, 'k1');
    assert.equal(config.adminApiKey, 'k2');
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.commerceFlavor, 'medusa-v2');
    assert.equal(config.commerceApiKey, 'sk_1');
    assert.equal(config.commerceTimeoutMs, 2500);
    assert.deepEqual(config.corsOrigins, ['https://shop.example', 'http://localhost:5173']);
    assert.equal(config.publicCacheControl, 'public, max-age=30');
    assert.equal(config.logLevel, 'debug');
  });

  it('is protected by default once an admin key exists, and says so explicitly otherwise', () => {
    assert.equal(accessModeOf(loadConfig({})), 'open');
    assert.equal(accessModeOf(loadConfig({ ADMIN_API_KEY: 'k' })), 'protected');
    assert.equal(accessModeOf(loadConfig({ ADMIN_API_KEY: 'k', ACCESS_MODE: 'open' })), 'open');
    assert.equal(accessModeOf(loadConfig({ ACCESS_MODE: 'protected' })), 'protected');
  });

  it('reads PUBLIC_URL as a base: origin and path, without the trailing slash', () => {
    assert.equal(loadConfig({ PUBLIC_URL: 'https://CMS.shop.example:443/content/' }).publicUrl, 'https://cms.shop.example/content');
    assert.equal(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl, 'http://localhost:3000');
  });

  it('treats empty values as unset', () => {
    assert.equal(loadConfig({ STORE_API_KEY: '  ', PORT: '' }).storeApiKey, undefined);
    assert.equal(loadConfig({ PORT: '' }).port, 3000);
  });

  it('names the variable of a bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
      [{ COMMERCE_URL: 'ftp://x' }, 'COMMERCE_URL'],
      [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
      [{ COMMERCE_FLAVOR: 'shopify' }, 'COMMERCE_FLAVOR'],
      [{ COMMERCE_TIMEOUT_MS: '0' }, 'COMMERCE_TIMEOUT_MS'],
      [{ COMMERCE_TIMEOUT_MS: '1.5' }, 'COMMERCE_TIMEOUT_MS'],
      [{ CORS_ORIGINS: 'https://shop.example/path' }, 'CORS_ORIGINS'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ ACCESS_MODE: 'closed' }, 'ACCESS_MODE'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
      [{ FAST_LANE: 'true' }, 'FAST_LANE'],
      [{ SESSION_LIFETIME_SECONDS: '10' }, 'SESSION_LIFETIME_SECONDS'],
      [{ PUBLIC_URL: 'cms.shop.example' }, 'PUBLIC_URL'],
      [{ PUBLIC_URL: 'ftp://cms.shop.example' }, 'PUBLIC_URL'],
      [{ PUBLIC_URL: 'https://cms.shop.example/?v=1' }, 'PUBLIC_URL'],
      [{ PUBLIC_URL: 'https://user:pw@cms.shop.example' }, 'PUBLIC_URL'],
    ];
    for (const [env, variable] of cases) {
      assert.throws(() => loadConfig(env), (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.variable, variable);
        assert.match(error.message, new RegExp(`^Invalid configuration: ${variable} `));
        assert.doesNotMatch(error.message, /\n/);
        return true;
      });
    }
  });
});
