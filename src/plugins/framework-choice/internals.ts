// The reaches into Docusaurus internals of this subsystem, and the theme slots it wraps or owns that its theme does
// not mark safe: data for the guard (tests/unit/internals.test.ts) and for notes/INTERNALS.md (npm run internals).
import type {Internals} from '../../internals/types';

export const INTERNALS: Internals = {
  folder: 'src/plugins/framework-choice',
  reaches: [
    {
      id: 'tab storage key shared with the theme',
      kind: 'feature',
      reliesOn:
        "theme-common's tabs store a group's choice under `docusaurus.tab.<groupId>`, read `?<groupId>=`, and on a " +
        "load take the query string's value, else the stored one. The group ids, `useFramework.ts` and the " +
        'framework-choice script use the same key, parameter and rule.',
      why:
        '`<html data-framework>`, set before the first paint, must name the framework the tabs end up selecting, ' +
        'so that the CSS shows what the tabs will show.',
      onUpgrade:
        'If the key, the parameter or the rule changed, change `FRAMEWORK_STORAGE_KEY` and `chooseFramework` the ' +
        'same way; `tests/unit/framework-choice.test.ts` holds the inline script to `chooseFramework`.',
      usedBy: [
        'src/plugins/framework-choice/tabGroups.ts',
        'src/plugins/framework-choice/components/FrameworkOnly/useFramework.ts',
        'src/plugins/framework-choice/script.ts',
      ],
      files: [],
      names: [
        // The key and query-string parameter that theme-common's tabs read and write for a group, and how they pick
        // the value on a page load (the query string's, else the stored one; an unknown value leaves the default)...
        {
          file: '@docusaurus/theme-common/lib/utils/tabsUtils.js',
          includes: [
            'return `docusaurus.tab.${groupId}`;',
            'const key = getStorageKey(groupId);',
            'useStorageSlot(key)',
            'return groupId ?? null;',
            'const value = queryStringValue ?? storageValue;',
            'if (!isValidValue({ value, tabValues })) {',
            'useState(() => getInitialStateValue({ defaultValue, tabValues }))',
          ],
        },
        {file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js', includes: ['useTabsContextValue(props)']},
        {file: '@docusaurus/theme-common/lib/index.js', includes: ['useStorageSlot', 'useQueryString']},
        // ...and the same key, parameter and rule on our side.
        {
          file: 'src/plugins/framework-choice/tabGroups.ts',
          includes: [
            'export const FRAMEWORK_STORAGE_KEY = `docusaurus.tab.${FRAMEWORK_GROUP}`;',
            'const value = fromQuery ?? fromStorage;',
          ],
          site: true,
        },
        {
          file: 'src/plugins/framework-choice/components/FrameworkOnly/useFramework.ts',
          includes: ['useStorageSlot(FRAMEWORK_STORAGE_KEY)', 'useQueryString(FRAMEWORK_GROUP)', 'chooseFramework('],
          site: true,
        },
      ],
    },
    {
      id: 'framework tabs: the chosen look before hydration',
      kind: 'feature',
      reliesOn:
        "theme-classic's `TabItem` renders every panel, the unselected ones `hidden`; `Tabs` puts its `className` " +
        "on the tab list and the panels right after it; the selected look is Infima's `.tabs__item--active`. " +
        "`FrameworkTabs` gives each framework's tab and panel a class, and its CSS that look.",
      why:
        'The tabs hydrate on `defaultValue` and take the stored choice a moment later: with React chosen, Vue was ' +
        'painted first and the page moved (facebook/docusaurus#5653).',
      onUpgrade:
        'If panels leave the HTML or the layout or the look changed, adapt `FrameworkTabs` and its CSS; ' +
        '`framework-tabs`, `deep-links` and `no-javascript` browser tests show the result.',
      usedBy: [
        'src/plugins/framework-choice/components/FrameworkTabs/index.tsx',
        'src/plugins/framework-choice/components/FrameworkTabs/styles.module.css',
      ],
      files: [
        '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
        '@docusaurus/theme-classic/lib/theme/TabItem/index.js',
      ],
      names: [
        // Every panel is in the HTML (not lazy), the unselected ones with `hidden`, in the order of the TabItems.
        {
          file: '@docusaurus/theme-classic/lib/theme/TabItem/index.js',
          includes: ['if (!isSelected && lazy) {', 'role="tabpanel"', '{...{hidden}}', 'hidden={!isSelected}'],
        },
        // The Tabs' `className` goes on the tab list, whose tabs follow the TabItems' order; the panels are the
        // children of the element right after it; the selected tab gets `tabs__item--active`.
        {
          file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
          includes: [
            'className is applied on TabList, not on TabsContainer',
            'className={className}\n      />\n      <TabContent>{children}</TabContent>',
            'return <div className="margin-top--md">{children}</div>;',
            'role="tablist"',
            '{tabValues.map(({value, label, attributes}) => (',
            "'tabs__item--active': selectedValue === value,",
          ],
        },
        // The selected tab's look, which the FrameworkTabs CSS module gives the chosen framework's tab.
        {
          file: 'infima/dist/css/default/default.css',
          includes: [
            '.tabs__item--active {\n' +
              '      border-bottom-color: var(--ifm-tabs-color-active-border);\n' +
              '      border-bottom-left-radius: 0;\n' +
              '      border-bottom-right-radius: 0;\n' +
              '      color: var(--ifm-tabs-color-active);\n' +
              '    }',
          ],
          from: '@docusaurus/theme-classic',
        },
        {
          file: 'src/plugins/framework-choice/components/FrameworkTabs/styles.module.css',
          includes: [
            'border-bottom-color: var(--ifm-tabs-color-active-border);',
            'border-bottom-left-radius: 0;',
            'border-bottom-right-radius: 0;',
            'color: var(--ifm-tabs-color-active);',
          ],
          site: true,
        },
      ],
    },
  ],
  slots: [
    {
      slot: 'MDXComponents',
      why:
        'The framework tabs come with the subsystem: `FrameworkTabs` and `FrameworkOnly` in every MDX file without ' +
        'imports (the site wraps this wrapper).',
    },
  ],
};
