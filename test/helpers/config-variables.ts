import { loadConfig } from '../../src/config.js';

/** The environment variables loadConfig actually reads, found by handing it an env that records every read. */
export function variablesReadByLoadConfig(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  loadConfig(env);
  return [...read].sort();
}
