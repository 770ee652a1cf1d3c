// How scripts/run-tests.mjs shares processes between test files, and in what order it starts them.
//
// Each test file used to be its own process: tsx, the service's modules and PGlite's WebAssembly loaded
// again for every one of ~150 files, most of a short file's time. Now most files run in groups: a
// generated entry module per group imports its files one after another, each inside a suite named by the
// file's path. A test still reports its own file (node:test takes it from where the test was declared), so
// the spec reporter's failures ("test at test/…:line:column") and the skipped-test report name the original
// file; the group's entry module is only the file of those per-file suites. Node 20 has no option to run
// files in one process (--experimental-test-isolation=none came with Node 22.8), so entry modules are the
// one way on every Node.js version the project supports. TEST_GROUPS=0: every file its own process again.
//
// Node's runner starts the files it is given in the order of their paths, whatever order they are given
// in, so every process (a group, or a file that keeps its own) gets an entry module whose name starts with
// its rank: the longest first (scripts/test-durations.json, the last measured time of each file), so that
// no long file starts last and keeps one core busy alone at the end of the run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDrill } from './test-parts.mjs';

/**
 * Files that keep a process of their own, each with why: one that breaks, or is broken by, others in a
 * shared process. None today: the whole suite passed grouped (see docs/investigations/test-suite-time.md).
 */
export const OWN_PROCESS = new Map([
  // ['test/…/….test.ts', 'why'],
]);

/**
 * Files that run only among themselves, in this many groups: the admin app's browser tests (a Chromium
 * each, long, and sensitive to a starved core: one group, so one Chromium at a time, beside other work;
 * the group's time is still under half a pass's; TEST_BROWSER_GROUPS splits them for a machine with more
 * cores) and the reliability drills (real service processes
 * killed -9, each printing its figures).
 */
const SETS = [
  { name: 'browser', groups: Number(process.env.TEST_BROWSER_GROUPS ?? 1), has: (file, { browser }) => browser(file) },
  { name: 'drills', groups: 1, has: (file) => isDrill(file) },
];

/**
 * The ordinary files go into this many groups per process running at once (the runner's concurrency), of
 * about equal measured time: few enough that a pass loads tsx and the service's modules a dozen times
 * rather than thirty (about 2.5 s of CPU each), enough that both cores stay busy to the end when a file
 * runs longer than measured. A group holds at least MIN_GROUP_SECONDS (a short run is one group).
 */
const GROUPS_PER_SLOT = 4;
const MIN_GROUP_SECONDS = 20;
/** A file not in the durations file yet (a new one): about a median file. */
const UNKNOWN_SECONDS = 4;

const DURATIONS = fileURLToPath(new URL('./test-durations.json', import.meta.url));
const relative = (file) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');

function readDurations() {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(DURATIONS, 'utf8'))));
  } catch {
    return new Map();
  }
}

/**
 * The runner's arguments for a pass: one entry module per process, written into `folder` and named so
 * that the longest start first. Files that may share a process are dealt into groups of about equal
 * measured time (GROUPS_PER_SLOT for each of the `slots` processes that run at once).
 */
export function planTestProcesses(files, { folder, browser = () => false, slots = 2 }) {
  if (process.env.TEST_GROUPS === '0' || files.length <= 1) return files;
  const durations = readDurations();
  const seconds = (file) => durations.get(relative(file)) ?? UNKNOWN_SECONDS;
  const processes = [];
  const placed = new Set();
  /** `members` dealt into `count` groups, the longest first, each into the group with the least time so far. */
  const deal = (members, count, label) => {
    const groups = Array.from({ length: Math.min(count, members.length) }, () => ({ label, files: [], seconds: 0 }));
    for (const file of [...members].sort((a, b) => seconds(b) - seconds(a))) {
      const least = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      least.files.push(file);
      least.seconds += seconds(file);
      placed.add(file);
    }
    return groups;
  };
  for (const set of SETS) processes.push(...deal(files.filter((file) => set.has(file, { browser })), set.groups, set.name));
  for (const file of files.filter((file) => !placed.has(file) && OWN_PROCESS.has(relative(file)))) {
    processes.push({ files: [file], seconds: seconds(file) });
    placed.add(file);
  }
  const ordinary = files.filter((file) => !placed.has(file));
  const total = ordinary.reduce((sum, file) => sum + seconds(file), 0);
  const groups = deal(ordinary, Math.max(1, Math.min(slots * GROUPS_PER_SLOT, Math.ceil(total / MIN_GROUP_SECONDS))), 'group');
  // Each group runs its files in path order (neighbours in a folder tend to load the same modules).
  for (const group of groups) group.files.sort();
  processes.push(...groups);
  processes.sort((a, b) => b.seconds - a.seconds);
  mkdirSync(folder, { recursive: true });
  const width = String(processes.length).length;
  return processes.map(({ files: members, label: name = 'group' }, index) => {
    const label = members.length === 1 ? path.basename(members[0]).replace(/\.test\.[cm]?[jt]s$/, '') : `${name}-of-${members.length}`;
    const entry = path.join(folder, `${String(index + 1).padStart(width, '0')}-${label}.test.mjs`);
    writeFileSync(entry, entryModule(members));
    return entry;
  });
}

/** The entry module of a process: each file imported inside a suite named by its path, after the previous one's. */
function entryModule(members) {
  const list = members.map((file) => `  [${JSON.stringify(relative(file))}, ${JSON.stringify(pathToFileURL(path.resolve(file)).href)}],`);
  return [
    '// Written by scripts/test-groups.mjs: these test files in one process, one after another.',
    "import { describe } from 'node:test';",
    'const files = [',
    ...list,
    '];',
    'for (const [name, url] of files) describe(name, async () => { await import(url); });',
    '',
  ].join('\n');
}

/**
 * `node scripts/test-groups.mjs update TIMINGS.json…`: scripts/test-durations.json from the timings of a
 * run (`TEST_TIMINGS=/tmp/timings.json npm test` writes /tmp/timings-pglite.json, …-postgres.json); a
 * file in several keeps its longest time, a file in none keeps the time it had, a file gone is dropped.
 */
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'update') {
  const durations = readDurations();
  const measured = new Map();
  for (const report of process.argv.slice(3)) {
    for (const { file, ms, group } of JSON.parse(readFileSync(report, 'utf8'))) {
      if (group || !/\.test\.[cm]?[jt]s$/.test(file) || file.startsWith('..')) continue;
      measured.set(file, Math.max(measured.get(file) ?? 0, ms / 1000));
    }
  }
  for (const [file, time] of measured) durations.set(file, Math.round(time * 10) / 10);
  for (const file of durations.keys()) if (!existsSync(file)) durations.delete(file);
  const sorted = Object.fromEntries([...durations].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 1)}\n`);
  console.log(`${measured.size} measured files, ${durations.size} in ${path.relative(process.cwd(), DURATIONS)}`);
}
