/** Where a stored promotion or carousel picture is served (see ContentImagesController.image). */
export function contentImageUrl(folder: 'promotions' | 'carousel', file: string): string {
  return file ? `/api/recinfo/image/${folder}/${file}` : '';
}
