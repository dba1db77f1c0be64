// Build-time constants the speed plugin defines for its theme wrappers from its `without` option (index.ts,
// configureWebpack): true = the mechanism is on.
declare const __LARAVEXT_KEEP_MOUNTED__: boolean;
declare const __LARAVEXT_CODE_HIGHLIGHTING__: boolean;
declare const __LARAVEXT_NAVBAR_ITEM_TYPES__: boolean;
