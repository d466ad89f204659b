import { isTraditional, simplifiedQuery } from './simplified-query';

/** Issue 49: a search typed in traditional characters, or in Taiwan's and Hong Kong's words, reads as the mainland's. */
describe('queries read in simplified characters', () => {
  it.each([
    ['抗體', '抗体'],
    ['內參', '内参'],
    ['螢光二抗', '荧光二抗'],
    ['標記', '标记'],
    ['單株抗體', '单克隆抗体'],
    ['多株抗體', '多克隆抗体'],
    ['二次抗體', '二抗'],
    ['粒線體內參', '线粒体内参'],
    ['綫粒體', '线粒体'],
    ['介白素-6', '白细胞介素-6'],
    ['乙醯化p53', '乙酰化p53'],
    ['免疫組織化學', '免疫组化'],
    ['組織蛋白', '组蛋白'],
    // 組織蛋白酶 is cathepsin, not a histone enzyme.
    ['組織蛋白酶B', '组织蛋白酶B'],
    ['細胞週期蛋白D1', '细胞周期蛋白D1'],
    // OpenCC's Taiwan phrase table is not used: 整合 stays 整合 (its computing words would make it 集成).
    ['整合素', '整合素'],
  ])('%s → %s', (typed, simplified) => {
    expect(simplifiedQuery(typed)).toBe(simplified);
  });

  it('leaves Latin, Greek, digits and full-width text as typed', () => {
    for (const typed of ['Ki-67', 'β-actin 内参', 'ＧＡＰＤＨ', 'p-ERK1/2 (Thr202/Tyr204)']) expect(simplifiedQuery(typed)).toBe(typed);
  });

  it('tells a traditional text from a simplified one', () => {
    expect(isTraditional('抗體')).toBe(true);
    expect(isTraditional('抗体')).toBe(false);
    expect(isTraditional('GAPDH')).toBe(false);
  });

  it('converts a query of the longest allowed length within a millisecond or two', () => {
    const long = '熱休克蛋白兔單株抗體'.repeat(20);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) simplifiedQuery(long);
    const perQueryMs = Number(process.hrtime.bigint() - started) / 1e6 / 100;
    // Not a timed target (bench/ measures speed): a guard against a table read per call, which takes ~50 ms.
    expect(perQueryMs).toBeLessThan(20);
  });
});
