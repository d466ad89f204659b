import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(__dirname, '../../frontend/src/locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as unknown;

describe('zh and en resource files', () => {
  const zhFiles = readdirSync(join(LOCALES, 'zh')).filter((f) => f.endsWith('.json')).sort();
  const enFiles = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json')).sort();

  it('exist for the same namespaces', () => {
    expect(enFiles).toEqual(zhFiles);
  });

  it.each(zhFiles)('%s holds the same keys in both languages, none empty', (file) => {
    const zh = read('zh', file);
    const en = read('en', file);
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    const empty = (v: unknown): boolean => (typeof v === 'string' ? v.trim() === '' : v !== null && typeof v === 'object' && Object.values(v).some(empty));
    expect(empty(zh)).toBe(false);
    expect(empty(en)).toBe(false);
  });
});
