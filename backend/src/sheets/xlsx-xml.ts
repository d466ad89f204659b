import { SaxesParser } from 'saxes';

export type XmlEvent =
  | { type: 'open'; name: string; attributes: Record<string, string> }
  | { type: 'text'; text: string }
  | { type: 'close'; name: string };

/**
 * SAX events of a streamed XML part, one batch per chunk. Element names lose their namespace prefix
 * (`x:row` → `row`): some generators prefix every SpreadsheetML element. Entities are decoded, CR LF becomes LF.
 */
export async function* xmlEvents(chunks: AsyncIterable<string>): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser();
  let batch: XmlEvent[] = [];
  let failure: Error | null = null;
  parser.on('opentag', (tag) =>
    batch.push({ type: 'open', name: localName(tag.name), attributes: tag.attributes as Record<string, string> }),
  );
  parser.on('text', (text) => batch.push({ type: 'text', text }));
  parser.on('cdata', (text) => batch.push({ type: 'text', text }));
  parser.on('closetag', (tag) => batch.push({ type: 'close', name: localName(tag.name) }));
  parser.on('error', (error) => (failure ??= error));
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (failure) throw failure;
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
  parser.close();
  if (failure) throw failure;
  if (batch.length > 0) yield batch;
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** An attribute by its local name, whatever prefix the file gave it (r:id, ns2:id). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}
