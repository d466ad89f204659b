/**
 * Product pictures drawn as SVG so the demo shop needs no binary assets. Each picture
 * follows the caption written by `image-specs.ts` for the same (pid, index, seed).
 */
import { HOME_CAROUSEL, PROMOTIONS } from './home-content';
import type { ImageSpec } from './image-specs';
import { buildProduct } from './product-generator';
import { hashInts, hashString, Rng } from './random';
import { escapeXml, n, truncate, wrap } from './svg';

const W = 400;
const H = 300;
const MARKERS = [250, 180, 130, 100, 70, 55, 40, 35, 25, 15, 10];
// CJK fallbacks so the Chinese banner line renders with whatever system font the visitor has.
const FONT = 'font-family="Arial,Helvetica,&apos;PingFang SC&apos;,&apos;Microsoft YaHei&apos;,&apos;Noto Sans CJK SC&apos;,sans-serif"';

function open(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

/** Lane labels: the samples' names, or lane numbers on a picture shared by many products (their captions list the samples in lane order). */
type LaneLabels = 'names' | 'numbers';

function westernBlot(spec: ImageSpec, rng: Rng, labels: LaneLabels = 'names'): string {
  const top = 70;
  const bottom = 285;
  const left = 70;
  const right = 340;
  const yFor = (kda: number) => top + ((Math.log(250) - Math.log(kda)) / (Math.log(250) - Math.log(10))) * (bottom - top);
  const lanes = spec.lanes.length > 0 ? spec.lanes : [{ en: 'Lysate', zh: '', species: 'Human', level: 0.8 }];
  const laneW = (right - left) / lanes.length;
  let out = `<defs><filter id="b" x="-20%" y="-60%" width="140%" height="220%"><feGaussianBlur stdDeviation="1.6 1.1"/></filter>`;
  out += `<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e9e6"/><stop offset="1" stop-color="#dcdcd8"/></linearGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="#fff"/><rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="url(#m)"/>`;
  out += `<g ${FONT} font-size="9" fill="#222">`;
  for (const kda of MARKERS) {
    const y = yFor(kda);
    out += `<text x="${left - 6}" y="${n(y + 3)}" text-anchor="end">${kda}</text><line x1="${left - 3}" x2="${left}" y1="${n(y)}" y2="${n(y)}" stroke="#222"/>`;
  }
  out += `<text x="${left - 6}" y="${top - 6}" text-anchor="end">kDa</text>`;
  lanes.forEach((lane, i) => {
    const x = left + laneW * (i + 0.5);
    const label = labels === 'names' ? escapeXml(truncate(lane.en, 24)) : String(i + 1);
    out += `<text transform="translate(${n(x)},${top - 6}) rotate(-35)"${lane.knockout ? ' font-weight="bold"' : ''}>${label}</text>`;
  });
  out += `</g><g filter="url(#b)">`;
  const y = yFor(Math.min(240, Math.max(11, spec.molecularWeightKda)));
  const control = spec.loadingControl;
  const yControl = control ? yFor(control.kda) : 0;
  lanes.forEach((lane, i) => {
    const x = left + laneW * i + laneW * 0.14;
    const w = laneW * 0.72;
    // The band's strength is the lane's (none in a knockout or control-IgG lane), not a random shade.
    if (lane.level > 0.05) {
      out += `<rect x="${n(x)}" y="${n(y - 3.5)}" width="${n(w)}" height="7" rx="3" fill="#111" opacity="${n(lane.level)}"/>`;
      // Faint smear below the band and an occasional weak degradation product, as on real films.
      out += `<rect x="${n(x + 2)}" y="${n(y + 3)}" width="${n(w - 4)}" height="${n(6 + rng.next() * 10)}" fill="#333" opacity="${n(0.08 + rng.next() * 0.1)}"/>`;
      if (rng.chance(0.3)) out += `<rect x="${n(x)}" y="${n(y + 18 + rng.next() * 30)}" width="${n(w)}" height="4" rx="2" fill="#222" opacity="0.18"/>`;
    }
    if (control) out += `<rect x="${n(x)}" y="${n(yControl - 3.5)}" width="${n(w)}" height="7" rx="3" fill="#111" opacity="${n(0.75 + rng.next() * 0.15)}"/>`;
  });
  out += `</g><g fill="#555">`;
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${n(left + rng.next() * (right - left))}" cy="${n(top + rng.next() * (bottom - top))}" r="${n(0.4 + rng.next() * 0.8)}" opacity="${n(0.1 + rng.next() * 0.3)}"/>`;
  }
  out += `</g><g ${FONT} font-size="10" fill="#222"><path d="M${right + 4} ${n(y)}l8 -4v8z"/><text x="${right + 15}" y="${n(y + 4)}">${spec.molecularWeightKda} kDa</text>`;
  if (control) out += `<text x="${right + 6}" y="${n(yControl + 4)}" font-size="9">${escapeXml(truncate(control.name, 10))}</text>`;
  out += '</g>';
  return open(W, H, out);
}

