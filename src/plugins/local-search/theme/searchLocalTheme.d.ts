// The search plugin's own components, which our SearchBar and SearchPage wrap (the alias is set in ../index.ts).
declare module '@search-local-theme/*' {
  import type {ComponentType} from 'react';

  const Component: ComponentType;
  export default Component;
}
