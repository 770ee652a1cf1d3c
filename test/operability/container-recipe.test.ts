import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { variablesReadByLoadConfig } from '../helpers/config-variables.js';
// @ts-expect-error: a plain .mjs script without types
import { ENTRY_POINTS, OUTDIR } from '../../scripts/build.mjs';
import { startCommand, startEnvironment } from '../../bench/servers.js';

/**
 * No container engine runs here, so the Dockerfile and compose.yaml are checked as text against the
 * repository: what they copy exists, what they run is a script, what they set is configuration.
 */
const read = (file: string) => readFileSync(file, 'utf8');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const configVariables = variablesReadByLoadConfig();

interface Instruction { keyword: string; args: string }
interface Stage { name: string | undefined; instructions: Instruction[] }

function dockerfileStages(text: string): Stage[] {
  const logical = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = line.match(/^(\S+)\s*(.*)$/) ?? [];
    if (keyword.toUpperCase() === 'FROM') stages.push({ name: args.match(/\sAS\s+(\S+)/i)?.[1], instructions: [] });
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const all = stages.flatMap((stage) => stage.instructions);
const ofKind = (stage: Stage, keyword: string) => stage.instructions.filter((instruction) => instruction.keyword === keyword);
const jsonArgs = (instruction: Instruction | undefined) => JSON.parse(instruction!.args.replace(/^CMD\s+/i, '')) as string[];

function envNames(stage: Stage): string[] {
  return ofKind(stage, 'ENV').flatMap(({ args }) => [...args.matchAll(/(?:^|\s)([A-Z_][A-Z0-9_]*)=/g)].map((match) => match[1]!));
}

function envValue(stage: Stage, name: string): string | undefined {
  for (const { args } of ofKind(stage, 'ENV')) {
    const value = args.match(new RegExp(`(?:^|\\s)${name}=(\\S+)`))?.[1];
    if (value) return value;
  }
  return undefined;
}

/** The source of an entry point the build emits (scripts/build.mjs: `dist/<name>.js` from ENTRY_POINTS[name]). */
function emittedFrom(file: string): string | undefined {
  if (!file.startsWith(`${OUTDIR}/`) || !file.endsWith('.js')) return undefined;
  return (ENTRY_POINTS as Record<string, string>)[file.slice(OUTDIR.length + 1).replace(/\.js$/, '')];
}

/** The lines of a YAML block under `key` (a mapping key at `indent` spaces), for the plain YAML compose.yaml uses. */
function yamlBlock(lines: string[], key: string, indent: number): string[] {
  const start = lines.findIndex((line) => line === `${' '.repeat(indent)}${key}:`);
  assert.ok(start >= 0, `compose.yaml has ${key}`);
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && line.search(/\S/) <= indent) break;
    block.push(line);
  }
  return block;
}

function yamlMapping(block: string[]): Record<string, string> {
  const indent = Math.min(...block.filter((line) => line.trim()).map((line) => line.search(/\S/)));
  return Object.fromEntries(block
    .filter((line) => line.search(/\S/) === indent && /^\s*[\w-]+:/.test(line))
    .map((line) => {
      const [, key = '', value = ''] = line.trim().match(/^([\w-]+):\s*(.*)$/) ?? [];
      return [key, value.replace(/^"(.*)"$/, '$1')];
    }));
}

const composeLines = read('compose.yaml').split('\n').filter((line) => !line.trim().startsWith('#'));
const services = yamlBlock(composeLines, 'services', 0);
const service = (name: string) => yamlBlock(services, name, 2);

