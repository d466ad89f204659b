import { Transform, type TransformCallback } from 'node:stream';
import { SheetError } from './sheet-error';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** Excel saves "CSV UTF-8" with a UTF-8 BOM and "Unicode text" as UTF-16 with a BOM; anything else must be UTF-8. */
export function encodingFromBom(head: Buffer): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

export const NOT_UTF8 = {
  zh: '文件不是 UTF-8 编码的文本。请在 Excel 中选择“另存为 → CSV UTF-8（逗号分隔）”后重新上传。',
  en: 'The file is not UTF-8 text. In Excel choose "Save As → CSV UTF-8 (Comma delimited)" and upload it again.',
};

/**
 * Turns the file's bytes into UTF-8 without its BOM, refusing invalid sequences: a GBK file read as UTF-8
 * would otherwise arrive as replacement characters, silently changing every Chinese text.
 */
export class StrictTextDecoder extends Transform {
  private readonly decoder: TextDecoder;

  constructor(encoding: TextEncoding) {
    super();
    this.decoder = new TextDecoder(encoding, { fatal: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.decode(() => this.decoder.decode(chunk, { stream: true }), done);
  }

  override _flush(done: TransformCallback): void {
    this.decode(() => this.decoder.decode(), done);
  }

  private decode(step: () => string, done: TransformCallback): void {
    let text: string;
    try {
      text = step();
    } catch (cause) {
      done(new SheetError(NOT_UTF8, { cause }));
      return;
    }
    done(null, text.length > 0 ? Buffer.from(text, 'utf8') : undefined);
  }
}
