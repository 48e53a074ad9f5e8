/**
 * The contracts (server/plugins/<area>/contract.ts) describe the API with the schema library;
 * their plain values (limits, patterns, enums, sorters) live beside them in constants.ts files
 * (server/constants.ts and server/plugins/<area>/constants.ts). Contracts may import only the
 * schema library, the shared envelopes and paging, constants files and other contracts: never
 * database or server code, however indirectly. Constants files import nothing but other
 * constants files, and the front end takes only types from everything else on the server, so
 * the schema library never reaches the browser.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const pluginsDir = path.join(root, 'server/plugins');
const SHARED = ['server/envelopes.ts', 'server/paging.ts'];
const PACKAGES = ['@sinclair/typebox'];

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const isContract = (file: string) => /^server\/plugins\/[^/]+\/contract\.ts$/.test(file);
/** The shared values (server/constants.ts), an area's, and those of the shared server modules (files, push). */
const isConstants = (file: string) =>
  file === 'server/constants.ts' || /^server\/(?:plugins\/[^/]+|files|push)\/constants\.ts$/.test(file);

/** The areas' files of one name, e.g. every server/plugins/<area>/contract.ts. */
const areaFiles = (name: string) =>
  fs
    .readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(pluginsDir, entry.name, name)))
    .map((entry) => `server/plugins/${entry.name}/${name}`);

const contracts = areaFiles('contract.ts');
const constantsFiles = ['server/constants.ts', 'server/files/constants.ts', 'server/push/constants.ts', ...areaFiles('constants.ts')];

/** The module names a file imports or re-exports (static and dynamic), as written. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName);
}

/** A relative module name as a file of the repository (what TypeScript would load). */
function resolve(from: string, name: string): string {
  const base = path.resolve(root, path.dirname(from), name);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  return relative(found ?? `${base}.ts`);
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** One import of a module: who imports what, and whether only types (`import type`, `export type ... from`). */
interface ModuleImport {
  file: string;
  target: string;
  typeOnly: boolean;
}

/** The relative imports of a file, static and dynamic, with whether each takes only types. */
function moduleImports(file: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.push({ file, target: resolve(file, specifier.text), typeOnly });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** The names a file declares and exports, and whether it has `export { ... }` lists (re-exports). */
function exportsOf(file: string) {
  const names: string[] = [];
  let reExports = false;
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) reExports = true;
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach((declaration) => names.push(declaration.name.getText()));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return { names, reExports };
}

/** The front end's source files (not the generated .umi* folders). */
function sourceFiles(dir = 'src'): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every file the contracts load, directly or through each other, and every package they name. */
function contractClosure() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const name of importsOf(file)) {
      if (name.startsWith('.')) visit(resolve(file, name));
      else packages.add(name);
    }
  };
  contracts.forEach(visit);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

describe('contracts', () => {
  it('are found for every area, and their imports are read', () => {
    expect(contracts).toEqual(
      expect.arrayContaining(['server/plugins/users/contract.ts', 'server/plugins/roles/contract.ts']),
    );
    expect(
      importsOf('server/plugins/roles/contract.ts').map((name) => resolve('server/plugins/roles/contract.ts', name)),
    ).toEqual(
      expect.arrayContaining(['server/plugins/users/contract.ts', 'server/plugins/roles/constants.ts', ...SHARED]),
    );
  });

  it('load only other contracts, constants files, the envelopes and paging', () => {
    const outside = contractClosure().files.filter(
      (file) => !isContract(file) && !isConstants(file) && !SHARED.includes(file),
    );
    expect(outside).toEqual([]);
  });

  it('re-export nothing: each value has one home, its constants file', () => {
    const constantNames = new Set(constantsFiles.flatMap((file) => exportsOf(file).names));
    expect(constantNames).toContain('DATA_SCOPE');
    const twice = contracts.flatMap((file) => {
      const { names, reExports } = exportsOf(file);
      return [
        ...(reExports ? [`${file} re-exports`] : []),
        ...names.filter((name) => constantNames.has(name)).map((name) => `${file}: ${name}`),
      ];
    });
    expect(twice).toEqual([]);
  });

  it('use no package but the schema library', () => {
    expect(contractClosure().packages.filter((name) => !PACKAGES.includes(name))).toEqual([]);
  });
});

describe('constants files', () => {
  it('are found beside the contracts and for the shared values', () => {
    expect(constantsFiles).toEqual(
      expect.arrayContaining([
        'server/constants.ts',
        'server/plugins/users/constants.ts',
        'server/plugins/roles/constants.ts',
      ]),
    );
  });

  it('import nothing but other constants files', () => {
    const imports = constantsFiles.flatMap((file) =>
      importsOf(file)
        .map((name) => (name.startsWith('.') ? resolve(file, name) : name))
        .filter((target) => !isConstants(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(imports).toEqual([]);
  });
});

describe('the front end', () => {
  const serverImports = sourceFiles()
    .flatMap(moduleImports)
    .filter(({ target }) => target.startsWith('server/'));

  it('takes types from the contracts and values from constants files', () => {
    expect(serverImports).toContainEqual({
      file: 'src/services/users.ts',
      target: 'server/plugins/users/contract.ts',
      typeOnly: true,
    });
    expect(serverImports).toContainEqual({
      file: 'src/pages/userManage/utils.ts',
      target: 'server/plugins/users/constants.ts',
      typeOnly: false,
    });
  });

  it('imports no value of the server but constants, so the schema library stays out of the browser', () => {
    const values = serverImports.filter(({ target, typeOnly }) => !typeOnly && !isConstants(target));
    expect(values.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });
});
