// tslib's ES module has the declarations of the package.
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
