/**
 * Stands in for theme-common's `usePrismTheme` (see index.ts). The site's Prism theme is the same in both colour modes
 * (config/prism.ts: the colours are CSS), so code blocks need not follow the colour mode: this reads the theme only.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {useThemeConfig} from '@docusaurus/theme-common';

export function usePrismTheme(): PrismTheme {
  return useThemeConfig().prism.theme;
}