function cellField(rng: Rng, count: number, draw: (x: number, y: number, rx: number, ry: number, a: number, i: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += draw(rng.next() * W, rng.next() * H, 9 + rng.next() * 8, 7 + rng.next() * 6, Math.floor(rng.next() * 180), i);
  }
  return out;
}

function scaleBar(colour: string): string {
  return `<g ${FONT} font-size="10" fill="${colour}"><rect x="320" y="278" width="60" height="3"/><text x="350" y="273" text-anchor="middle">50 µm</text></g>`;
}

/** Chromogenic IHC: brown DAB for HRP detection, red for AP (Fast Red); hematoxylin-blue nuclei. */
function ihc(spec: ImageSpec, rng: Rng): string {
  const stain = spec.conjugation === 'AP' ? ['#c2353b', '#8e1f2a'] : ['#8a5325', '#5b3a1c'];
  const positive = 0.35 + rng.next() * 0.45;
  const nuclearStain = rng.chance(0.35);
  let out = `<defs><filter id="s"><feGaussianBlur stdDeviation="1.2"/></filter></defs><rect width="${W}" height="${H}" fill="#f1e9dc"/>`;
  // Tissue architecture: a few pale stromal streaks behind the cells.
  out += `<g fill="none" stroke="#e3c9c9" stroke-width="7" opacity="0.7">`;
  for (let i = 0; i < 4; i++) out += `<path d="M0 ${n(rng.next() * H)}Q${n(rng.next() * W)} ${n(rng.next() * H)} ${W} ${n(rng.next() * H)}"/>`;
  out += `</g><g filter="url(#s)" fill-opacity="0.85" data-shows="section">`;
  out += cellField(rng, 44, (x, y, rx, ry, a) => {
    const pos = rng.next() < positive;
    // Alternate elongation instead of rotating each cell keeps the file under 8 kB.
    const [ex, ey] = a % 2 === 0 ? [rx, ry] : [ry, rx];
    const dab = pos ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(ex * 1.5)}" ry="${n(ey * 1.5)}" fill="${stain[0]}" opacity="${n(0.45 + rng.next() * 0.45)}"/>` : '';
    const nucleus = pos && nuclearStain ? stain[1] : '#5a5f9e';
    return `${nuclearStain ? '' : dab}<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(ex * 0.6)}" ry="${n(ey * 0.6)}" fill="${nucleus}"/>`;
  });
  out += `</g>${scaleBar('#222')}`;
  return open(W, H, out);
}

const CHANNEL_COLOUR: Record<ImageSpec['colour'], string> = { green: '#3cff5a', red: '#ff3b3b', 'far-red': '#ff3bf0', blue: '#4d7bff' };

/**
 * Fluorescence as the caption says it was done: scattered cultured cells, or (spec.tissue) a paraffin
 * section, densely packed nuclei in a tissue's architecture with faint autofluorescent stroma. The
 * group says which (`data-shows`), so a test can hold every caption to its picture.
 */
function immunofluorescence(spec: ImageSpec, rng: Rng): string {
  return spec.tissue ? fluorescentSection(spec, rng) : fluorescentCells(spec, rng);
}

