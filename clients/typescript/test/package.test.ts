import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ts from 'typescript';

/**
 * The client as a storefront gets it: `npm pack` (its prepack builds dist/), the tarball unpacked into a
 * folder outside the repository as npm installs it, its dependencies linked from this repository's
 * node_modules (no network), then a consumer type-checked against it and the package imported by Node.
 */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const REPO_MODULES = path.resolve(PACKAGE_DIR, '../../node_modules');

const CONSUMER = `
import { createStorefrontClient, StorefrontError, type HomeData, type PreorderDetail } from '@storefront-service/client';

export async function consume(): Promise<void> {
  const client = createStorefrontClient({ baseUrl: 'http://127.0.0.1:9' });
  const home = await client.home();
  const card = home.productRecommendations.lists[0]!.products[0]!;
  const figures = card.preorder!;
  const progress = figures.progress;
  const campaign = await client.campaign('seed_winter');
  const variant = campaign.variants[0]!;
  const slots = variant.available_slots;
  const recommendations = await client.recommendations();
  const page = await client.list('preorder-products', { where: { fundingGoal: { greater_than: 10 } }, sort: '-createdAt' });
  const doc = page.docs[0]!;
  const goal = doc.fundingGoal;
  const detail: PreorderDetail = { preorder: campaign };
  const typed: HomeData = home;
  console.log(card, progress, slots, recommendations, goal, detail, typed, StorefrontError);
}
`;

/** What a hover shows for each local of the consumer: named types, not the JSON tree. */
const HOVERS: Record<string, string> = {
  home: 'HomeData',
  card: 'HomeProduct',
  figures: 'PreorderFigures',
  progress: 'number',
  campaign: 'PreorderCampaign',
  variant: 'PreorderVariantFigures',
  slots: 'number',
  recommendations: 'RecommendationsData',
  page: 'PreorderProductPage',
  doc: 'PreorderProduct',
  goal: 'NumericValue | undefined',
};

function linkWithDependencies(name: string, into: string): void {
  const target = path.join(into, name);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.join(REPO_MODULES, name), target, 'dir');
  const manifest = JSON.parse(readFileSync(path.join(REPO_MODULES, name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) linkWithDependencies(dependency, into);
}

function typeCheck(folder: string, resolution: 'NodeNext' | 'Bundler'): { diagnostics: string[]; hovers: Record<string, string> } {
  const file = path.join(folder, 'consumer.ts');
  const program = ts.createProgram([file], {
    // The package's .d.ts checked once (NodeNext); TypeScript's own lib files are not ours to check.
    strict: true, noEmit: true, skipLibCheck: resolution !== 'NodeNext', skipDefaultLibCheck: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    module: resolution === 'NodeNext' ? ts.ModuleKind.NodeNext : ts.ModuleKind.ESNext,
    moduleResolution: resolution === 'NodeNext' ? ts.ModuleResolutionKind.NodeNext : ts.ModuleResolutionKind.Bundler,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  const checker = program.getTypeChecker();
  const hovers: Record<string, string> = {};
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text in HOVERS) {
      hovers[node.name.text] = checker.typeToString(checker.getTypeAtLocation(node.name));
    }
    node.forEachChild(visit);
  };
  visit(program.getSourceFile(file)!);
  return { diagnostics, hovers };
}

describe('@storefront-service/client as a package (npm pack)', () => {
  let folder = '';
  let tarball = '';

  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'client-package-'));
    const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { cwd: PACKAGE_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as { filename: string }[];
    tarball = path.join(folder, packed[0]!.filename);
    const consumer = path.join(folder, 'consumer');
    const installed = path.join(consumer, 'node_modules/@storefront-service/client');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies)) linkWithDependencies(dependency, path.join(consumer, 'node_modules'));
    writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(path.join(consumer, 'consumer.ts'), CONSUMER);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('holds the built JavaScript, its types and the changelog, at the version of package.json', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
    assert.deepEqual(files, ['package/CHANGELOG.md', 'package/README.md', 'package/dist/index.d.ts', 'package/dist/index.js', 'package/dist/schema.d.ts', 'package/dist/schema.js', 'package/package.json']);
    const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
    assert.match(version, /^\d+\.\d+\.\d+$/);
    assert.match(readFileSync(path.join(PACKAGE_DIR, 'CHANGELOG.md'), 'utf8'), new RegExp(`^## ${version.replaceAll('.', '\\.')}$`, 'm'), 'a changelog entry for this version');
  });

  it('imports only what it declares: every bare import of dist/ is a dependency', () => {
    const installed = path.join(folder, 'consumer/node_modules/@storefront-service/client');
    const { dependencies } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imported = new Set(readdirSync(path.join(installed, 'dist'))
      .flatMap((name) => [...readFileSync(path.join(installed, 'dist', name), 'utf8').matchAll(/from '([^'.][^']*)'/g)].map((match) => match[1]!)));
    assert.deepEqual([...imported].filter((name) => !(name in dependencies)), []);
  });

  for (const resolution of ['NodeNext', 'Bundler'] as const) {
    it(`type-checks a consumer (moduleResolution ${resolution}), whose hovers name the types`, () => {
      const { diagnostics, hovers } = typeCheck(path.join(folder, 'consumer'), resolution);
      assert.deepEqual(diagnostics, []);
      assert.deepEqual(hovers, HOVERS);
    });
  }

  it('runs in Node.js from the tarball: ESM, through its exports', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', `
      import { createStorefrontClient, toQueryString, StorefrontError } from '@storefront-service/client';
      const client = createStorefrontClient({ baseUrl: 'http://127.0.0.1:9/' });
      console.log(JSON.stringify([Object.keys(client).sort(), toQueryString({ where: { status: { equals: 'published' } } }), new StorefrontError(404, {}).status]));
    `], { cwd: path.join(folder, 'consumer'), encoding: 'utf8' });
    assert.deepEqual(JSON.parse(output), [['api', 'campaign', 'get', 'home', 'list', 'recommendations'], 'where[status][equals]=published', 404]);
  });
});