describe('Dockerfile', () => {
  it('builds in one stage and runs in another', () => {
    assert.ok(stages.length >= 2);
    assert.ok(all.some(({ keyword, args }) => keyword === 'RUN' && /\bnpm run build\b/.test(args)));
    assert.ok(ofKind(runtime, 'RUN').some(({ args }) => /\bnpm ci --omit=dev\b/.test(args)), 'production dependencies only');
  });

  it('runs only npm scripts that exist', () => {
    const scripts = all.filter(({ keyword }) => keyword === 'RUN').flatMap(({ args }) => [...args.matchAll(/npm run (\S+)/g)].map((m) => m[1]!));
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.ok(packageJson.scripts[script], `npm run ${script}`);
  });

  it('copies files that exist and are not excluded from the build context, or that an earlier stage built', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim()).filter(Boolean);
    for (const [index, stage] of stages.entries()) {
      for (const { args } of ofKind(stage, 'COPY')) {
        const words = args.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const sources = words.filter((word) => !word.startsWith('--')).slice(0, -1);
        for (const source of sources) {
          if (from) {
            const builder = stages.slice(0, index).find((earlier) => earlier.name === from);
            assert.ok(builder, `stage ${from} comes before its use`);
            const workdir = ofKind(builder, 'WORKDIR').at(-1)?.args ?? '/';
            // npm run build emits dist/ (scripts/build.mjs), npm run build:admin admin/dist/ (Vite's outDir).
            const emitted = [OUTDIR as string, `admin/${/outDir: '([^']+)'/.exec(read('admin/vite.config.ts'))![1]}`];
            assert.ok(emitted.includes(path.posix.relative(workdir, source)), `${source} is what npm run build or build:admin emits`);
            assert.ok(ofKind(builder, 'RUN').some(({ args: run }) => run.includes('npm run build')), `${from} runs the build`);
          } else {
            assert.ok(existsSync(source), `${source} exists`);
            assert.ok(!ignored.includes(source.replace(/\/$/, '')), `${source} is not in .dockerignore`);
          }
        }
      }
    }
  });

  it('starts the compiled server, which needs package.json and drizzle/ beside dist/', () => {
    const command = jsonArgs(ofKind(runtime, 'CMD').at(-1));
    assert.equal(command[0], 'node');
    const script = command.find((word) => word.endsWith('.js'))!;
    assert.equal(script, 'dist/server.js');
    assert.ok(existsSync(emittedFrom(script)!), `${emittedFrom(script)} compiles to ${script}`);
    const copied = ofKind(runtime, 'COPY').map(({ args }) => args);
    for (const needed of ['package.json', 'drizzle', 'dist', 'admin/dist']) assert.ok(copied.some((args) => args.includes(needed)), needed);
  });

  it('runs node as npm start does: the same flags and the same memory variables', () => {
    const command = jsonArgs(ofKind(runtime, 'CMD').at(-1));
    const flags = command.slice(1, command.indexOf('dist/server.js'));
    // npm start's command also preloads its build check (--import ./scripts/fresh-build.mjs), which the image does not need
    assert.deepEqual(flags, startCommand().filter((word, index, words) => word !== '--import' && words[index - 1] !== '--import').slice(0, -1));
    const variables = startEnvironment();
    assert.ok(Object.keys(variables).length > 0, 'npm start sets MALLOC_ARENA_MAX');
    for (const [name, value] of Object.entries(variables)) assert.equal(envValue(runtime, name), value, name);
  });

  it('listens on every interface, keeps the embedded database on a volume, runs as a non-root user and checks /healthz', () => {
    assert.equal(envValue(runtime, 'HOST'), '0.0.0.0');
    const dataDir = envValue(runtime, 'DATA_DIR');
    assert.ok(dataDir);
    assert.ok(ofKind(runtime, 'VOLUME').some(({ args }) => args.includes(dataDir)));
    const user = ofKind(runtime, 'USER').at(-1)?.args;
    assert.ok(user && user !== 'root' && user !== '0');
    const healthcheck = ofKind(runtime, 'HEALTHCHECK').at(-1)?.args ?? '';
    assert.match(healthcheck, /CMD \["node", "-e", .*\/healthz/);
    assert.match(read('src/health-routes.ts'), /'\/healthz'/);
  });

  it('sets only variables the configuration reads, besides npm start\'s own for node (MALLOC_ARENA_MAX)', () => {
    const nodeVariables = Object.keys(startEnvironment());
    for (const name of stages.flatMap(envNames)) assert.ok(configVariables.includes(name) || nodeVariables.includes(name), name);
  });
});

describe('compose.yaml', () => {
  const environment = yamlMapping(yamlBlock(service('storefront'), 'environment', 4));

  it('runs the service on postgres:15 and redis', () => {
    assert.equal(yamlMapping(service('postgres')).image, 'postgres:15');
    assert.match(yamlMapping(service('redis')).image ?? '', /^redis(:|$)/);
    const database = new URL(environment.DATABASE_URL!);
    const postgres = yamlMapping(yamlBlock(service('postgres'), 'environment', 4));
    assert.equal(database.hostname, 'postgres');
    assert.equal(database.username, postgres.POSTGRES_USER);
    assert.equal(database.password, postgres.POSTGRES_PASSWORD);
    assert.equal(database.pathname, `/${postgres.POSTGRES_DB}`);
    assert.equal(new URL(environment.REDIS_URL!).hostname, 'redis');
  });

  it('gives the service only variables the configuration reads', () => {
    const interpolated = Object.values(environment).flatMap((value) => [...value.matchAll(/\$\{(\w+)/g)].map((m) => m[1]!));
    for (const name of [...Object.keys(environment), ...interpolated]) assert.ok(configVariables.includes(name), name);
  });
});
