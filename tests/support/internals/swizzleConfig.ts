/**
 * A theme's swizzle config (which components it marks safe to wrap or eject), read from its files as text, without
 * loading the theme: loading it imports the rest of Docusaurus, which may fail under a newer version or Node (the
 * search plugin did under a Docusaurus 4 canary: ERR_PACKAGE_PATH_NOT_EXPORTED from a dependency).
 */
import fs from 'node:fs';
import path from 'node:path';
import {literal, parse, returnedLiteral} from '../../../scripts/lib/staticObjects';

export type SwizzleConfig = {components: Record<string, {actions: Record<string, string>}>};

/** The files that may define the config: the package's entry, and a `getSwizzleConfig.js` beside it. */
function candidates(packageDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {main?: string};
  const main = path.join(packageDir, manifest.main ?? 'index.js');
  const withExt = fs.existsSync(main) ? main : `${main}.js`;
  return [withExt, path.join(path.dirname(withExt), 'getSwizzleConfig.js')].filter((f) => fs.existsSync(f));
}

/**
 * The swizzle config of the theme in `packageDir`. No `getSwizzleConfig` (nor the older `getSwizzleComponentList`)
 * anywhere: an empty config (Docusaurus then treats every component as unsafe). One that cannot be read as a literal
 * throws, naming the file: the guard cannot tell the status of our slots then.
 */
export function readSwizzleConfig(packageDir: string): SwizzleConfig {
  const files = candidates(packageDir);
  if (files.length === 0) throw new Error(`${packageDir} has no entry file to read a swizzle config from`);
  let mentioned: string | null = null;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/getSwizzle(Config|ComponentList)/.test(text)) continue;
    mentioned ??= file;
    const source = parse(text, file);
    const config = returnedLiteral(source, 'getSwizzleConfig');
    if (config) return literal(config) as SwizzleConfig;
    const list = returnedLiteral(source, 'getSwizzleComponentList');
    if (list) {
      const names = literal(list) as string[];
      return {components: Object.fromEntries(names.map((c) => [c, {actions: {eject: 'safe', wrap: 'safe'}}]))};
    }
  }
  if (mentioned)
    throw new Error(
      `${mentioned} names a swizzle config that is not a literal object returned by getSwizzleConfig: ` +
        'read it by hand and update tests/support/internals/swizzleConfig.ts',
    );
  return {components: {}};
}
