// Stands in for the classic theme's `prism-include-languages` client module (`prism-out-of-main`, ./index.ts).
export {};
