import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The API answers in the wire contract's types (issue 32), as its readers read them: every HTTP handler
 * declares what it returns, `Promise<Enveloped<XAnswer>>` (`| Nothing` for a bare code 300 beside it) with X built from @shop/contract names (as
 * immich's controllers declare their DTOs), so a field renamed or dropped on either side fails the
 * backend's type check too, not only the app's. A contract answer that carries its own `code` (Nothing; the health
 * probes' HealthAnswer, 200 or 503) stands without Enveloped. A handler whose answer is not JSON declares it raw:
 * one that writes the response itself (a file, a stream, a PDF: it takes `@Res()`) `StreamableFile`, `void` or
 * `string`, one that sets a non-JSON Content-Type with `@Header` (the Prometheus text) `string`. None is let off.
 *
 * Every request class (a `…Dto`) is tied to the contract's request type: a `Same<…>` check naming the
 * class and a contract type (`Same<keyof ApplyOrderDto, keyof OrderForm>`), so a form field renamed in
 * the app's call and not in the API's class fails to compile.
 *
 * Read from the syntax alone (no program is built): fast, and the probe below runs the same reader.
 */
const ROOT = join(__dirname, '../..');
const BACKEND = join(ROOT, 'backend/src');
const CONTRACT = join(ROOT, 'contract/src');

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Options', 'Head']);
/** Type names that build an answer type from contract names without naming a wire shape of their own. */
const TYPE_HELPERS = new Set(['Pick', 'Omit', 'Partial', 'Readonly', 'Record', 'Array', 'ReadonlyArray']);
/** What a handler whose answer is not JSON may declare: it writes its own response (`@Res()`) or sets a non-JSON Content-Type. */
const RAW_ANSWERS = new Set(['StreamableFile', 'void', 'string']);

/** Request classes with no contract type to tie to, each with why. */
const UNTIED_REQUESTS: Record<string, string> = {};

interface Handler {
  /** `path#method`, path relative to backend/src. */
  name: string;
  /** The declared return type's text, null when none is declared. */
  declared: string | null;
  /** Why the declaration does not count as the contract's, null when it does. */
  problem: string | null;
}

const decoratorName = (d: ts.Decorator): string | null => {
  const e = d.expression;
  const callee = ts.isCallExpression(e) ? e.expression : e;
  return ts.isIdentifier(callee) ? callee.text : null;
};
const decoratorsOf = (node: ts.Node): string[] => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []).map(decoratorName).filter((n): n is string => n !== null) : []);

/** The local names a file imports from @shop/contract (aliases included). */
function contractNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@shop/contract') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((e) => names.add(e.name.text));
  }
  return names;
}

/** Every type name a type node refers to. */
function referencedNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isTypeReferenceNode(n)) names.push(n.typeName.getText());
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

const unwrap = (type: ts.TypeNode): ts.TypeNode => (ts.isParenthesizedTypeNode(type) ? unwrap(type.type) : type);

/**
 * The contract's answer types that carry their own status `code`, a number or numbers (Nothing: 300, HealthAnswer:
 * 200 | 503): they need no Enveloped around them. A region's `code: string` is not one.
 */
function selfEnvelopedTypes(dir: string): Set<string> {
  const names = new Set<string>();
  const statusNumbers = (type: ts.TypeNode): boolean =>
    ts.isUnionTypeNode(type) ? type.types.every(statusNumbers) : ts.isLiteralTypeNode(type) && ts.isNumericLiteral(type.literal);
  const hasCode = (members: ts.NodeArray<ts.TypeElement>) =>
    members.some((m) => ts.isPropertySignature(m) && m.name.getText() === 'code' && !!m.type && statusNumbers(m.type));
  for (const file of sourceFiles(dir)) {
    const visit = (node: ts.Node): void => {
      if (ts.isInterfaceDeclaration(node) && hasCode(node.members)) names.add(node.name.text);
      if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type) && hasCode(node.type.members)) names.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(parse(file, readFileSync(file, 'utf8')));
  }
  return names;
}

