// A node:test reporter for scripts/run-tests.mjs (TEST_TIMINGS=file.json): how long each test file took
// and how many of its tests passed, failed and were skipped, as one JSON array, slowest first. A file run
// inside a group (scripts/test-groups.mjs) is timed by the suite named by its path, its own process otherwise.
import path from 'node:path';

export default async function* timingReporter(source) {
  const files = new Map();
  const entry = (file) => {
    const key = path.relative(process.cwd(), file);
    let found = files.get(key);
    if (!found) files.set(key, (found = { file: key, ms: 0, pass: 0, fail: 0, skip: 0, todo: 0 }));
    if (/^\d+-.*\.test\.mjs$/.test(path.basename(file))) found.group = true;
    return found;
  };
  for await (const event of source) {
    const { data } = event;
    if (!data?.file) continue;
    if ((event.type === 'test:pass' || event.type === 'test:fail') && data.nesting === 0 && data.details?.type === 'suite' && /\.test\.[cm]?[jt]s$/.test(data.name) && data.file !== path.resolve(data.name)) {
      // A file run inside a group: the suite named by its path.
      entry(data.name).process = Math.round(data.details.duration_ms);
    } else if (event.type === 'test:complete' && data.nesting === 0 && data.name === data.file) {
      // The file's own process (Node 20 reports it as a test named by its path).
      entry(data.file).process = Math.round(data.details.duration_ms);
    } else if (event.type === 'test:summary' && data.file) {
      // The same on Node 22 and later, which report a file's process only by its summary.
      entry(data.file).process ??= Math.round(data.duration_ms);
    } else if ((event.type === 'test:pass' || event.type === 'test:fail') && data.details?.type !== 'suite') {
      const found = entry(data.file);
      if (data.skip !== undefined && data.skip !== false) found.skip += 1;
      else if (data.todo !== undefined && data.todo !== false) found.todo += 1;
      else if (event.type === 'test:pass') found.pass += 1;
      else found.fail += 1;
    }
  }
  const all = [...files.values()].map(({ process: ms = 0, ...found }) => ({ ...found, ms }));
  yield `${JSON.stringify(all.sort((a, b) => b.ms - a.ms), null, 1)}\n`;
}
