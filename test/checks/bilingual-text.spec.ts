import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The interfaces and object type aliases whose members are exactly `zh: string` and `en: string`. */
export function bilingualTypes(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const onlyZhEn = (members: ts.NodeArray<ts.TypeElement>) =>
    members.length === 2 &&
    members.every((m) => ts.isPropertySignature(m) && !m.questionToken && m.type?.kind === ts.SyntaxKind.StringKeyword) &&
    members.map((m) => m.name?.getText(source)).sort().join(',') === 'en,zh';
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && !node.heritageClauses && onlyZhEn(node.members)) found.push(node.name.text);
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type) && onlyZhEn(node.type.members)) found.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Text in both languages has one name, LocalizedText (@shop/contract, contract/src/localized-text.ts): it was declared five
 * times as LocalizedText, Message, FieldLabel, Text and Bilingual (issue 32), which a reader had to learn were one thing.
 */
describe('bilingual text has one name', () => {
  it('no type but LocalizedText is declared as { zh: string; en: string } in the backend, the contract or the app', () => {
    const declared = ['backend/src', 'backend/test-support', 'contract/src', 'frontend/src'].flatMap((folder) =>
      files(join(ROOT, folder)).flatMap((path) => bilingualTypes(path).map((name) => `${relative(ROOT, path)}: ${name}`)),
    );
    expect(declared).toEqual(['contract/src/localized-text.ts: LocalizedText']);
  });

  it('sees such a declaration, readonly or not, interface or type (probe)', () => {
    const probe = 'export interface Text { zh: string; en: string }\ntype Bilingual = { readonly en: string; readonly zh: string };\ninterface Row { zh: string; en: string; id: number }';
    expect(bilingualTypes('probe.ts', probe)).toEqual(['Text', 'Bilingual']);
  });
});