function fluorescentSection(spec: ImageSpec, rng: Rng): string {
  const colour = CHANNEL_COLOUR[spec.colour];
  const nuclei = spec.colour === 'blue' ? '#ff3b3b' : '#2f5bff';
  let out = `<defs><filter id="g"><feGaussianBlur stdDeviation="2"/></filter><filter id="s"><feGaussianBlur stdDeviation="0.6"/></filter></defs><rect width="${W}" height="${H}" fill="#000"/><g data-shows="section">`;
  out += `<g fill="none" stroke="#3a3a2a" stroke-width="9" opacity="0.8">`;
  for (let i = 0; i < 5; i++) out += `<path d="M0 ${n(rng.next() * H)}Q${n(rng.next() * W)} ${n(rng.next() * H)} ${W} ${n(rng.next() * H)}"/>`;
  out += `</g>`;
  const cells: [number, number, number, number, boolean][] = [];
  const positive = 0.35 + rng.next() * 0.4;
  for (let i = 0; i < 52; i++) cells.push([rng.next() * W, rng.next() * H, 6 + rng.next() * 4, 5 + rng.next() * 3, rng.next() < positive]);
  out += `<g filter="url(#g)" fill="${colour}">`;
  for (const [x, y, rx, ry, on] of cells) if (on) out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 1.7)}" ry="${n(ry * 1.7)}" opacity="${n(0.35 + rng.next() * 0.5)}"/>`;
  out += `</g><g filter="url(#s)" fill="${nuclei}">`;
  for (const [x, y, rx, ry] of cells) out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" opacity="0.85"/>`;
  out += `</g></g>${scaleBar('#fff')}`;
  return open(W, H, out);
}

function fluorescentCells(spec: ImageSpec, rng: Rng): string {
  const colour = CHANNEL_COLOUR[spec.colour];
  // DAPI is blue; next to a blue dye the nuclei are DRAQ5, shown in red (as the caption says).
  const nuclei = spec.colour === 'blue' ? '#ff3b3b' : '#2f5bff';
  let out = `<defs><filter id="g"><feGaussianBlur stdDeviation="3"/></filter><filter id="s"><feGaussianBlur stdDeviation="0.8"/></filter></defs><rect width="${W}" height="${H}" fill="#000"/>`;
  const cells: [number, number, number, number][] = [];
  for (let i = 0; i < 24; i++) cells.push([rng.next() * W, rng.next() * H, 14 + rng.next() * 10, 10 + rng.next() * 8]);
  out += `<g filter="url(#g)" fill="${colour}">`;
  for (const [x, y, rx, ry] of cells) out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 1.6)}" ry="${n(ry * 1.6)}" opacity="${n(0.3 + rng.next() * 0.5)}"/>`;
  out += `</g><g filter="url(#s)" fill="${nuclei}" data-shows="cells">`;
  for (const [x, y, rx, ry] of cells) out += `<ellipse cx="${n(x + 2)}" cy="${n(y)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.55)}" opacity="0.9"/>`;
  out += `</g>${scaleBar('#fff')}`;
  return open(W, H, out);
}

function histogram(mean: number, spread: number, height: number, x0: number, width: number, yBase: number): string {
  let d = `M${x0} ${yBase}`;
  for (let i = 0; i <= 60; i++) {
    const x = i / 60;
    const y = height * Math.exp(-((x - mean) ** 2) / (2 * spread * spread));
    d += `L${n(x0 + x * width)} ${n(yBase - y)}`;
  }
  return `${d}L${x0 + width} ${yBase}Z`;
}

