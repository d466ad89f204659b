import type { ProformaContent } from './proforma-content';
import { renderProforma } from './proforma.pdf';

/** Runs in a render thread (PdfRenderer): laying out a pro-forma invoice must not hold the event loop. */
export default function render(content: ProformaContent): Promise<Buffer> {
  return renderProforma(content);
}
