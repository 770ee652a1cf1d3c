import { HttpError, type DataProvider } from 'react-admin';
import { api, query } from './api';
import { changedCaps, changedFields } from './changedFields';
import { type Field, type Schema, isSingleTarget, isSyncedRecord } from './schema';

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

/** Each changed cap through PATCH /api/preorders/{id}; a refusal is shown on that variant's cap. */
async function saveCaps(id: string, caps: ReturnType<typeof changedCaps>): Promise<void> {
  for (const cap of caps) {
    const max = cap.maxOrders === null || cap.maxOrders === '' ? 0 : Number(cap.maxOrders);
    try {
      if (!Number.isFinite(max) || max < 0) throw new Error('Must be a number, at least 0.');
      await api(`/api/preorders/${encodeURIComponent(id)}`, { method: 'PATCH', json: { variant_id: cap.id, max_orders: max } });
    } catch (failure) {
      const message = `The cap was not saved: ${(failure as Error).message}`;
      throw new HttpError(message, (failure as HttpError).status ?? 400, { errors: { [`variants.${cap.index}.maxOrders`]: message } });
    }
  }
}

/**
 * A bulk write: a refusal says what the service said of the whole call ("Unable to update 1 out of 3
 * announcements; none was updated.") and then why, from its first failed document.
 */
async function bulk<T>(path: string, init: Parameters<typeof api>[1]): Promise<T> {
  try {
    return await api<T>(path, init);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const summary = typeof error.body?.message === 'string' ? error.body.message : undefined;
    if (!summary || summary === error.message) throw error;
    throw new HttpError(`${summary} ${error.message}`, error.status, error.body);
  }
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
    async update(resource, { id, data, previousData }) {
      // Only what the editor changed: an untouched field is never written back.
      const changes = writable(changedFields(data, previousData));
      if (resource === 'globals') return { data: { ...(await api(`/api/globals/${id}?depth=0`, { method: 'POST', json: changes })).result, id } };
      const path = `/api/${resource}/${encodeURIComponent(String(id))}`;
      if (resource === 'preorder-products' && isSyncedRecord(previousData) && 'variants' in changes) {
        // A synced campaign's caps live in the commerce backend too (the live counters read them there):
        // written through the contract's variant mode, which updates both.
        const { variants: _variants, ...rest } = changes;
        if (Object.keys(rest).length > 0) await api(path, { method: 'PATCH', json: rest });
        await saveCaps(String(id), changedCaps(data, previousData));
        return { data: normalize(fieldsOf(resource), await api(`${path}?depth=0&draft=true`)) };
      }
      const { doc } = await api(path, { method: 'PATCH', json: changes });
      return { data: normalize(fieldsOf(resource), doc) };
    },
    // Bulk writes: one request for all the ids (Payload's update and delete by where), so the service
    // writes all of them or none; the answer names the documents written.
    async updateMany(resource, { ids, data }) {
      const { docs } = await bulk<{ docs: { id: string }[] }>(`/api/${resource}?${query({ 'where[id][in]': ids.join(',') })}`, { method: 'PATCH', json: writable(data) });
      return { data: docs.map((doc) => doc.id) };
    },
    async delete(resource, { id }) {
      const { doc } = await api(`/api/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: doc };
    },
    async deleteMany(resource, { ids }) {
      const { docs } = await bulk<{ docs: { id: string }[] }>(`/api/${resource}?${query({ 'where[id][in]': ids.join(',') })}`, { method: 'DELETE' });
      return { data: docs.map((doc) => doc.id) };
    },
  } as DataProvider;
}