function flow(rng: Rng): string {
  const x0 = 55;
  const width = 320;
  const base = 255;
  let out = `<rect width="${W}" height="${H}" fill="#fff"/>`;
  out += `<path d="${histogram(0.22, 0.07, 170, x0, width, base)}" fill="#9e9e9e" fill-opacity="0.6" stroke="#666"/>`;
  out += `<path d="${histogram(0.55 + rng.next() * 0.2, 0.08 + rng.next() * 0.03, 150 + rng.next() * 40, x0, width, base)}" fill="#e53935" fill-opacity="0.45" stroke="#c62828"/>`;
  out += `<g stroke="#222"><line x1="${x0}" y1="${base}" x2="${x0 + width}" y2="${base}"/><line x1="${x0}" y1="${base}" x2="${x0}" y2="40"/>`;
  for (let i = 0; i <= 5; i++) out += `<line x1="${n(x0 + (i * width) / 5)}" y1="${base}" x2="${n(x0 + (i * width) / 5)}" y2="${base + 4}"/>`;
  out += `</g><g ${FONT} font-size="10" fill="#222">`;
  for (let i = 0; i <= 5; i++) out += `<text x="${n(x0 + (i * width) / 5)}" y="${base + 15}" text-anchor="middle">10${i === 0 ? '' : `^${i}`}</text>`;
  out += `<text x="${x0 + width / 2}" y="${base + 32}" text-anchor="middle">Fluorescence intensity</text><text transform="translate(20,150) rotate(-90)" text-anchor="middle">Count</text></g>`;
  return open(W, H, out);
}

function packageShot(spec: ImageSpec, rng: Rng): string {
  const hue = Math.floor(rng.next() * 360);
  let out = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#dfe6ee"/></linearGradient>`;
  out += `<linearGradient id="gl" x1="0" x2="1"><stop offset="0" stop-color="#c9d3dc"/><stop offset=".5" stop-color="#fff"/><stop offset="1" stop-color="#b8c3cd"/></linearGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="200" cy="272" rx="90" ry="10" fill="#000" opacity=".12"/>`;
  out += `<rect x="160" y="40" width="80" height="34" rx="4" fill="hsl(${hue},55%,38%)"/><rect x="130" y="70" width="140" height="200" rx="16" fill="url(#gl)" stroke="#9aa7b3"/>`;
  out += `<rect x="138" y="110" width="124" height="120" fill="#fff" stroke="hsl(${hue},55%,45%)" stroke-width="2"/><rect x="138" y="110" width="124" height="18" fill="hsl(${hue},55%,45%)"/>`;
  out += `<g ${FONT} text-anchor="middle"><text x="200" y="123" font-size="10" fill="#fff" font-weight="bold">BIOREAGENT</text>`;
  wrap(spec.label, 20, 4).forEach((line, i) => {
    out += `<text x="200" y="${146 + i * 14}" font-size="10" fill="#223">${escapeXml(line)}</text>`;
  });
  out += `<text x="200" y="222" font-size="9" fill="#556">${escapeXml(spec.size)}</text></g>`;
  return open(W, H, out);
}

/** The product's picture specs (buildProduct keeps the last product built: its pictures are drawn one after another). */
const imageSpecsOf = (pid: number, seed: number): ImageSpec[] => buildProduct(pid, seed).imageSpecs;

const specAt = (specs: ImageSpec[], index: number) => specs[(Math.max(1, Math.floor(index)) - 1) % specs.length] as ImageSpec;

/** `index` is 1-based, matching the `products/<pid>/<index>.svg` paths in product data. */
export function renderProductImageSvg(pid: number, index: number, seed = 1): string {
  return drawPicture(specAt(imageSpecsOf(pid, seed), index), new Rng(hashInts(seed, pid, index, 0x1a6e)));
}

/**
 * Products up to this many are drawn each with their own pictures. Beyond it (a catalogue for load tests),
 * each picture is one of a bounded set shared by every product whose picture shows the same thing: a blot
 * with the same design, band size, loading control and band strengths (three steps), lanes numbered in the
 * caption's order; a stain, fluorescence or flow picture in one of a dozen variants. A million products then
 * store some twenty thousand pictures instead of four million (24 GB), and draw each once.
 */
export const PRODUCTS_WITH_OWN_PICTURES = 20_000;
const SHARED_VARIANTS = 12;
/** Band strengths a shared blot draws: none (knockout, control IgG), weak, strong. */
const BAND_STEPS = [0, 0.45, 0.9];
const bandStep = (level: number) => (level <= 0.05 ? 0 : level < 0.6 ? 1 : 2);

/** A picture as a product beyond PRODUCTS_WITH_OWN_PICTURES shows it: `key` names what is drawn; `draw` draws it. */
export interface SharedPicture {
  key: string;
  draw: () => string;
}

