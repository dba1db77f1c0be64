// Stands in for the classic theme's `prism-include-languages` client module (the speed plugin's alias, ../index.ts):
// nothing runs at startup; ../theme/CodeBlock registers the grammars instead.
export {};
