import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** The text files Vite writes under assets/ (pictures and fonts are compressed already); the API serves these. */
const TEXT = new Set(['.js', '.css', '.json', '.svg']);

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every script,
 * stylesheet, JSON and SVG file of the client build's assets/, for the API to send as they are
 * (backend/src/http/compressed-assets.ts): quality 11 is what makes brotli worth it (the entry
 * script is ~146 kB at gzip 9, ~127 kB at brotli 11) but takes ~800 ms on the ~450 kB entry, time
 * better spent once here than on a server's first request. The files are compressed in parallel
 * in libuv's thread pool, so the build takes about as long as its largest file.
 */
export function precompress(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`) && TEXT.has(extname(name)));
      const files = await Promise.all(names.map(async (name) => ({ path: join(dir, name), bytes: await readFile(join(dir, name)) })));
      // Largest first (a ~450 kB script takes ~0.8 s at quality 11): the small files fill the thread pool
      // around them instead of a big one starting last.
      files.sort((a, b) => b.bytes.length - a.bytes.length);
      await Promise.all(
        files.map(async ({ path, bytes }) => {
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
