import { generateDistributors, PROVINCES } from './distributors';

describe('distributors', () => {
  it('lists all 34 provincial-level divisions', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.zh)).size).toBe(34);
    expect(new Set(PROVINCES.map((p) => p.en)).size).toBe(34);
  });

  it('covers every province with 1-3 distributors in both languages', () => {
    const list = generateDistributors();
    for (const lang of ['zh', 'en'] as const) {
      for (const province of PROVINCES) {
        const name = lang === 'zh' ? province.zh : province.en;
        const rows = list.filter((d) => d.enorch === lang && d.province === name);
        expect(rows.length).toBeGreaterThanOrEqual(1);
        expect(rows.length).toBeLessThanOrEqual(3);
      }
    }
    const zh = list.filter((d) => d.enorch === 'zh');
    const en = list.filter((d) => d.enorch === 'en');
    expect(zh.map((d) => d.agentId)).toEqual(en.map((d) => d.agentId));
    for (const d of list) {
      expect(d.website).toMatch(/^https:\/\/www\.[a-z-]+\.example\.(cn|com)$/);
      expect(d.email).toMatch(/^sales@[a-z-]+\.example\.(cn|com)$/);
      expect(d.agentname).not.toBe('');
      expect(d.address).not.toBe('');
      expect(d.telephone).toMatch(/\d{7,8}$/);
    }
  });

  it('is deterministic per seed', () => {
    expect(generateDistributors(5)).toEqual(generateDistributors(5));
    expect(generateDistributors(5)).not.toEqual(generateDistributors(6));
  });
});
