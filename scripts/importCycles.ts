/**
 * `npm run check:cycles`: fails on an import cycle between the project's files, naming one loop of each.
 *
 * One pass over the whole graph (a few seconds), where ESLint's `import/no-cycle` walked the graph again from
 * every file it linted and took two thirds of the lint. The same rule: imports that run (`import`, `export ... from`)
 * count; type-only ones (`import type`, every name marked `type`) and a lazy `import()` (code splitting) do not.
 */
import path from 'node:path';
import ts from 'typescript';

/** The module names a file imports at run time, in the order written. */
export function runtimeImportsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !isTypeOnlyImport(statement)) {
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !isTypeOnlyExport(statement)) {
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return names;
}

function isTypeOnlyImport({ importClause }: ts.ImportDeclaration): boolean {
  if (!importClause) return false; // `import './side-effect'` runs
  if (importClause.isTypeOnly) return true;
  const bindings = importClause.namedBindings;
  return (
    !importClause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport({ isTypeOnly, exportClause }: ts.ExportDeclaration): boolean {
  if (isTypeOnly) return true;
  return (
    !!exportClause &&
    ts.isNamedExports(exportClause) &&
    exportClause.elements.length > 0 &&
    exportClause.elements.every((element) => element.isTypeOnly)
  );
}

/** One loop through each group of files that import each other (Tarjan's strongly connected components). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => loopWithin(graph, new Set(group)));
}

/** A shortest path from the group's first file (in name order) back to itself, through the group only. */
function loopWithin(graph: ReadonlyMap<string, readonly string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The project's import graph: each file of tsconfig.json to the project files it imports at run time. */
function projectGraph(root: string): Map<string, string[]> {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const graph = new Map<string, string[]>();
  for (const fileName of fileNames) {
    const imported = runtimeImportsOf(fileName, ts.sys.readFile(fileName) ?? '')
      .map((name) => ts.resolveModuleName(name, fileName, options, ts.sys).resolvedModule)
      .filter(
        (module) => module && !module.isExternalLibraryImport && !module.resolvedFileName.endsWith('.d.ts'),
      )
      .map((module) => path.relative(root, module!.resolvedFileName));
    graph.set(path.relative(root, fileName), imported);
  }
  return graph;
}

if (require.main === module) {
  const cycles = findCycles(projectGraph(process.cwd()));
  for (const loop of cycles) process.stdout.write(`import cycle: ${loop.join(' -> ')}\n`);
  if (cycles.length > 0) process.exit(1);
}
