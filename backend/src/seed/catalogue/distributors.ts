/**
 * Fictional distributors for all 34 provincial-level divisions. Domains use example.cn /
 * example.com (reserved for documentation) so no real company is ever named or contacted.
 */
import { hashString, Rng } from './random';

export interface Province {
  code: string;
  zh: string;
  en: string;
  capitalZh: string;
  capitalEn: string;
  /** Telephone area code of the capital, used to make plausible numbers. */
  areaCode: string;
}

export interface Distributor {
  /** Links the zh and en records of the same company. */
  agentId: number;
  agentname: string;
  address: string;
  website: string;
  email: string;
  telephone: string;
  /** Province name in the record's language. */
  province: string;
  provinceCode: string;
  enorch: 'zh' | 'en';
}

const p = (code: string, zh: string, en: string, capitalZh: string, capitalEn: string, areaCode: string): Province => ({ code, zh, en, capitalZh, capitalEn, areaCode });

export const PROVINCES: readonly Province[] = [
  p('BJ', '北京市', 'Beijing', '北京', 'Beijing', '010'),
  p('TJ', '天津市', 'Tianjin', '天津', 'Tianjin', '022'),
  p('HE', '河北省', 'Hebei', '石家庄', 'Shijiazhuang', '0311'),
  p('SX', '山西省', 'Shanxi', '太原', 'Taiyuan', '0351'),
  p('NM', '内蒙古自治区', 'Inner Mongolia', '呼和浩特', 'Hohhot', '0471'),
  p('LN', '辽宁省', 'Liaoning', '沈阳', 'Shenyang', '024'),
  p('JL', '吉林省', 'Jilin', '长春', 'Changchun', '0431'),
  p('HL', '黑龙江省', 'Heilongjiang', '哈尔滨', 'Harbin', '0451'),
  p('SH', '上海市', 'Shanghai', '上海', 'Shanghai', '021'),
  p('JS', '江苏省', 'Jiangsu', '南京', 'Nanjing', '025'),
  p('ZJ', '浙江省', 'Zhejiang', '杭州', 'Hangzhou', '0571'),
  p('AH', '安徽省', 'Anhui', '合肥', 'Hefei', '0551'),
  p('FJ', '福建省', 'Fujian', '福州', 'Fuzhou', '0591'),
  p('JX', '江西省', 'Jiangxi', '南昌', 'Nanchang', '0791'),
  p('SD', '山东省', 'Shandong', '济南', 'Jinan', '0531'),
  p('HA', '河南省', 'Henan', '郑州', 'Zhengzhou', '0371'),
  p('HB', '湖北省', 'Hubei', '武汉', 'Wuhan', '027'),
  p('HN', '湖南省', 'Hunan', '长沙', 'Changsha', '0731'),
  p('GD', '广东省', 'Guangdong', '广州', 'Guangzhou', '020'),
  p('GX', '广西壮族自治区', 'Guangxi', '南宁', 'Nanning', '0771'),
  p('HI', '海南省', 'Hainan', '海口', 'Haikou', '0898'),
  p('CQ', '重庆市', 'Chongqing', '重庆', 'Chongqing', '023'),
  p('SC', '四川省', 'Sichuan', '成都', 'Chengdu', '028'),
  p('GZ', '贵州省', 'Guizhou', '贵阳', 'Guiyang', '0851'),
  p('YN', '云南省', 'Yunnan', '昆明', 'Kunming', '0871'),
  p('XZ', '西藏自治区', 'Tibet', '拉萨', 'Lhasa', '0891'),
  p('SN', '陕西省', 'Shaanxi', '西安', "Xi'an", '029'),
  p('GS', '甘肃省', 'Gansu', '兰州', 'Lanzhou', '0931'),
  p('QH', '青海省', 'Qinghai', '西宁', 'Xining', '0971'),
  p('NX', '宁夏回族自治区', 'Ningxia', '银川', 'Yinchuan', '0951'),
  p('XJ', '新疆维吾尔自治区', 'Xinjiang', '乌鲁木齐', 'Urumqi', '0991'),
  p('HK', '香港特别行政区', 'Hong Kong', '香港', 'Hong Kong', '+852'),
  p('MO', '澳门特别行政区', 'Macao', '澳门', 'Macao', '+853'),
  p('TW', '台湾省', 'Taiwan', '台北', 'Taipei', '+886 2'),
];

