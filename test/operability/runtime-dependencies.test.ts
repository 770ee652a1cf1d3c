import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * The image installs production dependencies only (`npm ci --omit=dev`) and runs dist/: every package
 * the service's code imports must be a declared production dependency, and no TypeScript tooling may be.
 */
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: { node: string };
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|js)$/.test(name) ? [full] : [];
  });
}

/** Bare package names a file imports, statically or dynamically (`pkg`, `@scope/pkg`, `pkg/sub` -> `pkg`). */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/import\.meta\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

describe('runtime dependencies', () => {
  it('every package the service imports is a production dependency', () => {
    // pino-pretty is only looked up (require.resolve), for a development terminal, and used when present;
    // tsx only by the embedded database's thread when it runs from the TypeScript sources (never from dist/).
    const optional = new Set(['pino-pretty', 'tsx']);
    const missing = sourceFiles('src').flatMap((file) =>
      importedPackages(file)
        .filter((name) => !optional.has(name) && !Object.hasOwn(packageJson.dependencies, name))
        .map((name) => `${file}: ${name}`),
    );
    assert.deepEqual(missing, []);
    assert.ok(importedPackages('src/metrics/service-metrics.ts').includes('prom-client'), 'the scan sees prom-client in src/metrics/service-metrics.ts');
  });

  it('keeps TypeScript tooling out of production dependencies', () => {
    for (const tool of ['tsx', 'typescript', 'drizzle-kit', 'esbuild']) {
      assert.ok(!Object.hasOwn(packageJson.dependencies, tool), `${tool} is not a production dependency`);
    }
  });

  it('names the supported Node.js lines in engines', () => {
    assert.equal(packageJson.engines.node, '^20.19.0 || ^22.12.0 || >=24.0.0');
  });
});
