import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { adminAppBuilt, DEFAULT_ADMIN_DIR } from './admin-app/static-routes.js';
import { DOCS_PREFIX } from './http/openapi.js';

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}';

/** Nothing but the page's own style: no script, no external asset, no frame, no form. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'", `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

function page(adminBuilt: boolean): string {
  const admin = adminBuilt
    ? '<li><a href="/admin/">Admin app</a>: sign in to edit content, preorder campaigns, users and webhooks.</li>'
    : '<li>Admin app (<code>/admin/</code>): not built here; <code>npm run build:admin</code> builds it (<code>npm ci</code> does too).</li>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront content and preorder service</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Storefront content and preorder service</h1>
<p>The back end a shop's storefront calls for its home page, its preorder campaigns and its product recommendations.</p>
<h2>Where to go</h2>
<ul>
${admin}
<li><a href="${DOCS_PREFIX}">API document</a>: every route, what it takes and answers (<a href="/openapi.json">OpenAPI JSON</a>).</li>
<li><a href="/healthz">Health</a>: whether the process answers (<a href="/readyz">readiness</a>: whether its database does).</li>
</ul>
</main>
</body>
</html>
`;
}

/**
 * `GET /`: a small page linking the admin app, the API document and the health routes, rather than a
 * redirect to /admin/, whose sign-in form a first visitor has no account for, and which hides the API document.
 */
export const frontPageRoute: FastifyPluginAsync<{ adminAppFolder?: string }> = async (app, { adminAppFolder = DEFAULT_ADMIN_DIR }) => {
  const pages = { built: page(true), unbuilt: page(false) };
  app.get('/', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('referrer-policy', 'same-origin')
    .send(adminAppBuilt(adminAppFolder) ? pages.built : pages.unbuilt));
};
