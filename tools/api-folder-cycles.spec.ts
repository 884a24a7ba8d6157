import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The API's folders depend on each other one way (ARCHITECTURE.md §2): flows use modules, modules use
 * each other's front doors and the platform, the platform uses none of them. A loop between two
 * folders (a module's DTO importing another module that imports it back) makes load order fragile
 * and the boundary meaningless, so this finds every import line of the API's source (specs aside:
 * a test may arrange rows in any folder) and fails on any cycle between folders.
 */
const apiSource = join(__dirname, '..', 'apps', 'api', 'src');
const GROUPED = new Set(['modules', 'flows', 'platform']);

/** The folder a file belongs to: modules/<x>, flows/<x>, platform/<x>, seed, storefront... or the root's files. */
function folderOf(file: string): string {
  const parts = relative(apiSource, file).split(sep);
  if (parts.length === 1) return '(composition root)';
  return GROUPED.has(parts[0]) && parts.length >= 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT_LINE = /^\s*(?:import|export)\b[^;'"]*?(?:\bfrom\s+)?['"](\.{1,2}\/[^'"]*)['"]/gm;

/** Each folder's imports of other folders, with one file that makes each edge (for the message). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(apiSource)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_LINE)) {
      const to = folderOf(resolve(dirname(file), specifier));
      if (to !== from && !edges.has(to)) edges.set(to, relative(apiSource, file));
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

describe('API folder dependencies', () => {
  const graph = folderGraph();

  it('sees the folders it checks (modules, flows, platform, seed)', () => {
    const folders = [...graph.keys()];
    expect(folders).toEqual(
      expect.arrayContaining(['modules/cart', 'flows/checkout', 'platform/auth', 'seed']),
    );
    expect(graph.get('flows/checkout')?.has('modules/cart')).toBe(true);
  });

  it('has no import cycle between folders', () => {
    const described = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          component
            .filter((to) => graph.get(from)?.has(to))
            .map((to) => `${from} -> ${to} (${graph.get(from)?.get(to)})`),
        )
        .join('\n'),
    );
    expect(described).toEqual([]);
  });
});
