import type { DataSource } from 'typeorm';
import { generateDistributors, PROVINCES } from './catalogue/distributors';

/**
 * Provinces (zh and en rows sharing a code) and 1-3 fictional distributors per province in both
 * languages. Left alone when distributors exist, unless forced, so hand-kept data is not lost.
 */
export async function seedDistributors(dataSource: DataSource, seed: number, force: boolean): Promise<{ loaded: boolean; distributors: number }> {
  return dataSource.transaction(async (manager) => {
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM distributors`);
    if (count > 0 && !force) return { loaded: false, distributors: count };
    await manager.query(`TRUNCATE distributors, provinces RESTART IDENTITY`);
    const provinceIds = new Map<string, number>();
    for (const [position, province] of PROVINCES.entries()) {
      for (const [language, name] of [['zh', province.zh], ['en', province.en]] as const) {
        const [row] = await manager.query(`INSERT INTO provinces (code, name, language, position) VALUES ($1, $2, $3, $4) RETURNING id`, [
          province.code,
          name,
          language,
          position + 1,
        ]);
        provinceIds.set(`${language}:${province.code}`, row.id);
      }
    }
    const distributors = generateDistributors(seed);
    for (const [position, d] of distributors.entries()) {
      await manager.query(
        `INSERT INTO distributors (province_id, name, address, website, email, telephone, position) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [provinceIds.get(`${d.enorch}:${d.provinceCode}`), d.agentname, d.address, d.website, d.email, d.telephone, position + 1],
      );
    }
    return { loaded: true, distributors: distributors.length };
  });
}
