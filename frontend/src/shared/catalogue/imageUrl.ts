/**
 * The server answers picture addresses ready to use (/api/...); a bare stored path is served from
 * the product picture route. An empty path gives the neutral placeholder so no image is broken.
 */
export const PLACEHOLDER_IMAGE = '/catalogue/no-image.svg';

export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\//.test(path) || path.startsWith('data:')) return path;
  return `/api/iteminfo/image/${path.replace(/^\.?\/*/, '')}`;
}

/** The picture store's WebP sizes, as their widths (backend picture-variants: thumb, detail, zoom boxes). */
const STORED_WIDTHS = { thumb: 240, detail: 800, zoom: 1600 } as const;

/**
 * A srcset over the sizes the server stored for one picture, so a phone fetches the 800 px detail
 * rather than the 1600 px zoom and a thumbnail strip the 240 px one. Undefined for older answers
 * that carry only one address: the plain src is then all there is.
 */
export function pictureSrcSet(picture: { imagepath: string; thumb?: string; zoom?: string }): string | undefined {
  if (!picture.imagepath || !picture.thumb || !picture.zoom) return undefined;
  return [
    `${imageUrl(picture.thumb)} ${STORED_WIDTHS.thumb}w`,
    `${imageUrl(picture.imagepath)} ${STORED_WIDTHS.detail}w`,
    `${imageUrl(picture.zoom)} ${STORED_WIDTHS.zoom}w`,
  ].join(', ');
}
