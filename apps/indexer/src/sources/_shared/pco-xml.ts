import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { clean, readData } from './common';

/** Folder of the trimmed official XML fragments in the bundled snapshot. */
export const XML_FOLDER = 'legislation-nz-mcp-fixtures';
/** Repository the fragments were taken from (PROVENANCE.md). */
export const XML_DATASET_URL = 'https://github.com/carolinaisslaying/legislation-nz-mcp';

type XmlNode = Record<string, unknown>;

/** What one legislation.govt.nz XML fragment holds, rendered as text. */
export interface XmlFragment {
  file: string;
  /** Root element: `act`, `bill` or `sop` (supplementary order paper). */
  kind: 'act' | 'bill' | 'sop';
  /** legislation.govt.nz document name from the file's comment, e.g. `act_public_1961_43_en_2026-08-08`. */
  sourceDocument: string | null;
  /** Version date at the end of `sourceDocument` (ISO), else null. */
  versionDate: string | null;
  year: number | null;
  /** Act number (`act.no`), bill number (`bill.no`) or SOP number (`sop.no`). */
  number: string | null;
  /** `date.assent` for Acts (ISO), else null. */
  assentDate: string | null;
  /** For an SOP, the bill it amends (`billref`). */
  billRef: string | null;
  /** Provision headings (`s 253 Designing…`, `cl 17A Section 98F amended …`, `Part 10 …`). */
  headings: string[];
  /** Number of provisions (`prov`) in the fragment. */
  provisions: number;
  /** Text: heading lines, then each `text` element on its own line; blank line between provisions. */
  content: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: '#comment',
});

function tagOf(node: XmlNode): string | null {
  for (const k of Object.keys(node)) if (k !== ':@') return k;
  return null;
}
function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const v = tag ? node[tag] : undefined;
  return Array.isArray(v) ? (v as XmlNode[]) : [];
}
function attrsOf(node: XmlNode): Record<string, string> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}
/** All text below a node, in document order. */
function textOf(nodes: XmlNode[]): string {
  let out = '';
  for (const n of nodes) {
    if ('#text' in n) out += String(n['#text']);
    else if (tagOf(n) !== '#comment') out += textOf(childrenOf(n));
  }
  return out;
}
function child(nodes: XmlNode[], tag: string): XmlNode | undefined {
  return nodes.find((n) => tagOf(n) === tag);
}

/** Elements whose whole text is one line of output. */
const LINE_ELEMENTS = new Set(['text', 'motion', 'clause.ref', 'billref', 'history-note', 'heading']);

function render(kind: XmlFragment['kind'], roots: XmlNode[]) {
  const lines: string[] = [];
  const headings: string[] = [];
  let provisions = 0;
  let pendingLabel: string | null = null;
  const provPrefix = kind === 'act' ? 's' : 'cl';

  const walk = (nodes: XmlNode[], inSchedule: boolean) => {
    for (const n of nodes) {
      const tag = tagOf(n);
      if (!tag || tag === '#text' || tag === '#comment') continue;
      const kids = childrenOf(n);
      if (tag === 'part' || tag === 'subpart' || tag === 'prov' || tag === 'schedule') {
        const label = clean(textOf(childrenOf(child(kids, 'label') ?? {})));
        const heading = clean(textOf(childrenOf(child(kids, 'heading') ?? {})));
        const name =
          tag === 'prov'
            ? `${inSchedule ? 'cl' : provPrefix} ${label}`
            : tag === 'part'
              ? `Part ${label}`
              : tag === 'subpart'
                ? `Subpart ${label}`
                : `Schedule ${label}`;
        const line = clean(`${label ? name : name.split(' ')[0]} ${heading}`);
        if (tag === 'prov') provisions += 1;
        if (line) {
          if (lines.length > 0) lines.push('');
          lines.push(line);
          headings.push(line);
        }
        walk(
          kids.filter((k) => tagOf(k) !== 'label' && tagOf(k) !== 'heading'),
          inSchedule || tag === 'schedule',
        );
        continue;
      }
      if (tag === 'subprov' || tag === 'label-para') {
        const label = clean(textOf(childrenOf(child(kids, 'label') ?? {})));
        pendingLabel = label || null;
        walk(
          kids.filter((k) => tagOf(k) !== 'label'),
          inSchedule,
        );
        continue;
      }
      if (LINE_ELEMENTS.has(tag)) {
        const t = clean(textOf(kids));
        if (t) {
          lines.push(pendingLabel ? `(${pendingLabel}) ${t}` : t);
          pendingLabel = null;
        }
        continue;
      }
      walk(kids, inSchedule);
    }
  };
  walk(roots, false);
  return {
    content: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    headings,
    provisions,
  };
}

/** Parses one XML fragment (fast-xml-parser, order preserved). Throws when the root is not act, bill or sop. */
export function parseLegislationXml(xml: string, file: string): XmlFragment {
  const tree = parser.parse(xml) as XmlNode[];
  const comments = [...xml.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1] ?? '').join(' ');
  const docName =
    /\b((?:act|bill|amendment-paper)_[a-z]+_\d{4}_\d+_en_\d{4}-\d{2}-\d{2}[A-Z]?)\b/.exec(comments)?.[1] ??
    null;
  const versionDate = docName ? (/(\d{4}-\d{2}-\d{2})[A-Z]?$/.exec(docName)?.[1] ?? null) : null;
  const root = tree.find((n) => {
    const t = tagOf(n);
    return t === 'act' || t === 'bill' || t === 'sop';
  });
  if (!root) throw new Error(`${file}: root element is not act, bill or sop`);
  const kind = tagOf(root) as XmlFragment['kind'];
  const a = attrsOf(root);
  const { content, headings, provisions } = render(kind, childrenOf(root));
  const year = a.year ? Number(a.year) : null;
  return {
    file,
    kind,
    sourceDocument: docName,
    versionDate,
    year: year !== null && Number.isInteger(year) ? year : null,
    number: a['act.no'] ?? a['bill.no'] ?? a['sop.no'] ?? null,
    assentDate: a['date.assent'] && /^\d{4}-\d{2}-\d{2}$/.test(a['date.assent']) ? a['date.assent'] : null,
    billRef:
      kind === 'sop' ? clean(textOf(childrenOf(child(childrenOf(root), 'billref') ?? {}))) || null : null,
    headings,
    provisions,
    content,
  };
}

/** Parses every `*.xml` file of the bundled XML fragments folder, in file-name order. */
export function parseAllXmlFragments(dataDir: string): XmlFragment[] {
  const dir = join(dataDir, XML_FOLDER);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => parseLegislationXml(readData(dataDir, XML_FOLDER, f), f));
}
