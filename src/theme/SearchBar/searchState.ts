export const LOADING_PLACEHOLDER = 'Loading...';
export const READY_PLACEHOLDER = 'Search';
export const FAILED_PLACEHOLDER = 'Search unavailable: reload the page';

/**
 * What the search box is doing: `idle` before first use (nothing is loading: it reads "Search" with the shortcut hint),
 * `loading` while the search code and index are fetched, `ready` once the index is in, `failed` if it could not load.
 */
export type SearchState = 'idle' | 'loading' | 'ready' | 'failed';

export function placeholderFor(state: SearchState): string {
  if (state === 'loading') return LOADING_PLACEHOLDER;
  if (state === 'failed') return FAILED_PLACEHOLDER;
  return READY_PLACEHOLDER;
}

/** The plugin wires autocomplete.js onto its input once the index is fetched; that is our "ready" signal. */
export function isIndexReady(root: HTMLElement): boolean {
  return root.querySelector('.algolia-autocomplete input, input[aria-autocomplete]') !== null;
}

/** Ctrl+K, or ⌘K on a Mac: the shortcut the search plugin is configured with (`mod+k`). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Whether the reader is on a Mac (the shortcut is ⌘K there), the way the search plugin tells. */
export function isMac(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac/i.test(platform);
}

/** Sets the input's value as typing would: React's change handler and autocomplete.js both hear an `input` event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!descriptor?.set) return;
  descriptor.set.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Searches for what the input already holds. autocomplete.js searches when the text differs from the query it last saw,
 * and it saw this text when it was attached. It is shown the text with a trailing space, then the text again, each
 * with an `input` event that does not bubble: autocomplete.js listens on the input itself, React's change handling only
 * on bubbling events, so the plugin's state (the text) never changes. One task: no keystroke can come in between.
 */
export function searchAgain(input: HTMLInputElement): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!descriptor?.set) return;
  const text = input.value;
  for (const shown of [`${text} `, text]) {
    descriptor.set.call(input, shown);
    input.dispatchEvent(new Event('input', {bubbles: false}));
  }
}
