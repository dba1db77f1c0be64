// Stands in for the classic theme's `prism-include-languages` client module (see index.ts): nothing runs at startup.
export {};