/** Why a declared return type is not an answer in the contract's types (null when it is). */
function answerProblem(type: ts.TypeNode, contract: Set<string>, raw: boolean, selfEnveloped: Set<string>): string | null {
  let answer = unwrap(type);
  if (ts.isTypeReferenceNode(answer) && answer.typeName.getText() === 'Promise' && answer.typeArguments?.length === 1) answer = unwrap(answer.typeArguments[0]);
  const members = ts.isUnionTypeNode(answer) ? answer.types.map(unwrap) : [answer];
  for (const member of members) {
    const text = member.getText();
    if (RAW_ANSWERS.has(text)) {
      if (!raw) return `${text} without @Res() or a non-JSON @Header('Content-Type'): the app reads an envelope`;
      continue;
    }
    // Nothing (the spec's bare "none", code 300, beside an answer), HealthAnswer (200 or 503): their code is their own.
    if (ts.isTypeReferenceNode(member) && contract.has(text) && selfEnveloped.has(text)) continue;
    if (!ts.isTypeReferenceNode(member) || member.typeName.getText() !== 'Enveloped' || !contract.has('Enveloped')) return `${text} is not Enveloped<…> from @shop/contract`;
    const foreign = referencedNames(member).filter((n) => !contract.has(n) && !TYPE_HELPERS.has(n));
    if (foreign.length > 0) return `${text} names ${foreign.join(', ')}, not from @shop/contract`;
  }
  return null;
}

/** A `@Header('Content-Type', …)` naming something other than JSON: the handler's string is sent as it is. */
function setsRawContentType(member: ts.MethodDeclaration): boolean {
  return (ts.getDecorators(member) ?? []).some((d) => {
    const call = d.expression;
    if (!ts.isCallExpression(call) || decoratorName(d) !== 'Header') return false;
    const [name, value] = call.arguments;
    return !!name && !!value && ts.isStringLiteral(name) && name.text.toLowerCase() === 'content-type' && ts.isStringLiteral(value) && !/json/i.test(value.text);
  });
}

/** The handlers of the controllers in one source file. */
function handlersIn(source: ts.SourceFile, path: string, selfEnveloped: Set<string>): Handler[] {
  const contract = contractNames(source);
  const handlers: Handler[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && decoratorsOf(node).includes('Controller')) {
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !decoratorsOf(member).some((d) => ROUTE_DECORATORS.has(d))) continue;
        const name = `${path}#${member.name.getText(source)}`;
        const raw = member.parameters.some((p) => decoratorsOf(p).includes('Res')) || setsRawContentType(member);
        const declared = member.type ? member.type.getText(source) : null;
        const problem = member.type ? answerProblem(member.type, contract, raw, selfEnveloped) : 'no return type';
        handlers.push({ name, declared, problem });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return handlers;
}

interface RequestClass {
  name: string;
  path: string;
}

