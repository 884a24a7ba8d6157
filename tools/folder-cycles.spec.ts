import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The API's and the storefront's folders depend on each other one way (ARCHITECTURE.md §2): in the
 * API flows use modules, modules use each other's front doors and the platform, the platform uses
 * none of them; in the storefront app -> routes -> features -> lib. A loop between two folders (a
 * module's DTO importing another module that imports it back) makes load order fragile and the
 * boundary meaningless, so this reads every import line of each app's source and fails on any
 * cycle between folders. Tests and their support (specs, `testing/` folders) are left out: a test
 * may arrange things in any folder, and the app never loads them.
 */
interface SourceTree {
  root: string;
  /** Top-level folders whose sub-folders are folders of their own (modules/cart, features/cart). */
  grouped: ReadonlySet<string>;
}

const workspace = join(__dirname, '..');
const API: SourceTree = {
  root: join(workspace, 'apps', 'api', 'src'),
  grouped: new Set(['modules', 'flows', 'platform']),
};
const STOREFRONT: SourceTree = {
  root: join(workspace, 'apps', 'storefront', 'src'),
  grouped: new Set(['features', 'lib']),
};

/** The folder a file belongs to: modules/<x>, features/<x>, platform/<x>, seed, routes... or the root's files. */
function folderOf(tree: SourceTree, file: string): string {
  const parts = relative(tree.root, file).split(sep);
  if (parts.length === 1) return '(root files)';
  return tree.grouped.has(parts[0]) && parts.length >= 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

function isTestCode(name: string): boolean {
  return /\.(spec|d)\.tsx?$/.test(name) || name === 'testing';
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (isTestCode(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT_LINE = /^\s*(?:import|export)\b[^;'"]*?(?:\bfrom\s+)?['"](\.{1,2}\/[^'"]*)['"]/gm;

/** Each folder's imports of other folders, with one file that makes each edge (for the message). */
function folderGraph(tree: SourceTree): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(tree.root)) {
    const from = folderOf(tree, file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_LINE)) {
      const to = folderOf(tree, resolve(dirname(file), specifier));
      if (to !== from && !edges.has(to)) edges.set(to, relative(tree.root, file));
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one folder is a cycle. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function describeCycles(graph: Map<string, Map<string, string>>): string[] {
  return cycles(graph).map((component) =>
    component
      .flatMap((from) =>
        component
          .filter((to) => graph.get(from)?.has(to))
          .map((to) => `${from} -> ${to} (${graph.get(from)?.get(to)})`),
      )
      .join('\n'),
  );
}

describe('API folder dependencies', () => {
  const graph = folderGraph(API);

  it('sees the folders it checks (modules, flows, platform, seed)', () => {
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining(['modules/cart', 'flows/checkout', 'platform/auth', 'seed']),
    );
    expect(graph.get('flows/checkout')?.has('modules/cart')).toBe(true);
  });

  it('has no import cycle between folders', () => {
    expect(describeCycles(graph)).toEqual([]);
  });
});

describe('storefront folder dependencies', () => {
  const graph = folderGraph(STOREFRONT);

  it('sees the folders it checks (app, routes, features, lib)', () => {
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining(['app', 'routes', 'features/cart', 'lib/session']),
    );
    expect(graph.get('routes')?.has('features/cart')).toBe(true);
  });

  it('has no import cycle between folders', () => {
    expect(describeCycles(graph)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a loop of three folders and nothing in a chain', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a.ts']])],
      ['b', new Map([['c', 'b.ts']])],
      ['c', new Map([['a', 'c.ts']])],
      ['d', new Map([['a', 'd.ts']])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
