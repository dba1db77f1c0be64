/** What the wrapper does to the plugin's search bar: its input is `input.navbar__search-input` (INTERNALS.md). */

/** The plugin's input inside `root`, if its code is in. */
export function pluginInput(root: HTMLElement | null): HTMLInputElement | null {
  return root?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;
}

/** The plugin wires autocomplete.js onto its input once the index is fetched and parsed; that is our "ready" signal. */
export function isIndexReady(root: HTMLElement | null): boolean {
  return !!root?.querySelector('.algolia-autocomplete input, input[aria-autocomplete]');
}

/**
 * Starts the plugin's own index load without moving the focus: it loads when the pointer enters its input (React's
 * `onMouseEnter`, which React derives from a `mouseover` coming from outside).
 */
export function startPluginLoad(input: HTMLInputElement): void {
  input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
}

/** Sets the input's value as typing would: React's change handler and autocomplete.js both hear an `input` event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!descriptor?.set) return;
  descriptor.set.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** What the reader left in the box before the plugin's input took over: text, caret and focus. */
export interface Typed {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
  focused: boolean;
}

export function readTyped(input: HTMLInputElement): Typed {
  return {
    value: input.value,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    selectionDirection: input.selectionDirection,
    focused: document.activeElement === input,
  };
}

/**
 * Gives the plugin's input what the reader typed: the focus first (the plugin opens its results on focus), then the
 * text (autocomplete.js searches it and opens the results), then the caret where it was.
 */
export function restoreTyped(input: HTMLInputElement, typed: Typed): void {
  if (typed.focused) input.focus({preventScroll: true});
  if (!typed.value) return;
  typeInto(input, typed.value);
  if (typed.selectionStart !== null && typed.selectionEnd !== null)
    input.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.selectionDirection ?? undefined);
}
