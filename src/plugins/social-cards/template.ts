/** Builds the SVG of a 1200×630 social card: the logo, the page title, and a line for section and version. */

export interface CardText {
  title: string;
  /** e.g. "Docs · Tools" or "Blog · 20 August 2024" */
  eyebrow: string;
  /** e.g. "Version 1.0" (empty for pages without a version) */
  footnote?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by character count (DejaVu Sans Bold is close to monospace at this size). */
export function wrapTitle(title: string, maxChars = 26, maxLines = 3): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > maxChars && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s+\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

export function cardSvg(text: CardText, logoDataUri: string): string {
  const lines = wrapTitle(text.title);
  const fontSize = lines.length > 2 ? 64 : 76;
  const startY = 300 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const titleSpans = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(startY + i * fontSize * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  const footnote = escapeXml(text.footnote ?? 'laravext.dev');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1b1b1d"/>
  <rect x="0" y="0" width="12" height="630" fill="#28d2ad"/>
  <image href="${logoDataUri}" x="80" y="64" width="88" height="88"/>
  <text x="192" y="124" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff">Laravext</text>
  <text x="80" y="214" font-family="DejaVu Sans" font-size="30" fill="#28d2ad">${escapeXml(text.eyebrow)}</text>
  <text font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#f5f6f7">${titleSpans}</text>
  <text x="80" y="566" font-family="DejaVu Sans" font-size="28" fill="#c9cbd1">${footnote}</text>
</svg>`;
}
