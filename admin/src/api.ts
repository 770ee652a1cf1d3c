import { HttpError } from 'react-admin';

/** Calls the service with the session cookie; errors become react-admin HttpErrors whose body keeps the field errors. */
export async function api<T = any>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...rest, headers, credentials: 'same-origin', body: json !== undefined ? JSON.stringify(json) : rest.body });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message = body?.errors?.[0]?.message ?? body?.error ?? body?.message ?? response.statusText;
    // react-admin shows body.errors on the form's fields: {field: message}.
    const fieldErrors: Record<string, string> = {};
    for (const error of body?.errors ?? []) if (error.field) fieldErrors[String(error.field).replace(/^\//, '').replace(/\//g, '.')] = error.message;
    throw new HttpError(message, response.status, { ...body, errors: fieldErrors });
  }
  return body as T;
}

export const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`)
    .join('&');
