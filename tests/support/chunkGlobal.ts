/**
 * The global through which the bundle's chunks register (`self.webpackChunk<site>` under webpack and Rspack 1,
 * `globalThis.rspackChunk<site>` under Rspack 2). tests/support/patchModule.ts hooks it; the internals guard checks
 * the installed bundler still names it this way and tests/browser/chunk-global.test.ts that the built chunks do.
 */
export const CHUNK_GLOBAL = /\b(self|globalThis)\.((?:webpack|rspack)Chunk[\w$]*)/;

/** The chunk global a chunk's code uses, as `{object, name}`, or null. */
export function chunkGlobalOf(code: string): {object: string; name: string} | null {
  const match = CHUNK_GLOBAL.exec(code);
  return match ? {object: match[1], name: match[2]} : null;
}
