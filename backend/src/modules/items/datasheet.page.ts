import type { Language } from '../../http/request-language';
import type { Product } from './product.entity';
import { imageInfo } from './product-response';
import { shownPrice } from './shown-price';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type Row = [label: { zh: string; en: string }, value: string];

const L = (zh: string, en: string) => ({ zh, en });

/** Sections of the printed datasheet, in the order the detail page shows them. */
function sections(p: Product): [{ zh: string; en: string }, Row[]][] {
  return [
    [
      L('应用', 'Application'),
      [
        [L('应用', 'Applications'), p.applications.join(', ')],
        [L('推荐稀释比', 'Recommended dilution'), p.dilutionRatio],
        [L('种属反应性', 'Reactivity'), p.reactivities.join(', ')],
      ],
    ],
    [
      L('产品属性', 'Properties'),
      [
        [L('产品类型', 'Product type'), p.productType],
        [L('宿主', 'Host'), p.host],
        [L('克隆性', 'Clonality'), p.clonality],
        [L('克隆号', 'Clone number'), p.cloneNumber],
        [L('同种型', 'Isotype'), p.isotype],
        [L('轻链类型', 'Light chain type'), p.lightChainType],
        [L('标记', 'Conjugation'), p.conjugation],
        [L('修饰', 'Modification'), p.modification],
        [L('免疫原', 'Immunogen'), p.immunogen],
        [L('特异性', 'Specificity'), p.specificity],
        [L('浓度', 'Concentration'), p.concentration],
        [L('性状', 'Form'), p.form],
        [L('缓冲液', 'Buffer'), p.bufferSystem],
        [L('纯化方式', 'Purification'), p.purification],
        [L('保存条件', 'Storage'), p.storage],
      ],
    ],
    [
      L('靶点信息', 'Target information'),
      [
        [L('蛋白名称', 'Protein name'), p.proteinName],
        [L('基因名', 'Gene name'), p.geneName],
        [L('别名', 'Alternative names'), p.alternativeNames],
        [L('分子量', 'Molecular weight'), p.molecularWeight],
        [L('亚细胞定位', 'Subcellular location'), p.subcellularLocation],
        [L('研究领域', 'Research field'), p.researchField],
        [L('Entrez Gene（人/小鼠/大鼠）', 'Entrez Gene (human/mouse/rat)'), [p.entrezGeneHuman, p.entrezGeneMouse, p.entrezGeneRat].filter(Boolean).join(' / ')],
        [L('Swiss-Prot（人/小鼠/大鼠）', 'Swiss-Prot (human/mouse/rat)'), [p.swissProtHuman, p.swissProtMouse, p.swissProtRat].filter(Boolean).join(' / ')],
        [L('背景', 'Background'), p.background],
      ],
    ],
  ];
}

/** A self-contained printable page (inline style, no script), in the reader's language. */
export function datasheetPage(p: Product, language: Language): string {
  const t = (text: { zh: string; en: string }) => escape(text[language]);
  const body = sections(p)
    .map(([title, rows]) => {
      const filled = rows.filter(([, value]) => value && value.trim() !== '');
      if (filled.length === 0) return '';
      return `<h2>${t(title)}</h2><table>${filled.map(([label, value]) => `<tr><th>${t(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`;
    })
    .join('');
  const prices = [...p.prices]
    .sort((a, b) => a.option - b.option)
    .map((o) => `<tr><th>${escape(o.size)}</th><td>${escape(shownPrice(o.priceFen, language))}</td></tr>`)
    .join('');
  const images = imageInfo(p.images)
    .map((i) => `<figure><img src="${escape(i.imagepath)}" alt=""><figcaption>${escape(language === 'en' ? i.description_en : i.description)}</figcaption></figure>`)
    .join('');
  const title = `${p.productName} (${p.catalogueNumber})`;
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<title>${escape(title)} – ${t(L('产品说明书', 'Datasheet'))}</title>
<style>
body{font-family:Arial,"PingFang SC","Microsoft YaHei",sans-serif;color:#222;max-width:820px;margin:24px auto;padding:0 16px}
h1{font-size:22px;border-bottom:2px solid #1f5fa8;padding-bottom:8px}h2{font-size:16px;color:#1f5fa8;margin-top:24px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccd;padding:6px 8px;text-align:left;vertical-align:top;font-size:13px}
th{background:#f2f5fa;width:32%;font-weight:600}figure{display:inline-block;width:46%;margin:8px 1%;vertical-align:top}
img{width:100%;border:1px solid #dde}figcaption{font-size:12px;color:#555}.note{font-size:12px;color:#666;margin-top:24px}
@media print{body{margin:0}figure{break-inside:avoid}}
</style></head><body>
<h1>${escape(title)}</h1>
<p>${t(L('货号', 'Catalogue number'))}: <strong>${escape(p.catalogueNumber)}</strong>${
  p.rrid ? ` · RRID: <a href="https://scicrunch.org/resolver/RRID:${escape(p.rrid)}">RRID:${escape(p.rrid)}</a>` : ''}</p>
${body}
${prices ? `<h2>${t(L('规格与价格', 'Sizes and prices'))}</h2><table>${prices}</table>` : ''}
${images ? `<h2>${t(L('图片', 'Images'))}</h2>${images}` : ''}
<p class="note">${t(L('仅供科研使用，不用于诊断或治疗。', 'For research use only. Not for use in diagnostic or therapeutic procedures.'))}</p>
</body></html>`;
}
