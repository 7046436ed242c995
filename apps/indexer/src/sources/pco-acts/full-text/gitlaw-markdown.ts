/**
 * Parser of the Markdown copies of legislation.govt.nz reprints in the gitlaw-nz repository
 * (https://github.com/wombleton/gitlaw-nz): one Act per file, `# <Title>Public Act<year> No <n>`, a contents list
 * linking each provision to its legislation.govt.nz anchor, `## Part …`, `### Subpart …`, `#### <cross-heading>`,
 * `##### <label> <heading>` per section, `## Schedule …`, then the reprint notes, link references and the Act's
 * amendment Acts under their own `# ` titles.
 * Gives records in the shape of data/legislation-fulltext-principal (see the PROVENANCE.md of
 * data/legislation-fulltext-repealed, built with it by scripts/extract-gitlaw-acts.ts).
 */
/** The source repository named in every record. */
export const GITLAW_REPO = 'wombleton/gitlaw-nz';

/** One provision as data/legislation-fulltext-principal records it. */
export interface GitlawRecord {
  act_title: string;
  year: number;
  act_number: string;
  section: string;
  heading: string;
  text: string;
  history_notes: string;
  kind: 'section' | 'schedule' | 'long_title';
  repealed: boolean;
  part: string | null;
  subpart: string | null;
  crossheading: string | null;
  pco_dlm_id: string | null;
  source_repo: string;
  source_path: string;
  source_commit: string;
  version_date_or_as_at: string | null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "5 December 2013" → "2013-12-05"; null when not a date of that form. */
function isoDate(text: string): string | null {
  const m = /(\d{1,2}) ([A-Za-z]+) (\d{4})/.exec(text);
  const month = m ? MONTHS.indexOf((m[2] ?? '').toLowerCase()) : -1;
  if (!m || month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
}

/** Markdown of one paragraph as plain text: links unwrapped, images, emphasis, escapes and list bullets dropped, dashes set. */
function plain(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\[\d+\]/g, '$1')
    .replace(/^\s*\*\s+/, '')
    .replace(/\*\*([^*]*?)\*\*/g, '$1')
    .replace(/(?<!\\)_([^_]+)_/g, '$1')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/\\([[\].*_()#+-])/g, '$1')
    .replace(/""/g, '"')
    .trim();
}

/** A paragraph that records the provision's history ("Section 3: replaced, on …", "Compare: …"). */
const HISTORY =
  /^(?:Compare:|(?:Section|Sections|Schedule|Part|Heading|Subpart|Cross-?heading|Form|Clause|Title|Long title)\b[^:]{0,80}:\s+(?:amended|replaced|repealed|inserted|substituted|added|renumbered|moved|revoked|expired|omitted)\b)/i;

/**
 * The long title, sections and schedules of the first Act of a gitlaw-nz Markdown file (later `# ` titles are its
 * amendment Acts), each with its Part, cross-heading, DLM anchor, history notes split from the text, and the reprint's
 * "as at" date. Pure; throws when the file has no Act title line or no section.
 */
export function parseGitlawAct(markdown: string, sourcePath: string, commit: string): GitlawRecord[] {
  const lines = markdown.split('\n');
  const titleAt = lines.findIndex((l) => l.startsWith('# '));
  const titleLine = lines[titleAt] ?? '';
  const m = /^# (.+?)(?:Public|Private|Local) Act\s*(\d{4}) No (\d+)/.exec(titleLine);
  if (!m) throw new Error(`${sourcePath}: no Act title line`);
  const actTitle = (m[1] ?? '').trim();
  const actNumber = `${m[2]} No ${m[3]}`;
  const year = Number(/(\d{4})$/.exec(actTitle)?.[1] ?? m[2]);
  const reprint = lines.slice(0, titleAt).join(' ');
  const asAt = isoDate(reprint);
  // The Act ends where the file's notes begin: its reprint or eprint notes, the link references, or an amendment
  // Act's own title.
  const end = lines.findIndex(
    (l, i) =>
      i > titleAt &&
      (l.startsWith('# ') ||
        /^#{2,6} (?:Reprints? notes|Eprint notes|Notes)\b/.test(l) ||
        /^\[\d+\]: /.test(l)),
  );
  const body = lines.slice(titleAt + 1, end < 0 ? lines.length : end);

  // Link references: [n]: …#DLM123 → DLM123; the contents list ties each label to a reference.
  const refs = new Map<string, string>();
  for (const l of lines) {
    const r = /^\[(\d+)\]: \S*?(DLM\d+)\s*$/.exec(l);
    if (r) refs.set(r[1] ?? '', r[2] ?? '');
  }
  const contentsEnd = body.findIndex(
    (l, i) => i > 0 && l.trim() === '---' && body.slice(0, i).some((x) => x.startsWith('## Contents')),
  );
  const dlmOf = new Map<string, string>();
  for (const l of body.slice(0, Math.max(0, contentsEnd))) {
    const c = /^\[([^\]]+)\]\[(\d+)\]\[\]\[\d+\]/.exec(l);
    const dlm = c ? refs.get(c[2] ?? '') : undefined;
    if (c && dlm && !dlmOf.has(c[1] ?? '')) dlmOf.set(c[1] ?? '', dlm);
  }

  const base = {
    act_title: actTitle,
    year,
    act_number: actNumber,
    source_repo: GITLAW_REPO,
    source_path: sourcePath,
    source_commit: commit,
    version_date_or_as_at: asAt,
  };
  const out: GitlawRecord[] = [];
  let part: string | null = null;
  let subpart: string | null = null;
  let crossheading: string | null = null;
  /** The provision being read: its fields but the ones its text gives (set when it ends), and its paragraphs. */
  type Open = Omit<GitlawRecord, keyof typeof base | 'text' | 'history_notes' | 'repealed'> & {
    paras: string[];
  };
  let current: Open | null = null;
  const flush = () => {
    if (!current) return;
    const open: Open = current;
    // A line of three dashes alone is a horizontal rule (before the notes that end the Act), not text.
    const paras = open.paras
      .filter((p) => p.trim() !== '---')
      .map(plain)
      .filter((p) => p !== '');
    const history = paras.filter((p) => HISTORY.test(p));
    const text = paras.filter((p) => !HISTORY.test(p)).join('\n');
    const { paras: _paras, ...rest } = open;
    out.push({
      ...base,
      ...rest,
      text,
      history_notes: history.join('\n'),
      repealed: /^\[Repealed\]$/.test(text) || /\[Repealed\]$/.test(rest.heading),
    });
    current = null;
  };

  let i = contentsEnd < 0 ? 0 : contentsEnd + 1;
  // The long title: the paragraph before the first provision.
  const firstProvision = body.findIndex((l, j) => j >= i && /^#{2,5} /.test(l));
  const longTitle = body
    .slice(i, firstProvision < 0 ? body.length : firstProvision)
    .map(plain)
    .filter((p) => p !== '' && p !== '---')
    .join(' ');
  if (longTitle)
    out.push({
      ...base,
      section: 'long title',
      heading: 'Long title',
      text: longTitle,
      history_notes: '',
      kind: 'long_title',
      repealed: false,
      part: null,
      subpart: null,
      crossheading: null,
      pco_dlm_id: null,
    });
  if (firstProvision >= 0) i = firstProvision;
  for (; i < body.length; i++) {
    const l = body[i] ?? '';
    const partLine = /^## (Part \S+)\s*$/.exec(l);
    const scheduleLine = /^## (Schedule(?: \S+)?)\s*$/.exec(l);
    if (partLine && current?.kind !== 'schedule') {
      flush();
      part = `${partLine[1]} ${plain(body[i + 1] ?? '')}`.trim();
      subpart = null;
      crossheading = null;
      i++;
      continue;
    }
    if (scheduleLine) {
      flush();
      const label = (scheduleLine[1] ?? '').replace(/^Schedule\s*/, '') || '1';
      const heading = plain(body[i + 1] ?? '');
      current = {
        section: `Schedule ${label}`.trim(),
        heading,
        kind: 'schedule',
        part: null,
        subpart: null,
        crossheading: null,
        pco_dlm_id: dlmOf.get(scheduleLine[1] ?? '') ?? null,
        paras: [],
      };
      part = null;
      subpart = null;
      i++;
      continue;
    }
    if (current?.kind === 'schedule') {
      // Inside a schedule every heading is part of its text.
      current.paras.push(l.replace(/^#+\s*/, ''));
      continue;
    }
    const subpartLine = /^### (Subpart .+)$/.exec(l);
    if (subpartLine) {
      flush();
      subpart = plain(subpartLine[1] ?? '');
      crossheading = null;
      continue;
    }
    // An empty heading line (`####` alone) marks nothing.
    if (/^#+\s*$/.test(l)) continue;
    const cross = /^#### (.+)$/.exec(l);
    if (cross) {
      flush();
      crossheading = plain(cross[1] ?? '');
      continue;
    }
    const section = /^##### (\S+) (.+)$/.exec(l);
    if (section) {
      flush();
      const label = section[1] ?? '';
      current = {
        section: label,
        heading: plain(section[2] ?? ''),
        kind: 'section',
        part,
        subpart,
        crossheading,
        pco_dlm_id: dlmOf.get(label) ?? null,
        paras: [],
      };
      continue;
    }
    if (current) current.paras.push(l);
  }
  flush();
  if (!out.some((r) => r.kind === 'section')) throw new Error(`${sourcePath}: no section parsed`);
  return out;
}
