import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGED, Judged, judgedSheetRows, PRODUCTS } from '../../test-support/judged-antibodies';
import { JUDGED_CHINESE } from '../../test-support/judged-chinese';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SheetImportService } from '../modules/items/catalogue-changes/sheet-import.service';
import { waitFor } from '../../test-support/wait-for';

/**
 * The judged sets (issues 23 and 30): ~165 real antibodies in several suppliers' naming styles,
 * loaded through the catalogue import, and what researchers type for them in English and in
 * Chinese, through the list's own API (words read as filters, notices included) on the PostgreSQL
 * engine. Each set must give every query what the researcher meant; the score and each miss print.
 */

interface Hit {
  pid: number;
  catno: string;
  gene: string;
  host: string;
  clonality: string;
  conjugation: string;
  producttype: string;
  modification: string;
  applications: string[];
  reactivities: string[];
}

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

describe('the judged set of real antibodies', () => {
  let shop: TestApp;
  const byPid = new Map<number, Hit>();

  beforeAll(async () => {
    process.env.SEARCH_BROWSE_CACHE_SECONDS = '0';
    shop = await createTestApp();
    const rows = judgedSheetRows();
    const header = Object.keys(rows[0]);
    const dir = await mkdtemp(join(tmpdir(), 'judged-'));
    const path = join(dir, 'judged.csv');
    await writeFile(path, [header.join(','), ...rows.map((r) => header.map((h) => csvCell(r[h])).join(','))].join('\r\n'));
    const imported = await shop.app.get(SheetImportService).importSheet(path, null, { dryRun: false });
    await rm(dir, { recursive: true, force: true });
    expect(imported.report).toMatchObject({ created: PRODUCTS.length, problemCount: 0 });
    // The import queues the index job for what it changed; the list searches once it has run.
    await waitFor(
      async () => (await shop.dataSource.query('SELECT count(*)::int AS n FROM product_search'))[0].n === PRODUCTS.length,
      60_000,
      `all ${PRODUCTS.length} judged products indexed`,
    );
    const stored: Hit[] = await shop.dataSource.query(
      `SELECT id AS pid, catalogue_number AS catno, gene_name AS gene, host, clonality, conjugation, product_type AS producttype, modification,
              applications, reactivities FROM products`,
    );
    for (const s of stored) byPid.set(s.pid, s);
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  interface Answer {
    hits: Hit[];
    notice: { kind: string; target: string } | undefined;
  }

  /** Every hit of a search through GET /api/iteminfo/searchitem/, best first, and the first page's notice. */
  async function answerTo(typed: string): Promise<Answer> {
    const hits: Hit[] = [];
    let notice: Answer['notice'];
    for (let page = 1; page <= 10; page++) {
      const answer = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: typed, searchpageid: page }).expect(200);
      const pids: number[] = (answer.body.data ?? []).map((d: { pid: number }) => d.pid);
      hits.push(...pids.map((pid) => byPid.get(pid) as Hit));
      if (page === 1) notice = answer.body.notice;
      if (page >= (answer.body.page ?? 0)) break;
    }
    return { hits, notice };
  }

  const is = (hit: Hit | undefined, meant: string) => hit !== undefined && (hit.catno === meant || hit.gene === meant);

  const FILTER_OF: Record<string, (h: Hit) => string[]> = {
    host: (h) => [h.host],
    clonality: (h) => [h.clonality],
    conjugation: (h) => [h.conjugation],
    producttype: (h) => [h.producttype],
    modification: (h) => [h.modification],
    application: (h) => h.applications,
    reactivity: (h) => h.reactivities,
  };

  /** Why a judged query fails, or null when it gives what the researcher meant. */
  function judge(j: Judged, { hits, notice }: Answer): string | null {
    if (j.empty) return hits.length === 0 && !notice ? null : `${hits.length} hits, notice ${JSON.stringify(notice ?? null)}`;
    if (j.notice) {
      const [kind, target] = j.notice;
      if (notice?.kind !== kind || notice.target.toLowerCase() !== target.toLowerCase()) return `notice ${JSON.stringify(notice ?? null)}, not ${kind} ${target}`;
      // Absent: nothing, or products that only mention the target (never one of its own).
      const own = hits.find((h) => h.gene.toLowerCase() === target.toLowerCase());
      if (kind === 'absent') return own ? `${own.catno} is a ${target} antibody beside an absent notice` : null;
    } else if (notice) return `unexpected notice ${JSON.stringify(notice)}`;
    if (hits.length === 0) return 'nothing found';
    if (j.first && !is(hits[0], j.first)) return `first is ${hits[0].catno} (${hits[0].gene}), not ${j.first}`;
    if (j.top) {
      const [meant, within] = j.top;
      const at = hits.findIndex((h) => is(h, meant));
      if (at < 0 || at >= within) return `${meant} at ${at < 0 ? 'none' : at + 1}, not in the top ${within}`;
    }
    if (j.before) {
      const [better, worse] = j.before;
      const lastBetter = hits.map((h) => h.gene === better).lastIndexOf(true);
      const firstWorse = hits.findIndex((h) => worse.includes(h.gene));
      if (lastBetter < 0) return `no ${better}`;
      if (firstWorse >= 0 && firstWorse < lastBetter) return `${hits[firstWorse].gene} at ${firstWorse + 1} above a ${better} at ${lastBetter + 1}`;
    }
    const offTarget = j.genes && hits.find((h) => !j.genes!.includes(h.gene));
    if (offTarget) return `${offTarget.catno} (${offTarget.gene}) is none of ${j.genes!.join('/')}`;
    for (const [facet, values] of Object.entries(j.only ?? {})) {
      const off = hits.find((h) => !FILTER_OF[facet](h).some((v) => values.includes(v)));
      if (off) return `${off.catno} has ${facet} ${FILTER_OF[facet](off).join('/')}, outside ${values.join('/')}`;
    }
    return null;
  }

  /** Every query of a set, judged; prints the score and each miss. */
  async function score(name: string, set: Judged[]): Promise<string[]> {
    const misses: string[] = [];
    for (const j of set) {
      const why = judge(j, await answerTo(j.typed));
      if (why) misses.push(`  ✗ ${JSON.stringify(j.typed)} (${j.form}): ${why}`);
    }
    const passed = set.length - misses.length;
    console.log(`Judged ${name} set (PostgreSQL engine): ${passed} / ${set.length} = ${((passed / set.length) * 100).toFixed(1)} %\n${misses.join('\n')}`);
    return misses;
  }

  it(`gives each of the ${JUDGED.length} judged English queries what the researcher meant`, async () => {
    expect(byPid.size).toBeGreaterThanOrEqual(150);
    expect(JUDGED.length).toBeGreaterThanOrEqual(120);
    expect(await score('English', JUDGED)).toEqual([]);
  }, 300_000);

  it(`gives each of the ${JUDGED_CHINESE.length} judged Chinese queries what the researcher meant, or an honest notice`, async () => {
    expect(JUDGED_CHINESE.length).toBeGreaterThanOrEqual(260);
    expect(await score('Chinese', JUDGED_CHINESE)).toEqual([]);
  }, 300_000);
});