/** Provinces list as the contact page's province selector expects it (one row per language). */
export const PROVINCE_ROWS: readonly { province: string; enorch: 'zh' | 'en'; code: string }[] = PROVINCES.flatMap((pr) => [
  { province: pr.zh, enorch: 'zh' as const, code: pr.code },
  { province: pr.en, enorch: 'en' as const, code: pr.code },
]);

const NAME_PARTS: readonly [string, string, string][] = [
  ['博研', 'Boyan', 'boyan'], ['科瑞', 'Kerui', 'kerui'], ['华生', 'Huasheng', 'huasheng'], ['康源', 'Kangyuan', 'kangyuan'],
  ['万泰', 'Wantai', 'wantai'], ['赛诺', 'Sainuo', 'sainuo'], ['启明', 'Qiming', 'qiming'], ['嘉禾', 'Jiahe', 'jiahe'],
  ['智远', 'Zhiyuan', 'zhiyuan'], ['新锐', 'Xinrui', 'xinrui'], ['恒达', 'Hengda', 'hengda'], ['百奥', 'Baiao', 'baiao'],
];
const SUFFIXES: readonly [string, string][] = [
  ['生物科技有限公司', 'Biotech Co., Ltd.'], ['生物技术有限公司', 'Biotechnology Co., Ltd.'],
  ['科学仪器有限公司', 'Scientific Co., Ltd.'], ['生命科学贸易有限公司', 'Life Science Trading Co., Ltd.'],
];
const ROADS: readonly [string, string][] = [
  ['科技路', 'Keji Road'], ['高新大道', 'Gaoxin Avenue'], ['创业路', 'Chuangye Road'], ['学府路', 'Xuefu Road'],
  ['建设大街', 'Jianshe Street'], ['人民路', 'Renmin Road'], ['科学园路', 'Kexueyuan Road'], ['青年路', 'Qingnian Road'],
];

function telephone(rng: Rng, areaCode: string): string {
  const digits = areaCode.startsWith('+') ? 8 : areaCode.length === 3 ? 8 : 7;
  let number = String(rng.int(5, 8));
  for (let i = 1; i < digits; i++) number += String(rng.int(0, 9));
  return areaCode.startsWith('+') ? `${areaCode} ${number}` : `${areaCode}-${number}`;
}

/** 1-3 distributors per province, each present once in Chinese and once in English. */
export function generateDistributors(seed = 1): Distributor[] {
  const out: Distributor[] = [];
  let agentId = 1;
  for (const pr of PROVINCES) {
    const rng = new Rng(hashString(`${seed}:${pr.code}`));
    const count = rng.int(1, 3);
    const used = new Set<number>();
    for (let i = 0; i < count; i++) {
      let partIndex = rng.int(0, NAME_PARTS.length - 1);
      while (used.has(partIndex)) partIndex = (partIndex + 1) % NAME_PARTS.length;
      used.add(partIndex);
      const [partZh, partEn, slug] = NAME_PARTS[partIndex] as [string, string, string];
      const [suffixZh, suffixEn] = rng.pick(SUFFIXES);
      const [roadZh, roadEn] = rng.pick(ROADS);
      const no = rng.int(1, 899);
      const building = rng.int(1, 12);
      const room = rng.int(1, 20) * 100 + rng.int(1, 20);
      const domain = `${slug}-${pr.code.toLowerCase()}.example.${rng.chance(0.6) ? 'cn' : 'com'}`;
      const phone = telephone(rng, pr.areaCode);
      // Municipalities and SARs are their own city: avoid "Beijing, Beijing".
      const cityIsProvince = pr.capitalEn === pr.en;
      const cityZh = cityIsProvince ? '' : `${pr.capitalZh}市`;
      const cityEn = cityIsProvince ? '' : `${pr.capitalEn}, `;
      const shared = { agentId, website: `https://www.${domain}`, email: `sales@${domain}`, telephone: phone, provinceCode: pr.code };
      out.push({
        ...shared,
        agentname: `${pr.capitalZh}${partZh}${suffixZh}`,
        address: `${pr.zh}${cityZh}${roadZh}${no}号${building}号楼${room}室`,
        province: pr.zh,
        enorch: 'zh',
      });
      out.push({
        ...shared,
        agentname: `${pr.capitalEn} ${partEn} ${suffixEn}`,
        address: `Room ${room}, Building ${building}, No. ${no} ${roadEn}, ${cityEn}${pr.en}, China`,
        province: pr.en,
        enorch: 'en',
      });
      agentId++;
    }
  }
  return out;
}
