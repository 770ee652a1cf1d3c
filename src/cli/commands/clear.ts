import { createInterface } from 'node:readline/promises';
import { collections, findCollection } from '../../content/collections.js';
import { clearCollections } from '../../maintenance/clear-collections.js';
import { type Command, EXIT, err, type OptionValues, out, UsageError } from '../command.js';
import { withContext } from '../open-service.js';

function slugsOf(values: OptionValues): string[] {
  const raw = values.collections as string | undefined;
  const slugs = (raw ?? '').split(',').map((slug) => slug.trim()).filter(Boolean);
  if (slugs.length === 0) throw new UsageError('--collections is required, e.g. --collections articles,announcements');
  const unknown = slugs.filter((slug) => !findCollection(slug));
  if (unknown.length > 0) {
    throw new UsageError(`unknown collection ${unknown.join(', ')} (collections: ${Object.keys(collections).join(', ')})`);
  }
  return slugs;
}

async function confirmed(slugs: readonly string[]): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`Delete every record of ${slugs.join(', ')}? [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

export const clear: Command = {
  name: 'clear',
  summary: 'delete every record of the given collections (as DELETE /api/admin)',
  help: `Usage: storefront clear --collections SLUG[,SLUG…] [--yes] [--json]

Deletes every record of each collection, one statement per collection. users and media are
protected and never cleared. On a terminal it asks for confirmation; elsewhere (scripts, CI)
it refuses with exit code 2 unless --yes is given.

Options:
  --collections LIST   comma-separated slugs, e.g. articles,announcements
  --yes, -y            do not ask for confirmation
  --json               print {results, errors} as JSON

Exit code 1 when a collection could not be cleared or the confirmation was declined.`,
  options: {
    collections: { type: 'string' },
    yes: { type: 'boolean', short: 'y' },
    json: { type: 'boolean' },
  },
  async run(values) {
    const slugs = slugsOf(values);
    if (!values.yes) {
      if (!process.stdin.isTTY || !process.stderr.isTTY) {
        throw new UsageError('no terminal to confirm on: pass --yes to delete without confirmation');
      }
      if (!(await confirmed(slugs))) {
        err('Cancelled; nothing was deleted.');
        return EXIT.failure;
      }
    }
    const { results, errors } = await withContext((context) => clearCollections(context, slugs, { kind: 'cli', role: 'admin' }));
    if (values.json) {
      out(JSON.stringify({ results, errors }));
    } else {
      for (const [slug, count] of Object.entries(results)) out(`Cleared ${slug}: ${count} records`);
      for (const error of errors) err(`Not cleared: ${error}`);
    }
    return errors.length > 0 ? EXIT.failure : EXIT.ok;
  },
};
