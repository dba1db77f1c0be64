// Build-time constants from src/plugins/mechanism-switches (config/mechanisms.ts):
// true = the mechanism is switched off.
declare const __LARAVEXT_WITHOUT_KEEP_MOUNTED__: boolean;
