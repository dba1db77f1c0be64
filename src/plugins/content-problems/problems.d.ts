// The findings that ./index.ts writes for ./notice.ts (a JSON module, aliased by the plugin).
declare module '@content-problems' {
  const problems: {file: string; line: number; message: string}[];
  export default problems;
}

// The bundler's hot module replacement (webpack and Rspack), as the notice uses it.
interface ImportMeta {
  webpackHot?: {accept: () => void};
}
