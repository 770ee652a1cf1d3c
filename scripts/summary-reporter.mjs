// A node:test reporter beside the spec reporter (scripts/run-tests.mjs), for the runner's closing summary,
// as one JSON line: the tests and suites that did not run, with their reasons and files, and the tests
// that failed, with their errors. A pass's failures are otherwise printed in its middle, and the PGlite
// pass's scroll away under the PostgreSQL pass.
import path from 'node:path';
import { inspect } from 'node:util';

const relative = (file) => (file ? path.relative(process.cwd(), file) : undefined);

/** The error as the spec reporter shows it, without Node.js's own frames, cut to its first 30 lines. */
function describeError(error) {
  const cause = error?.cause ?? error;
  const text = cause instanceof Error ? (cause.stack ?? String(cause)) : inspect(cause, { depth: 4 });
  const lines = text.split('\n').filter((line) => !/^\s+at .*\(?node:/.test(line));
  return (lines.length > 30 ? [...lines.slice(0, 30), `… (${lines.length - 30} more lines)`] : lines).join('\n');
}

export default async function* summaryReporter(source) {
  const skipped = [];
  const failed = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.skip !== undefined && data.skip !== false) {
      skipped.push({
        name: data.name,
        kind: data.details?.type === 'suite' ? 'suite' : 'test',
        reason: data.skip === true ? 'skipped (no reason given)' : String(data.skip),
        file: relative(data.file),
      });
    } else if (event.type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed') {
      failed.push({ name: data.name, file: relative(data.file), error: describeError(data.details?.error) });
    }
  }
  yield `${JSON.stringify({ skipped, failed })}\n`;
}
