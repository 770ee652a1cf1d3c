// npm run build (and npm start / npm ci through build-if-stale.mjs): bundles src/ and the packages it
// imports into a few ES modules in dist/ with esbuild, so a start reads a handful of files instead of
// several hundred (Node 20 has no compile cache; loading the modules was most of a start). Types are
// checked by npm run typecheck, not here.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUTDIR = 'dist';

/**
 * What the build emits: dist/server.js (npm start, the container), dist/cli.js (bin/storefront.js) and
 * the embedded database's thread, where src/db/pglite-thread.ts looks for it (beside itself, as in src/).
 * Code they share goes to chunks in dist/; the parts loaded with import() to chunks of their own.
 */
export const ENTRY_POINTS = { server: 'src/server.ts', cli: 'src/cli/run.ts', 'db/pglite-worker': 'src/db/pglite-worker.ts' };

/**
 * Left to node_modules: PGlite (its WebAssembly and data files sit beside its module), the drivers loaded
 * only when configured (pg, ioredis, pino-pretty), and packages that find their own files through
 * __dirname (pino's transport threads, the OpenAPI generator's package.json, Swagger UI's assets), and sharp
 * (its libvips binary is a package of its own, loaded on the first upload).
 */
export const EXTERNAL = ['@electric-sql/pglite', 'pg', 'ioredis', 'pino-pretty', 'pino', 'thread-stream', '@fastify/swagger', '@fastify/swagger-ui', 'sharp'];

const SOURCE = path.resolve('src');

/**
 * Each module of src/ keeps the import.meta.url it has in src/ (file per module): `new URL('../../drizzle',
 * import.meta.url)` and the like then name the same files from the bundle, whose chunks all sit in dist/.
 */
function moduleUrls(usesUrl) {
  return {
    name: 'module-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(`${SOURCE}${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const own = `./${path.relative(SOURCE, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
        usesUrl.add(path.relative(process.cwd(), args.path));
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

export function buildOptions({ outdir = OUTDIR, usesUrl = new Set() } = {}) {
  return {
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for Node's own modules: ES modules have none of their own.
    banner: { js: "import { createRequire as __storefrontCreateRequire } from 'node:module'; const require = __storefrontCreateRequire(import.meta.url);" },
    plugins: [moduleUrls(usesUrl)],
  };
}

/** Problems esbuild does not report: code that would find the wrong files once bundled. */
function checkOutputs(metafile, outdir, usesUrl) {
  const problems = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const inputs = Object.keys(output.inputs);
    if (path.resolve(path.dirname(file)) !== path.resolve(outdir)) {
      for (const input of inputs.filter((name) => usesUrl.has(name))) problems.push(`${input} uses import.meta.url but landed in ${file}, outside ${outdir}/: its URL would be wrong`);
    }
  }
  return problems;
}

/** Builds into `outdir` (emptied first); returns esbuild's metafile. */
export async function build({ outdir = OUTDIR } = {}) {
  const esbuild = await import('esbuild');
  const usesUrl = new Set();
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build(buildOptions({ outdir, usesUrl }));
  const problems = checkOutputs(result.metafile, outdir, usesUrl);
  for (const [file] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    // An ES module has no __dirname: a bundled package that reads its own files through it fails at run time.
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/\b__(?:dirname|filename)\b/g)) {
      const line = text.slice(0, match.index).split('\n').length;
      problems.push(`${file}:${line} uses ${match[0]} (a bundled package reading its own files: add it to EXTERNAL in scripts/build.mjs)`);
    }
  }
  if (problems.length > 0) throw new Error(`build: ${problems.join('\n')}`);
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
