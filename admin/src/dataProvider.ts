import type { DataProvider } from 'react-admin';
import { api, query } from './api';
import { type Field, type Schema, isSingleTarget } from './schema';

const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt'];

/** Single-target references may come back as {relationTo, value}: the forms edit their id. */
function normalize(fields: Field[] | undefined, doc: Record<string, any>): Record<string, any> {
  if (!fields || !doc) return doc;
  const out: Record<string, any> = { ...doc };
  for (const field of fields) {
    const value = out[field.name];
    if (isSingleTarget(field) && value && typeof value === 'object') out[field.name] = value.value ?? value.id;
  }
  return out;
}

function writable(data: Record<string, any>): Record<string, any> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SERVER_FIELDS.includes(key)));
}

/** react-admin over the service's Payload-style content API; globals are the resource "globals" with the slug as id. */
export function contentDataProvider(schema: Schema): DataProvider {
  const fieldsOf = (resource: string) => schema.collections.find((collection) => collection.slug === resource)?.fields;
  const titleOf = (resource: string) => schema.collections.find((collection) => collection.slug === resource)?.useAsTitle ?? 'id';

  const whereOf = (resource: string, filter: Record<string, any>) => {
    const where: Record<string, string> = {};
    for (const [key, value] of Object.entries(filter ?? {})) {
      if (value === undefined || value === '') continue;
      if (key === 'q') where[`where[${titleOf(resource)}][like]`] = String(value);
      else if (Array.isArray(value)) where[`where[${key}][in]`] = value.join(',');
      else where[`where[${key}][equals]`] = String(value);
    }
    return where;
  };

  return {
    async getList(resource, { pagination, sort, filter }) {
      const page = await api(`/api/${resource}?${query({
        limit: pagination?.perPage ?? 10, page: pagination?.page ?? 1, depth: 0, draft: 'true',
        sort: sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined,
        ...whereOf(resource, filter),
      })}`);
      return { data: page.docs.map((doc: any) => normalize(fieldsOf(resource), doc)), total: page.totalDocs };
    },
    async getOne(resource, { id }) {
      if (resource === 'globals') return { data: { ...(await api(`/api/globals/${id}?depth=0&draft=true`)), id } };
      return { data: normalize(fieldsOf(resource), await api(`/api/${resource}/${encodeURIComponent(String(id))}?depth=0&draft=true`)) };
    },
    async getMany(resource, { ids }) {
      if (ids.length === 0) return { data: [] };
      const page = await api(`/api/${resource}?${query({ limit: Math.min(ids.length, 1000), depth: 0, draft: 'true', 'where[id][in]': ids.join(',') })}`);
      return { data: page.docs.map((doc: any) => normalize(fieldsOf(resource), doc)) };
    },
    async getManyReference(resource, { target, id, pagination, sort, filter }) {
      return this.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
    },
    async create(resource, { data }) {
      const { doc } = await api(`/api/${resource}`, { method: 'POST', json: writable(data) });
      return { data: normalize(fieldsOf(resource), doc) };
    },
    async update(resource, { id, data }) {
      if (resource === 'globals') return { data: { ...(await api(`/api/globals/${id}?depth=0`, { method: 'POST', json: writable(data) })).result, id } };
      const { doc } = await api(`/api/${resource}/${encodeURIComponent(String(id))}`, { method: 'PATCH', json: writable(data) });
      return { data: normalize(fieldsOf(resource), doc) };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await this.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    async delete(resource, { id }) {
      const { doc } = await api(`/api/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: doc };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await api(`/api/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: ids };
    },
  } as DataProvider;
}
