/**
 * Code blocks highlighted by the build (README.md here). The rehype plugin (./rehype.ts, in the MDX pipelines of
 * config/docs.ts) puts the site's code block in place of each fenced block; this plugin serves the rest: the token
 * colours, and its theme's `MDXComponents/Code`, which keeps the classic theme's code block out of the bundles.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'laravext-code-blocks',
    // A site plugin's theme comes after the classic theme's: its components take their slots.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'code-theme.css')],
  };
}
