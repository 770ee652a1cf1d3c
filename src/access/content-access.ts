import type { FastifyRequest } from 'fastify';
import { findCollection } from '../content/collections.js';
import type { Permission } from './policy.js';

/** What reading and writing a collection needs: private collections (users) are read and written by admins. */
export function collectionPermissions(slug: string): { read: 'public' | Permission; write: Permission } {
  return {
    read: findCollection(slug)?.privateReads ? 'users:read' : 'public',
    write: slug === 'users' ? 'users:write' : 'content:write',
  };
}

/** Globals are read by anyone and written by editors. */
export const GLOBAL_PERMISSIONS = { read: 'public', write: 'globals:write' } as const satisfies { read: 'public'; write: Permission };

type CollectionRequest = FastifyRequest<{ Params: { collection?: string } }>;

/** `config.access` of the content API's collection routes. */
export const collectionReadAccess = (request: FastifyRequest) => collectionPermissions((request as CollectionRequest).params.collection ?? '').read;
export const collectionWriteAccess = (request: FastifyRequest) => collectionPermissions((request as CollectionRequest).params.collection ?? '').write;
