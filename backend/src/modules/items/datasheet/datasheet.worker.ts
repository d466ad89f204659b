import type { DatasheetContent } from './datasheet-content';
import { renderDatasheet } from './datasheet.pdf';

/** Runs in a render thread (PdfRenderer): laying out and compressing a datasheet takes tens of milliseconds. */
export default function render(content: DatasheetContent): Promise<Buffer> {
  return renderDatasheet(content);
}
