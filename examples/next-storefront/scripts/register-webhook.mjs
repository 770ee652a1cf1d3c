// npm run register-webhook: signs in to the storefront service as an admin (ADMIN_EMAIL, ADMIN_PASSWORD),
// registers this app's /api/revalidate for content.changed, and writes the endpoint's secret, shown once,
// into .env.local as STOREFRONT_WEBHOOK_SECRET. STOREFRONT_URL comes from the environment or .env.local;
// the endpoint is http://127.0.0.1:${PORT:-3001}/api/revalidate unless WEBHOOK_URL says otherwise.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createStorefrontClient } from '@storefront-service/client';

const envFile = new URL('../.env.local', import.meta.url);
const envText = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
const fromFile = Object.fromEntries(
  envText.split('\n').map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/)).filter(Boolean).map((match) => [match[1], match[2]]),
);
const setting = (name, fallback) => process.env[name] || fromFile[name] || fallback;

const baseUrl = setting('STOREFRONT_URL', 'http://127.0.0.1:3000');
const email = setting('ADMIN_EMAIL', 'demo@storefront.example');
const password = process.env.ADMIN_PASSWORD;
const url = setting('WEBHOOK_URL', `http://127.0.0.1:${process.env.PORT || 3001}/api/revalidate`);
if (!password) {
  console.error('Set ADMIN_PASSWORD to the admin password (npm run demo prints one).');
  process.exit(2);
}

const fail = (what, error, response) => {
  console.error(`${what}: ${response.status} ${JSON.stringify(error)}`);
  process.exit(1);
};
const anonymous = createStorefrontClient({ baseUrl });
const login = await anonymous.api.POST('/api/users/login', { body: { email, password } });
if (login.error) fail('Sign-in refused', login.error, login.response);

const admin = createStorefrontClient({ baseUrl, token: login.data.token });
const created = await admin.api.POST('/api/webhooks', {
  body: { url, events: ['content.changed'], description: 'Next.js example storefront: on-demand revalidation' },
});
if (created.error) fail('Registration refused', created.error, created.response);

const line = `STOREFRONT_WEBHOOK_SECRET=${created.data.secret}`;
const next = /^STOREFRONT_WEBHOOK_SECRET=.*$/m.test(envText)
  ? envText.replace(/^STOREFRONT_WEBHOOK_SECRET=.*$/m, line)
  : `${envText}${envText && !envText.endsWith('\n') ? '\n' : ''}${line}\n`;
writeFileSync(envFile, next);
console.log(`Registered ${url} for content.changed (webhook ${created.data.doc.id}); its secret is in .env.local.`);
