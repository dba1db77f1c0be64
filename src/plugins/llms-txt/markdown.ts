/** Turns a doc's MDX source into plain Markdown that an AI assistant (or a person) can read without the site. */

export interface MarkdownDoc {
  title: string;
  description?: string;
  /** Absolute URL of the HTML page, used to resolve relative links. */
  url: string;
  source: string;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|<!--|\{\/\*)\s*(?:highlight|add|remove)-(?:next-line|start|end)\s*(?:-->|\*\/\})?\s*$/;
const FRAMEWORK_LABELS: Record<string, string> = {vue: 'Vue', react: 'React'};

/** Resolves `./x.mdx`, `../a/b.mdx#h` style links against the page URL and drops the extension. */
export function resolveDocLink(href: string, pageUrl: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const base = new URL(pageUrl);
  if (href.startsWith('/')) return new URL(href, base.origin).toString();
  // Docs link siblings relative to the file, whose URL has no trailing slash: resolve from the parent folder.
  const resolved = new URL(href, pageUrl);
  resolved.pathname = resolved.pathname.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  return resolved.toString();
}

export function mdxToMarkdown(doc: MarkdownDoc): string {
  const lines = doc.source.replace(/\r\n/g, '\n').replace(FRONT_MATTER, '').split('\n');
  const out: string[] = [];
  let inFence = false;
  for (const raw of lines) {
    let line = raw;
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      if (inFence) line = line.replace(/\s+npm2yarn\b/, '');
      out.push(line.trimStart() === line ? line : line.trim());
      continue;
    }
    if (inFence) {
      if (!MAGIC_COMMENT.test(line)) out.push(line);
      continue;
    }
    if (/^import\s.+from\s+['"].+['"];?\s*$/.test(line)) continue;
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue;
    if (/^\s*<\/?(?:FrameworkTabs|Tabs)\b[^>]*>\s*$/.test(line)) continue;
    if (/^\s*<\/(?:TabItem|FrameworkOnly)>\s*$/.test(line)) continue;
    const tab = line.match(/^\s*<TabItem\b[^>]*\bvalue="([^"]+)"[^>]*?(?:label="([^"]+)")?[^>]*>\s*$/);
    if (tab) {
      out.push(`**${tab[2] ?? FRAMEWORK_LABELS[tab[1]] ?? tab[1]}:**`);
      continue;
    }
    const only = line.match(/^\s*<FrameworkOnly\b[^>]*framework="([^"]+)"[^>]*>\s*$/);
    if (only) {
      out.push(`_${FRAMEWORK_LABELS[only[1]] ?? only[1]} only:_`);
      continue;
    }
    line = line.replace(/\]\(([^)\s]+)\)/g, (_m, href: string) => `](${resolveDocLink(href, doc.url)})`);
    out.push(line);
  }
  const body = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const header = [`# ${doc.title}`, '', ...(doc.description ? [`> ${doc.description}`, ''] : []), `Source: ${doc.url}`];
  return `${header.join('\n')}\n\n${body}\n`;
}

export interface IndexEntry {
  title: string;
  description?: string;
  markdownUrl: string;
  section: string;
}

/** `version` is the label of the indexed docs version (`Latest (1.0)`), named in the introduction when given. */
export function buildLlmsIndex(
  site: {title: string; tagline: string; url: string},
  entries: IndexEntry[],
  version?: string,
): string {
  const sections = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    const list = sections.get(entry.section) ?? [];
    list.push(entry);
    sections.set(entry.section, list);
  }
  const parts = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Documentation of the latest version${version ? `, ${version}` : ''}, as Markdown. ` +
      `The whole set in one file: ${site.url}/llms-full.txt`,
  ];
  for (const [section, list] of sections) {
    parts.push('', `## ${section}`, '');
    for (const e of list) parts.push(`- [${e.title}](${e.markdownUrl})${e.description ? `: ${e.description}` : ''}`);
  }
  return `${parts.join('\n')}\n`;
}
