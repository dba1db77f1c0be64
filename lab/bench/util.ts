/** Small helpers shared by the benchmark modules. */
import zlib from 'node:zlib';

export const median = (values: number[]): number => {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const ratio = (value: number, base: number): string => (base > 0 ? `×${(value / base).toFixed(2)}` : 'n/a');

export const gzipSize = (buf: Buffer): number => zlib.gzipSync(buf, {level: 6}).length;
export const brotliSize = (buf: Buffer): number =>
  zlib.brotliCompressSync(buf, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}}).length;

export function log(message: string): void {
  console.log(`[bench] ${message}`);
}
