/**
 * In-page helpers of the accessibility walk (tests/browser/accessibility.test.ts) that keep axe's slowest work to what
 * can differ. They run inside the page (`page.evaluate`), so each is self-contained.
 *
 * Colours: axe's `color-contrast` rule measures every text element (a long page of code has 5000 of them, 4 s of axe
 * on a laptop core), `link-in-text-block` every link. The result for an element is a function of the text's colour,
 * whether it is large text (size and weight), its shadow, the opacity it is drawn with and the backgrounds behind it
 * (for a link: its decoration, border and weight, and the text around it). `markSamples` marks one element for every
 * such look the page shows and no page checked yet; the two rules then run on the marked elements only.
 *
 * A change of colour mode: `watchModeSwitch` records what the switch changed in the DOM besides the colours (an image
 * for the other mode, a button's label) and marks it, so that the other rules run again on that only.
 *
 * Inner helpers are object methods: tsx wraps a named arrow function in a `__name` helper the page does not have.
 */

/** The attributes `markSamples` marks its samples with; axe's two colour rules are configured to select them. */
export interface SampleMarks {
  text: string;
  link: string;
}

/**
 * Marks one element per distinct text style and backdrop (`marks.text`), and one link per distinct look of a link and
 * of the text around it (`marks.link`), leaving out the looks in `known` (checked on another page); returns the looks
 * it marked.
 */
export function markSamples({marks, known}: {marks: SampleMarks; known: string[]}): string[] {
  for (const old of document.querySelectorAll(`[${marks.text}], [${marks.link}]`)) {
    old.removeAttribute(marks.text);
    old.removeAttribute(marks.link);
  }
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';
  const backdrops = new Map<Element, string>();
  const helpers = {
    // What is drawn behind an element's text: its background and its ancestors' up to the first opaque colour, any
    // background image, and the opacity the whole is drawn with.
    backdrop(el: Element | null): string {
      if (!el) return '';
      const cached = backdrops.get(el);
      if (cached !== undefined) return cached;
      const style = getComputedStyle(el);
      const own = [
        style.backgroundColor === TRANSPARENT ? '' : style.backgroundColor,
        style.backgroundImage === 'none' ? '' : style.backgroundImage,
        style.opacity === '1' ? '' : `opacity ${style.opacity}`,
        style.mixBlendMode === 'normal' ? '' : style.mixBlendMode,
      ].join(',');
      const opaque = /^rgb\(/.test(style.backgroundColor) && style.opacity === '1';
      const value = opaque ? own : `${own};${helpers.backdrop(el.parentElement)}`;
      backdrops.set(el, value);
      return value;
    },
    // The text's own look: colour, whether WCAG counts it as large text (18pt, or 14pt bold; axe rounds the size the
    // same way), its shadow.
    look(style: CSSStyleDeclaration): string {
      const points = Math.ceil(parseFloat(style.fontSize) * 72) / 96;
      const large = points >= 18 || (points >= 14 && Number(style.fontWeight) >= 700);
      return [style.color, style.webkitTextFillColor, large, style.textShadow].join('|');
    },
  };
  const chosen: [Element, string][] = [];
  const seen = new Set<string>(known);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.nodeValue?.trim()) continue;
    if (!el.checkVisibility({visibilityProperty: true})) continue;
    const key = `text|${helpers.look(getComputedStyle(el))}|${helpers.backdrop(el)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push([el, marks.text]);
  }
  // A link in a block of text must stand out from it by more than its colour: what axe's rule compares is the link's
  // colour, decoration and border against the text around it.
  for (const link of document.querySelectorAll('a[href], [role=link]')) {
    const parent = link.parentElement;
    if (!parent || !link.checkVisibility({visibilityProperty: true})) continue;
    const style = getComputedStyle(link);
    const key = [
      'link',
      helpers.look(style),
      style.textDecoration,
      style.borderBottom,
      style.backgroundColor,
      style.fontWeight,
      helpers.look(getComputedStyle(parent)),
      getComputedStyle(parent).display,
      helpers.backdrop(parent),
    ].join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push([link, marks.link]);
  }
  // Marked last: an attribute set earlier would make every later style query recompute the page's styles.
  for (const [el, attr] of chosen) el.setAttribute(attr, '');
  return [...seen].slice(known.length);
}

/**
 * Starts recording the DOM's changes. `window.__modeSwitchChanges()` then stops, marks (with `attr`) the outermost
 * elements that were added or whose attributes or text changed (the root's colour-mode attributes aside) and returns
 * their HTML.
 */
export function watchModeSwitch(attr: string): void {
  const changed = new Set<Element>();
  const recorder = {
    note(records: MutationRecord[]): void {
      for (const record of records) {
        if (record.type === 'childList') {
          for (const added of record.addedNodes) {
            const el = added instanceof Element ? added : added.parentElement;
            if (el) changed.add(el);
          }
        } else {
          const el = record.target instanceof Element ? record.target : record.target.parentElement;
          if (el && el !== document.documentElement) changed.add(el);
        }
      }
    },
  };
  const observer = new MutationObserver((records) => recorder.note(records));
  observer.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
  (window as unknown as {__modeSwitchChanges: () => string[]}).__modeSwitchChanges = () => {
    recorder.note(observer.takeRecords());
    observer.disconnect();
    const connected = [...changed].filter((el) => el.isConnected);
    const outermost = connected.filter((el) => !connected.some((other) => other !== el && other.contains(el)));
    for (const el of outermost) el.setAttribute(attr, '');
    return outermost.map((el) => el.outerHTML);
  };
}
