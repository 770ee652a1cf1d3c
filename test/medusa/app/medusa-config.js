// Medusa 2.21.2 configuration of the npm run test:medusa harness: PostgreSQL from DATABASE_URL,
// no Redis (Medusa then uses its in-memory event bus, cache, locking and workflow engine), no admin
// dashboard build, plain JavaScript so no TypeScript compiler is needed at start-up; the storefront
// service's plugin when STOREFRONT_EVENTS_URL is set.
const { defineConfig } = require('@medusajs/framework/utils');

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: 'http://127.0.0.1',
      adminCors: 'http://127.0.0.1',
      authCors: 'http://127.0.0.1',
      jwtSecret: process.env.JWT_SECRET || 'storefront-harness-jwt',
      cookieSecret: process.env.COOKIE_SECRET || 'storefront-harness-cookie',
    },
  },
  admin: { disable: true },
  // The storefront service's plugin (integrations/medusa), installed by scripts/test-medusa.sh
  plugins: process.env.STOREFRONT_EVENTS_URL
    ? [{ resolve: '@storefront-service/medusa-plugin', options: { url: process.env.STOREFRONT_EVENTS_URL, secret: process.env.STOREFRONT_EVENTS_SECRET } }]
    : [],
});
