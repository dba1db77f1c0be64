import fs from 'node:fs/promises';
import path from 'node:path';
import lunr from 'lunr';
import {FULL_TEXT_CONTEXT} from './constants';
import {inlineCodeNames, sectionNames} from './codeNames';

/** A hit of the search plugin's index: id, text, URL, hash, page id, section title, breadcrumb. */
interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}
interface IndexPart {
  documents: SearchDocument[];
  index: object;
}
/** The plugin's index file: one part per kind of hit, in the order of its `SearchDocumentType`. */
type IndexFile = [
  titles: IndexPart,
  headings: IndexPart,
  descriptions: IndexPart,
  keywords: IndexPart,
  text: IndexPart,
];

export interface TierSizes {
  file: string;
  quickBytes: number;
  fullBytes: number;
}

/** The plugin's own index for English with its default pipeline (stemmer and stop words), positions kept. */
function buildPart(documents: SearchDocument[]): IndexPart {
  const index = lunr(function build() {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({...doc, i: String(doc.i)});
  });
  return {documents, index: index.toJSON()};
}

/** The built HTML of a page URL (trailing slashes off: `/docs/x` is `docs/x.html`). */
async function pageHtml(outDir: string, url: string): Promise<string> {
  for (const file of [`${url}.html`, path.join(url, 'index.html')]) {
    try {
      return await fs.readFile(path.join(outDir, file), 'utf8');
    } catch {
      // Try the next form.
    }
  }
  return '';
}

/**
 * The quick index of a full one: titles, headings, descriptions and keywords as they are, and, instead of the text of
 * each section, the API names its prose shows as code (each name once per page, in the first section that names it).
 */
async function quickIndex(full: IndexFile, outDir: string): Promise<IndexFile> {
  const [titles, headings, descriptions, keywords, text] = full;
  const namesOfPage = new Map<string, Set<string>>();
  const taken = new Map<string, Set<string>>();
  const names: SearchDocument[] = [];
  for (const doc of text.documents) {
    let known = namesOfPage.get(doc.u);
    if (!known) namesOfPage.set(doc.u, (known = inlineCodeNames(await pageHtml(outDir, doc.u))));
    let seen = taken.get(doc.u);
    if (!seen) taken.set(doc.u, (seen = new Set()));
    const found = sectionNames(doc.t, known, seen);
    if (found.length) names.push({...doc, t: found.join(' ')});
  }
  return [titles, headings, descriptions, keywords, buildPart(names)];
}

async function findFiles(dir: string, name: string, found: string[] = []): Promise<string[]> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') await findFiles(full, name, found);
    else if (entry.name === name) found.push(full);
  }
  return found;
}

/**
 * The search plugin writes one index per docs version (the stable version's at the site root, others in their
 * folder), each with the full text of that version's docs, the blog and the community pages. This moves each to the
 * full-text context's name, which only the /search page reads, and writes the quick index in its place, which the
 * navbar search reads on every page. `indexFile` is the plugin's file name pattern (`search-index{dir}-<hash>.json`).
 */
export async function writeSearchTiers(outDir: string, indexFile: string): Promise<TierSizes[]> {
  const quickName = indexFile.replace('{dir}', '');
  const fullName = indexFile.replace('{dir}', `-${FULL_TEXT_CONTEXT}`);
  const files = await findFiles(outDir, quickName);
  if (!files.length) throw new Error(`local-search: no ${quickName} in ${outDir}: did the search plugin write it?`);
  const sizes: TierSizes[] = [];
  for (const file of files) {
    const text = await fs.readFile(file, 'utf8');
    const full = JSON.parse(text) as IndexFile;
    if (!Array.isArray(full) || full.length !== 5 || !full.every((part) => Array.isArray(part?.documents)))
      throw new Error(`local-search: ${file} is not the search plugin's index of 5 parts any more`);
    const quick = JSON.stringify(await quickIndex(full, outDir));
    await fs.writeFile(path.join(path.dirname(file), fullName), text);
    await fs.writeFile(file, quick);
    sizes.push({file: path.relative(outDir, file), quickBytes: quick.length, fullBytes: text.length});
  }
  return sizes;
}
