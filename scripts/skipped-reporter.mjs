// A node:test reporter beside the spec reporter (scripts/run-tests.mjs): the tests and suites that did not
// run, with their reasons and files, as one JSON line for the runner's closing summary.
import path from 'node:path';

export default async function* skippedReporter(source) {
  const skipped = [];
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.skip !== undefined && event.data.skip !== false) {
      skipped.push({
        name: event.data.name,
        kind: event.data.details?.type === 'suite' ? 'suite' : 'test',
        reason: event.data.skip === true ? 'skipped (no reason given)' : String(event.data.skip),
        file: event.data.file ? path.relative(process.cwd(), event.data.file) : undefined,
      });
    }
  }
  yield `${JSON.stringify(skipped)}\n`;
}
