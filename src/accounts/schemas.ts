import { Type } from 'typebox';
import { FieldErrors, OpenObject, answers } from '../lib/route-schemas.js';
import { MAX_PASSWORD_LENGTH } from '../identity/passwords.js';
import { ROLES } from '../identity/roles.js';

const tags = ['accounts'];
const User = OpenObject('The user: id, email, name, roles, createdAt, updatedAt (never the password)');
const exampleUser = { id: '6751f0c2a1b2c3d4e5f60718', email: 'ed@shop.example', name: 'Ed', roles: ['editor'], createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };

export const loginSchema = {
  tags, summary: 'Sign in: answers a session token and sets the session cookie',
  body: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  }, { additionalProperties: false }),
  response: answers({
    200: Type.Object({ message: Type.String(), user: User, token: Type.String(), exp: Type.Integer() }, {
      examples: [{ message: 'Auth Passed', user: exampleUser, token: 'sfs_…', exp: 1795000000 }],
    }),
  }, FieldErrors, [400, 401, 429, 500, 503]),
};

export const meSchema = {
  tags, summary: 'The signed-in user (from the session cookie or token), or user: null',
  response: answers({
    200: Type.Object({ user: Type.Union([User, Type.Null()]), collection: Type.Optional(Type.String()), exp: Type.Optional(Type.Integer()) }, {
      examples: [{ user: exampleUser, collection: 'users', exp: 1795000000 }, { user: null }],
    }),
  }, FieldErrors, [401, 500]),
};

export const logoutSchema = {
  tags, summary: 'End this session (the cookie is cleared)',
  response: answers({ 200: Type.Object({ message: Type.String() }, { examples: [{ message: 'You have been logged out successfully.' }] }) }, FieldErrors, [401, 500]),
};

export const refreshSchema = {
  tags, summary: 'Replace this session by a new one with a new expiry',
  response: answers({
    200: Type.Object({ message: Type.String(), refreshedToken: Type.String(), exp: Type.Integer(), user: User }, {
      examples: [{ message: 'Token refresh successful', refreshedToken: 'sfs_…', exp: 1795000000, user: exampleUser }],
    }),
  }, FieldErrors, [401, 500]),
};

const ApiKey = Type.Object({
  id: Type.String(), name: Type.String(), prefix: Type.String(),
  role: Type.Union([Type.Enum(ROLES), Type.Null()]), user: Type.String(),
  createdAt: Type.String(), lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
const exampleKey = { id: '0f1e2d3c4b5a69788796a5b4', name: 'storefront build', prefix: 'sfk_Q2x9aB', role: 'viewer', user: exampleUser.id, createdAt: '2026-11-24T09:00:00.000Z', lastUsedAt: null };

export const createKeySchema = {
  tags, summary: 'Create a personal API key (shown once): for yourself, or for anyone as an admin',
  body: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    role: Type.Optional(Type.Enum(ROLES, { description: 'A role narrower than the owner\'s; default the owner\'s' })),
    user: Type.Optional(Type.String({ minLength: 1, description: 'Owner (admins only); default yourself' })),
  }, { additionalProperties: false }),
  response: answers({
    201: Type.Object({ doc: ApiKey, key: Type.String(), message: Type.String() }, { examples: [{ doc: exampleKey, key: 'sfk_…', message: 'API key created: copy it now, it is not shown again.' }] }),
  }, FieldErrors, [400, 401, 403, 404, 500]),
};

export const listKeysSchema = {
  tags, summary: 'Your API keys (admins: everybody\'s, or one user\'s with ?user=)',
  querystring: Type.Object({ user: Type.Optional(Type.String()) }),
  response: answers({ 200: Type.Object({ docs: Type.Array(ApiKey) }, { examples: [{ docs: [exampleKey] }] }) }, FieldErrors, [401, 403, 500]),
};

export const revokeKeySchema = {
  tags, summary: 'Revoke an API key (your own, or anyone\'s as an admin)',
  params: Type.Object({ id: Type.String() }),
  response: answers({ 200: Type.Object({ doc: ApiKey, message: Type.String() }, { examples: [{ doc: exampleKey, message: 'API key revoked.' }] }) }, FieldErrors, [401, 403, 404, 500]),
};