export function sharedProductPicture(pid: number, index: number, seed = 1): SharedPicture {
  const spec = specAt(imageSpecsOf(pid, seed), index);
  const variant = pid % SHARED_VARIANTS;
  const shown: unknown[] =
    spec.kind === 'wb'
      ? [spec.blot, spec.lanes.map((l) => [l.knockout ? 1 : 0, bandStep(l.level)]), spec.molecularWeightKda, spec.loadingControl]
      : spec.kind === 'ihc'
        ? [spec.conjugation === 'AP', variant]
        : spec.kind === 'if'
          ? [spec.colour, spec.tissue, variant]
          : spec.kind === 'package'
            ? [spec.label, spec.size]
            : [variant];
  const key = JSON.stringify([seed, spec.kind, shown]);
  return {
    key,
    draw: () => {
      const drawn = spec.kind === 'wb' ? { ...spec, lanes: spec.lanes.map((l) => ({ ...l, level: BAND_STEPS[bandStep(l.level)] })) } : spec;
      return drawPicture(drawn, new Rng(hashString(key)), 'numbers');
    },
  };
}

function drawPicture(spec: ImageSpec, rng: Rng, labels: LaneLabels = 'names'): string {
  switch (spec.kind) {
    case 'wb':
      return westernBlot(spec, rng, labels);
    case 'ihc':
      return ihc(spec, rng);
    case 'if':
      return immunofluorescence(spec, rng);
    case 'fcm':
      return flow(rng);
    case 'package':
      return packageShot(spec, rng);
  }
}

/** 1200×360 banner: dark gradient, faint antibody glyphs and a bilingual title, no external fonts or images. */
export function renderBannerSvg(title: string, titleZh: string, subtitle: string, seed = 1): string {
  const rng = new Rng(hashInts(seed, hashString(title)));
  const hue = Math.floor(rng.next() * 360);
  let out = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,38%)"/></linearGradient></defs>`;
  out += `<rect width="1200" height="360" fill="url(#bg)"/><g fill="none" stroke="#fff" stroke-linecap="round">`;
  for (let i = 0; i < 18; i++) {
    const x = 560 + rng.next() * 620;
    const y = 20 + rng.next() * 320;
    const s = 0.5 + rng.next() * 1.3;
    const a = Math.floor(rng.next() * 360);
    // An IgG drawn as a "Y": Fc stem plus two Fab arms.
    out += `<path transform="translate(${n(x)},${n(y)}) rotate(${a}) scale(${n(s)})" d="M0 0v26M0 0l-18 -20M0 0l18 -20M-6 -6l-18 -20M6 -6l18 -20" stroke-width="${n(3 / s)}" opacity="${n(0.12 + rng.next() * 0.25)}"/>`;
  }
  out += `</g><g fill="#fff" opacity=".08">`;
  for (let i = 0; i < 30; i++) out += `<circle cx="${n(rng.next() * 1200)}" cy="${n(rng.next() * 360)}" r="${n(2 + rng.next() * 10)}"/>`;
  out += `</g><g ${FONT} fill="#fff"><text x="70" y="150" font-size="46" font-weight="bold">${escapeXml(truncate(title, 38))}</text>`;
  out += `<text x="70" y="205" font-size="32">${escapeXml(truncate(titleZh, 24))}</text>`;
  out += `<text x="70" y="260" font-size="20" opacity=".85">${escapeXml(truncate(subtitle, 80))}</text><rect x="70" y="285" width="120" height="4" fill="#ffd54f"/></g>`;
  return open(1200, 360, out);
}

export function renderCarouselSvg(id: number, seed = 1): string {
  const picture = HOME_CAROUSEL.find((p) => p.id === id);
  if (!picture) throw new RangeError(`unknown carousel picture ${id}`);
  return renderBannerSvg(picture.picname_en, picture.picname_ch, picture.subtitle_en, seed);
}

export function renderPromotionSvg(textid: number, seed = 1): string {
  const promotion = PROMOTIONS.find((p) => p.textid === textid);
  if (!promotion) throw new RangeError(`unknown promotion ${textid}`);
  return renderBannerSvg(promotion.textname_en, promotion.textname_ch, promotion.summary_en, seed);
}
