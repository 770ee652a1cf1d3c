import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { collectionPermissions, GLOBAL_PERMISSIONS } from '../access/content-access.js';
import { decide, type Permission } from '../access/policy.js';
import { accessModeOf } from '../config.js';
import type { AppContext } from '../app-context.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { FieldErrors, OpenObject, answers } from '../lib/route-schemas.js';
import { collections, globalDefinitions } from '../content/collections.js';
import { publishSchema } from '../content/publish-schema.js';

const Access = (names: string[]) => Type.Object(Object.fromEntries(names.map((name) => [name, Type.Boolean()])));
const Field = OpenObject('A field: {name, label, owner (editor or sync), type, required?, nullable?, default?, options?, min?, integer?, relationTo?, loose?, fields? (object), of? (array), admin? (description, placeholder, group, position, readOnly, technical, hidden, condition, listed, filter)}');

const schemaAnswer = {
  tags: ['content'],
  summary: 'The collections\' and globals\' fields, how the admin app presents them, who owns each, and what the caller may do',
  response: answers({
    200: Type.Object({
      collections: Type.Array(Type.Object({
        slug: Type.String(),
        labels: Type.Object({ singular: Type.String(), plural: Type.String() }),
        useAsTitle: Type.String(),
        fields: Type.Array(Field),
        access: Access(['read', 'create', 'update', 'delete']),
      })),
      globals: Type.Array(Type.Object({ slug: Type.String(), label: Type.String(), fields: Type.Array(Field), access: Access(['read', 'update']) })),
    }, {
      examples: [{
        collections: [{
          slug: 'announcements', labels: { singular: 'Announcement', plural: 'Announcements' }, useAsTitle: 'title',
          fields: [
            { name: 'title', label: 'Title', owner: 'editor', type: 'text', required: true, admin: { listed: true } },
            { name: 'status', label: 'Status', owner: 'editor', type: 'text', options: ['draft', 'published'], default: 'draft', admin: { position: 'sidebar', listed: true, filter: true } },
          ],
          access: { read: true, create: true, update: true, delete: true },
        }],
        globals: [{ slug: 'hero-slider', label: 'Hero slider', fields: [{ name: 'slides', label: 'Slides', owner: 'editor', type: 'array', default: [], of: { type: 'object', fields: [] } }], access: { read: true, update: true } }],
      }],
    }),
  }, FieldErrors, [401, 403, 500]),
};

/** GET /api/schema: the forms of the admin app follow the same definitions as the API's validation. */
export const schemaRoute: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, fieldErrors);
  app.get('/api/schema', { schema: schemaAnswer, config: { access: 'schema:read' } }, async (request) => {
    const mode = accessModeOf(context.config);
    const may = (permission: 'public' | Permission) => permission === 'public' || decide(mode, request.actor, permission).allowed;
    return publishSchema(Object.values(collections), Object.values(globalDefinitions), {
      collection: (slug) => {
        const { read, write } = collectionPermissions(slug);
        const writable = may(write);
        return { read: may(read), create: writable, update: writable, delete: writable };
      },
      global: () => ({ read: may(GLOBAL_PERMISSIONS.read), update: may(GLOBAL_PERMISSIONS.write) }),
    });
  });
};
