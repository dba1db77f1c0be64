/**
 * Code blocks highlighted by the build (README.md here). The rehype plugin (./rehype.ts, in the MDX pipelines of
 * config/docs.ts) puts the site's code block in place of each fenced block; this plugin serves the rest: the token
 * colours, and its theme's `MDXComponents/Code`, which keeps the classic theme's code block out of the bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from './palette';

const NAME = 'laravext-code-blocks';

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  // The palettes' CSS (./palette.ts), written with the site's generated files (the documented
  // LoadContext.generatedFilesDir), loaded on every page as a client module.
  const cssFile = path.join(context.generatedFilesDir, NAME, 'code-theme.css');
  const css = codeThemeCss();
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(cssFile), {recursive: true});
    fs.writeFileSync(cssFile, css);
  }
  return {
    name: NAME,
    // A site plugin's theme comes after the classic theme's: its components take their slots.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [cssFile],
  };
}
