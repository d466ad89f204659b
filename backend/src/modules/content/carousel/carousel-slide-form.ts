import { fieldRefused, formText } from '../../../http/form-text';
import type { CarouselSlideDto } from './dto/carousel-slide.dto';

/** A slide's texts as staff typed them, checked against the columns of carousel_pictures. */
export interface CarouselSlideFields {
  link: string;
  nameZh: string;
  nameEn: string;
}

export const IN_APP_LINK = {
  zh: '链接必须是本站内的路径，以 / 开头，例如 /hot?reactivity=Zebrafish',
  en: 'The link must be a path on this site starting with /, for example /hot?reactivity=Zebrafish',
};

const OUR_ORIGIN = 'https://shop.invalid';

/**
 * A path inside the shop. '//host' and '/\host' are read by browsers as another site, so the
 * path is also resolved the way a browser would and must stay on our origin. Spaces are allowed:
 * the list links the shop writes itself carry them (/hot?...producttype=['Secondary Antibody']).
 */
export function isInAppPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return false;
  try {
    return new URL(link, OUR_ORIGIN).origin === OUR_ORIGIN;
  } catch {
    return false;
  }
}

/** The checked texts, or a 400 naming the first field that is wrong and why. */
export function readCarouselSlideForm(form: CarouselSlideDto): CarouselSlideFields {
  const nameZh = formText(form.picname_ch, { field: 'picname_ch', label: { zh: '中文名称', en: 'Chinese name' }, maxLength: 200, required: true });
  const nameEn = formText(form.picname_en, { field: 'picname_en', label: { zh: '英文名称', en: 'English name' }, maxLength: 200, required: true });
  const link = formText(form.routlink, { field: 'routlink', label: { zh: '链接', en: 'link' }, maxLength: 500, required: true });
  if (!isInAppPath(link)) throw fieldRefused('routlink', IN_APP_LINK);
  return { link, nameZh, nameEn };
}
