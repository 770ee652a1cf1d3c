import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { maskedConfig } from '../../src/cli/mask-config.js';
import { loadConfig } from '../../src/config.js';
import { variablesReadByLoadConfig } from '../helpers/config-variables.js';

/** The README's configuration table, `.env.example` and what loadConfig reads must say the same. */
function readmeTable(): { name: string; fallback: string }[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  return [...table.matchAll(/^\| `([A-Z_][A-Z0-9_]*)` \| ([^|]+) \|/gm)].map((match) => ({
    name: match[1]!,
    fallback: match[2]!.trim(),
  }));
}

function envExample(): { names: string[]; values: Record<string, string> } {
  const text = readFileSync('.env.example', 'utf8');
  const names = [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
  return { names, values: parseEnv(text) as Record<string, string> };
}

describe('configuration documentation', () => {
  const table = readmeTable();
  const example = envExample();

  it('the README table lists exactly the variables loadConfig reads', () => {
    assert.ok(table.length > 0);
    assert.deepEqual(table.map((row) => row.name).sort(), variablesReadByLoadConfig());
  });

  it('.env.example lists the same variables in the same order, one line each', () => {
    assert.deepEqual(example.names, table.map((row) => row.name));
    const text = readFileSync('.env.example', 'utf8');
    for (const { name } of table) {
      const line = text.split('\n').findIndex((candidate) => candidate.startsWith(`${name}=`));
      assert.match(text.split('\n')[line - 1] ?? '', /^# \S/, `${name} has a one-line meaning above it`);
    }
  });

  it('.env.example holds the README defaults, empty where the README says unset', () => {
    for (const { name, fallback } of table) {
      assert.equal(example.values[name], fallback === 'unset' ? '' : fallback, name);
    }
  });

  it('the documented defaults are the ones loadConfig applies, as storefront check-config shows them', () => {
    assert.deepEqual(loadConfig(example.values), loadConfig({}));
    const shown = Object.fromEntries(maskedConfig(loadConfig({})).map((line) => line.split(/=(.*)/s)));
    assert.deepEqual(Object.keys(shown).sort(), table.map((row) => row.name).sort());
    for (const { name, fallback } of table) {
      const expected = fallback === 'unset' ? '(unset)' : name === 'DATA_DIR' ? path.resolve(fallback) : fallback;
      assert.equal(shown[name], expected, name);
    }
  });
});
