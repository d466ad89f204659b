import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Tests wait for what the shop does later with one helper, waitFor / waitForValue
 * (backend/test-support/wait-for.ts): it fails naming what never came and what it last read. Hand-written
 * sleep-and-poll loops had grown to 38 (issue 32), each with its own timeout arithmetic and most with a
 * silent fall-through. A fixed wait outside a loop is allowed: it waits for "nothing more happens",
 * and says so where it stands.
 *
 * How a hand-written poll is recognised: a timer (`setTimeout`, `sleep(…)`, `pause(…)`) called inside a
 * `while`, `do`, `for`, `for…of` or `for…in` statement of the same function (the executor of a
 * `new Promise(…)` counts as the same function, which is how the sleeps were written).
 */
const ROOT = join(__dirname, '../..');
const HELPER = 'backend/test-support/wait-for.ts';
const TIMERS = new Set(['setTimeout', 'sleep', 'pause']);

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path, keep) : keep(name) ? [path] : [];
  });
}

/** The test files: backend specs and API specs, the backend's test support, everything under test/. */
function testFiles(): string[] {
  return [
    ...files(join(ROOT, 'backend/src'), (name) => /\.(api-)?spec\.ts$/.test(name)),
    ...files(join(ROOT, 'backend/test-support'), (name) => name.endsWith('.ts')),
    ...files(join(ROOT, 'test'), (name) => name.endsWith('.ts')),
  ];
}

const isLoop = (node: ts.Node) =>
  ts.isWhileStatement(node) || ts.isDoStatement(node) || ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node);

/** A function the timer's loop search stops at: any but the executor handed to `new Promise(…)`. */
const isFunctionBoundary = (node: ts.Node) =>
  ts.isFunctionLike(node) && !(node.parent && ts.isNewExpression(node.parent) && node.parent.expression.getText() === 'Promise');

/** The lines (1-based) where a timer is called inside a loop. */
export function pollLoops(path: string, text = readFileSync(path, 'utf8')): number[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const lines: number[] = [];
  const inLoop = (node: ts.Node): boolean => {
    for (let at = node.parent; at; at = at.parent) {
      if (isLoop(at)) return true;
      if (isFunctionBoundary(at)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TIMERS.has(node.expression.text) && inLoop(node)) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('tests wait with waitFor, not hand-written sleep-and-poll loops', () => {
  it('counts the shapes the loops were written in (probe)', () => {
    const probe = [
      'async function a() { while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 100)); }',
      'async function b() { for (let i = 0; i < 100; i++) { if (await ok()) return; await new Promise((resolve) => setTimeout(resolve, 50)); } }',
      'async function c() { for (;;) { if (await ok()) break; await sleep(200); } }',
      'async function d() { do { await pause(10); } while (!(await ok())); }',
      // Not polls: a fixed wait outside a loop, and a timer in a callback the loop only declares.
      'async function e() { await new Promise((r) => setTimeout(r, 300)); }',
      'function f() { for (const job of jobs) job.on("stalled", () => setTimeout(retry, 10)); }',
    ].join('\n');
    expect(pollLoops('probe.ts', probe)).toEqual([1, 2, 3, 4]);
  });

  it('finds none outside the helper', () => {
    const found = testFiles().flatMap((path) => pollLoops(path).map((line) => `${relative(ROOT, path)}:${line}`));
    const outside = found.filter((place) => !place.startsWith(`${HELPER}:`));
    console.log(`Hand-written sleep-and-poll loops in test files: ${outside.length} (38 before this check); in the helper: ${found.length - outside.length}`);
    expect(outside).toEqual([]);
  });
});
