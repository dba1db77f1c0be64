// autocomplete.js ships no types; the search bar only asks for it early, with the plugin's code (useSearchBarCode).
declare module '@easyops-cn/autocomplete.js' {
  const autocomplete: unknown;
  export default autocomplete;
}