/** The request classes (…Dto) a file declares, and the names its `Same<…>` checks tie to a contract name. */
function requestsIn(source: ts.SourceFile, path: string): { classes: RequestClass[]; tied: Set<string> } {
  const contract = contractNames(source);
  const classes: RequestClass[] = [];
  const tied = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && node.name && /Dto$/.test(node.name.text)) classes.push({ name: node.name.text, path });
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'Same' && contract.has('Same')) {
      const names = referencedNames(node).filter((n) => n !== 'Same');
      if (names.some((n) => contract.has(n))) names.filter((n) => !contract.has(n)).forEach((n) => tied.add(n));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { classes, tied };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|api-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const parse = (path: string, text: string) => ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

function survey(root: string, selfEnveloped: Set<string>) {
  const handlers: Handler[] = [];
  const classes: RequestClass[] = [];
  const tied = new Set<string>();
  for (const file of sourceFiles(root)) {
    const path = relative(root, file);
    const source = parse(path, readFileSync(file, 'utf8'));
    handlers.push(...handlersIn(source, path, selfEnveloped));
    const requests = requestsIn(source, path);
    classes.push(...requests.classes);
    requests.tied.forEach((n) => tied.add(n));
  }
  return { handlers, classes, tied };
}

describe('the API answers in the contract\'s types', () => {
  const selfEnveloped = selfEnvelopedTypes(CONTRACT);
  const { handlers, classes, tied } = survey(BACKEND, selfEnveloped);
  const untyped = handlers.filter((h) => h.problem !== null);
  const untied = classes.filter((c) => !tied.has(c.name) && !(c.name in UNTIED_REQUESTS));

  afterAll(() => {
    // The figures the issue's note reports (typed handlers, tied requests).
    const typed = handlers.filter((h) => h.problem === null).length;
    const raw = handlers.filter((h) => h.problem === null && h.declared && /\b(StreamableFile|void|string)\b/.test(h.declared)).length;
    console.log(`handlers: ${typed} of ${handlers.length} answer in the contract's types (${raw} of them raw: files, streams, text); request classes: ${classes.length - untied.length - Object.keys(UNTIED_REQUESTS).length} of ${classes.length} tied to the contract`);
  });

  it('finds the handlers and request classes (the scan looks where they are)', () => {
    expect(handlers.length).toBeGreaterThan(100);
    expect(handlers.map((h) => h.name)).toEqual(expect.arrayContaining(['modules/items/reading/items.controller.ts#search', 'modules/orders/orders.controller.ts#apply']));
    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(['ApplyOrderDto', 'SearchItemsQueryDto']));
  });

  it('every handler declares an answer in the contract\'s types (or a raw file or text it sends as it is): 0 allowed without, none let off', () => {
    expect(untyped.map((h) => `${h.name}: ${h.problem}${h.declared ? ` (${h.declared})` : ''}`)).toEqual([]);
  });

  it('knows the contract\'s answers that carry their own code (and only those)', () => {
    expect([...selfEnveloped].sort()).toEqual(['HealthAnswer', 'Nothing']);
  });

  it('every request class is tied to its contract type by a Same<…> check: 0 allowed without, but the listed few', () => {
    expect(untied.map((c) => `${c.path}: ${c.name}`)).toEqual([]);
    expect(Object.keys(UNTIED_REQUESTS).filter((name) => !classes.some((c) => c.name === name) || tied.has(name))).toEqual([]);
  });

  it('counts a probe: an untyped handler, one answering a shape of its own, a raw type without @Res, and an untied request class', () => {
    const probe = parse(
      'probe.controller.ts',
      `import { Controller, Get, Header, Post, Res, StreamableFile } from '@nestjs/common';
       import type { DataAnswer, Enveloped, HealthAnswer, Lot, Same, OrderForm, SearchAnswer } from '@shop/contract';
       interface LocalShape { lotid: number }
       export class ProbeDto { note?: string }
       export class TiedDto { caridlist: string[] = []; addrid?: string; need_tax?: string; note?: string }
       const TIED: Same<keyof TiedDto, keyof OrderForm> = true;
       @Controller('probe')
       export class ProbeController {
         @Get('untyped') async untyped() { return { code: 200 }; }
         @Get('own') async own(): Promise<Enveloped<DataAnswer<LocalShape>>> { return null!; }
         @Get('raw') raw(): StreamableFile { return null!; }
         @Get('file') file(@Res() res: unknown): Promise<void> { return null!; }
         @Post('typed') async typed(): Promise<Enveloped<DataAnswer<Pick<Lot, 'lotid'>>>> { return null!; }
         @Get('text') @Header('Content-Type', 'text/plain') text(): Promise<string> { return null!; }
         @Get('json') @Header('Content-Type', 'application/json') json(): string { return null!; }
         @Get('probe') probeAnswer(): HealthAnswer { return null!; }
         @Get('bare') async bare(): Promise<SearchAnswer> { return null!; }
       }`,
    );
    const problems = Object.fromEntries(handlersIn(probe, 'probe', selfEnveloped).map((h) => [h.name, h.problem]));
    expect(problems).toEqual({
      'probe#untyped': 'no return type',
      'probe#own': 'Enveloped<DataAnswer<LocalShape>> names LocalShape, not from @shop/contract',
      'probe#raw': "StreamableFile without @Res() or a non-JSON @Header('Content-Type'): the app reads an envelope",
      'probe#file': null,
      'probe#typed': null,
      'probe#text': null,
      'probe#json': "string without @Res() or a non-JSON @Header('Content-Type'): the app reads an envelope",
      'probe#probeAnswer': null,
      'probe#bare': 'SearchAnswer is not Enveloped<…> from @shop/contract',
    });
    const requests = requestsIn(probe, 'probe');
    expect(requests.classes.map((c) => c.name).filter((n) => !requests.tied.has(n))).toEqual(['ProbeDto']);
  });

  it('a renamed answer field on the API side fails the backend type check (the search and suggest handlers, probed)', () => {
    // The real controller, with one field of each kind renamed: one the search body lists (every SearchAnswer
    // field is optional: its annotation catches it), one an ok({ data }) answer carries.
    const path = join(BACKEND, 'modules/items/reading/items.controller.ts');
    const original = readFileSync(path, 'utf8');
    const renamed = original.replace('      total: result.total,', '      totals: result.total,').replace('ok({ data: await this.catalogue.suggest(', 'ok({ date: await this.catalogue.suggest(');
    expect(renamed.split('\n').filter((line, i) => line !== original.split('\n')[i])).toHaveLength(2);
    const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'backend/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    const options = { ...config!.options, noEmit: true, skipLibCheck: true };
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, ...rest) => (name === path ? ts.createSourceFile(name, renamed, language) : read(name, language, ...rest));
    const program = ts.createProgram([path], options, host);
    const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(path)).map((d) => `${ts.getLineAndCharacterOfPosition(d.file!, d.start!).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(errors).toEqual([expect.stringContaining("'totals' does not exist in type 'SearchAnswer'"), expect.stringMatching(/Property 'data' is missing|'date' does not exist/)]);
  }, 120_000);
});
