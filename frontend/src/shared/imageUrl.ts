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
