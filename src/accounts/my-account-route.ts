import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../app-context.js';
import { collections } from '../content/collections.js';
import { updateDocument } from '../content/operations/update-document.js';
import { findById } from '../content/repository.js';
import { FieldErrors, OpenObject, answers } from '../lib/route-schemas.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { Forbidden, TooManyRequests, ValidationFailed } from '../lib/errors.js';
import { attemptLimiter } from '../access/attempt-limiter.js';
import { MAX_PASSWORD_LENGTH } from '../identity/passwords.js';

const schema = {
  tags: ['accounts'],
  summary: 'Change your own name or password (signed in; a new password needs the current one and ends every session)',
  body: Type.Object({
    name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH })),
    currentPassword: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH })),
  }, { additionalProperties: false }),
  response: answers({
    200: Type.Object({ doc: OpenObject('The user (never the password)'), message: Type.String() }, {
      examples: [{ doc: { id: '6751f0c2a1b2c3d4e5f60718', email: 'ed@shop.example', name: 'Ed', roles: ['editor'], createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-24T09:00:00.000Z' }, message: 'Your account was updated.' }],
    }),
  }, FieldErrors, [400, 401, 403, 429, 500, 503]),
};

/**
 * PATCH /api/users/me: a signed-in user's own name and password. Roles and e-mail stay the admins'
 * (PATCH /api/users/{id}). A personal API key cannot change its owner's password.
 */
export const myAccountRoute: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const wrongCurrent = attemptLimiter(context, 'current-password', context.config.signInAttemptsPerMinute);
  app.patch('/api/users/me', { schema, config: { access: 'account:own' } }, async (request) => {
    const { actor } = request;
    if (actor.kind !== 'user') throw new Forbidden('Sign in (a session, not a key) to change your account.');
    const { name, password, currentPassword } = request.body;
    if (password !== undefined) {
      const stored = await findById(context.db, 'users', actor.userId);
      if (currentPassword === undefined || !(await context.passwords.verify(currentPassword, stored?.passwordHash as string | undefined))) {
        // A stolen session must not become unbounded password guessing: wrong ones count as sign-ins do.
        const wait = await wrongCurrent.hit(`${actor.userId} ${request.ip}`);
        if (wait > 0) throw new TooManyRequests('Too many wrong current passwords: wait and try again.', wait);
        throw new ValidationFailed([{ field: 'currentPassword', message: 'The current password is not correct.' }]);
      }
    }
    const changes = { ...(name !== undefined ? { name } : {}), ...(password !== undefined ? { password } : {}) };
    const doc = await updateDocument(context, collections.users!, actor.userId, changes, actor);
    return { doc, message: password !== undefined ? 'Your password was changed: sign in again.' : 'Your account was updated.' };
  });
};
