import type { Config } from '../config.js';
import { maskUrlPassword } from '../lib/secrets.js';

const SECRET_FIELD = /(key|secret|password|token)$/i;

/** `commerceTimeoutMs` → `COMMERCE_TIMEOUT_MS`: config fields are named after their variables. */
export function variableName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

function shown(field: string, value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '(unset)';
  if (SECRET_FIELD.test(field)) return '**** (set)';
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? maskUrlPassword(value) : String(value);
}

/** The effective configuration as `VARIABLE=value` lines, secrets and URL passwords masked. */
export function maskedConfig(config: Config): string[] {
  return Object.entries(config).map(([field, value]) => `${variableName(field)}=${shown(field, value)}`);
}
