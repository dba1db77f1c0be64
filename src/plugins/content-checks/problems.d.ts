// The findings that ./index.ts writes for ./notice.ts (a JSON module, aliased by the plugin).
declare module '@content-problems' {
  type Found = {file: string; line: number; message: string}[];
  const findings: {cannotLoad: Found; stale: Found};
  export default findings;
}

// The bundler's hot module replacement (webpack and Rspack), as the notice uses it.
interface ImportMeta {
  webpackHot?: {accept: () => void};
}
