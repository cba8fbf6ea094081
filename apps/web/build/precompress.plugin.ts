import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz twins next to every JS and CSS file. The gateway sends a twin as-is to a browser that accepts
 * it (web-app/static-files.ts): brotli at its best level is ~15 % smaller than the gzip it would make on the fly,
 * and the gateway's CPU is spared. Vite empties the folder on each build, so a twin never outlives its file.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'surimarkt:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css)$/.test(file.fileName))
          .map(async (file) => {
            const source = file.type === 'chunk' ? file.code : file.source;
            const input = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
            const target = path.join(outDir, file.fileName);
            const params = {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            };
            await writeFile(`${target}.br`, await brotli(input, { params }));
            await writeFile(`${target}.gz`, await gzipAsync(input, { level: 9 }));
          }),
      );
    },
  };
}
