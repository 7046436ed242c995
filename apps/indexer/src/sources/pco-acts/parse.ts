import type { LegalStatus } from '@aotearoa/contracts';
import { FULLTEXT_SNAPSHOTS } from '../../model/legislation-text';
import type { ActSection, SourceDocument } from '../../model/source-document';
import {
  clean,
  makeDocument,
  parsePrintedDate,
  readCsv,
  readData,
  readJsonl,
  slug,
  titleKey,
} from '../_shared/common';
import {
  type DocrefFragment,
  fragmentSections,
  readFragments,
  renderFragments,
  SSA_ACT_FILE,
  SSA_RETRIEVED_AT,
  SSA_SNAPSHOT_NOTE,
} from '../_shared/docref-fragments';
import { parseAllXmlFragments, type XmlFragment } from '../_shared/pco-xml';
import { readActSections } from './full-text/sections';
import { fallbackStatus, readCurrentTitles, readStatusEvidence } from './full-text/status';

/** Provenance of the merged inputs (dates and URLs from each folder's PROVENANCE.md). */
export const ACTS_LIST = {
  file: ['openlawnz-parsers', 'legislation-acts-normalised.csv'],
  /** Upstream commit date of the scrape (the scrape itself is c.2020). */
  retrievedAt: '2022-12-26',
  /** When the scrape read legislation.govt.nz, as closely as the source says. */
  scrapedAround: 'c.2020',
  note: 'Public Acts list scraped from legislation.govt.nz c.2020; repeal status and title as at that scrape, not current.',
} as const;
export const TITLES_LIST = {
  file: ['jdo-openlawnz', 'legislation-titles.csv'],
  url: 'https://github.com/Eugene-Bulog/openlawnz-data',
  retrievedAt: '2018-05-01',
  note: 'Act title only, from a c.2018 list of legislation.govt.nz titles; number, date and status not recorded.',
} as const;
/**
 * legislation.govt.nz's list of Acts with a new version, as recorded by the keep-track-nz scraper (items first seen
 * 2025-11-17 … 2025-12-16; folder PROVENANCE.md). The only bundled record of Acts passed after the c.2020 list
 * whose text no snapshot holds (the Education and Training Act 2020, the Incorporated Societies Act 2022).
 */
export const UPDATES_FEED = {
  file: ['nz-legal-feeds-fixtures', 'keep-track-nz-legislation-updates-2025.jsonl'],
  retrievedAt: '2025-12-16',
  source: 'legislation.govt.nz new versions list (recorded by keep-track-nz, 2025-12-16)',
  note: 'Title, number and address of a new version listed on legislation.govt.nz in November–December 2025; the text of the Act is not in the bundled data.',
} as const;

export const OUTLINES = {
  file: ['legislation-act-outlines', 'act-outlines.jsonl'],
  retrievedAt: '2026-11-22',
  note: 'Contents (Part and section headings) as shown on the official page read; lists are often partial.',
} as const;

const SOURCE_NAME = 'Parliamentary Counsel Office (legislation.govt.nz, via OpenLaw NZ)';

/** `act-<year>-<number>` from a legislation.govt.nz Act URL (`/act/public/2000/0024/…` → `act-2000-24`). */
export function actIdFromUrl(url: string): string | null {
  const m = /\/acts?\/public\/(\d{4})\/([0-9a-z]+)\//i.exec(url);
  if (!m) return null;
  return `act-${m[1]}-${(m[2] ?? '').toLowerCase().replace(/^0+(?=.)/, '')}`;
}

/** Splits a scraped title that glues two titles together (`…Act 1989Oranga Tamariki Act 1989`). */
export function splitGluedTitles(title: string): string[] {
  return title
    .split(/(?<=\bAct(?: \(No \d+\))? \d{4}(?:[–-]\d{2})?)(?=\p{Lu})/u)
    .map(clean)
    .filter(Boolean);
}

interface ActRow {
  title: string;
  year: string;
  number: string;
  url: string;
  alerts: string;
  repealed_flag: string;
}

interface OutlineRecord {
  title: string;
  year?: number;
  number?: string;
  reprint_as_at?: string;
  administered_by?: string;
  contents?: { label: string; heading: string }[];
  source_url: string;
}

/** The alert text with its duplicated repetition removed (the scrape repeats each alert twice). */
function dedupeAlerts(alerts: string): string {
  const a = clean(alerts);
  const half = a.length / 2;
  if (a.length > 1 && Number.isInteger(half - 0.5)) {
    const left = a.slice(0, Math.floor(half));
    if (`${left} ${left}` === a) return left;
  }
  return a;
}

function headingLine(label: string, heading: string): string {
  return /^part\b/i.test(label) ? clean(`${label} ${heading}`) : clean(`s ${label} ${heading}`);
}

/**
 * The Acts list (1,837 rows → one document per Act, former titles merged in), enriched with:
 * the Act outlines (section and Part headings into `metadata.sections` and `content`, reprint date, administering
 * agency), the Social Security Act 2018 full text, the Act XML fragments (Crimes Act 1961 ss 253–254 etc.), and
 * the c.2018 titles list (titles not in the Acts list become title-only documents), the Acts newer than every list
 * that legislation.govt.nz listed with a new version in late 2025 (`UPDATES_FEED`), dated legal statuses, the
 * titles on the covers of the latest official versions (an Act renamed since the lists is named as there). The Act
 * that replaced each repealed Act (`metadata.replaced_by`) is linked by the corpus-wide stage (enrich/successors.ts).
 * Ids: `act-<year>-<number>` from the official URL; title-only documents `act-t-<title slug>`.
 */
export function parseActs(dataDir: string): SourceDocument[] {
  const rows = readCsv(dataDir, ...ACTS_LIST.file) as unknown as ActRow[];
  if (rows.length === 0) throw new Error('Acts list is empty');
  const docs = new Map<string, SourceDocument>();
  const byTitle = new Map<string, string>();
  const c2020Alerts = new Map<string, { alert: string; url: string }>();
  const outlineDates = new Map<string, { reprintAsAt: string | null; url: string }>();

  // 1. Acts list: group rows by work (year + number segment of the URL); a "formertitle" row is a former title.
  const groups = new Map<string, ActRow[]>();
  for (const r of rows) {
    if (!r.title || !r.year || !r.url)
      throw new Error(`Acts list row without title/year/url: ${JSON.stringify(r)}`);
    const id = actIdFromUrl(r.url);
    if (!id) throw new Error(`Acts list row with an unexpected URL: ${r.url}`);
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  for (const [id, group] of groups) {
    const primary = group.find((r) => !r.url.includes('formertitle')) ?? group[0];
    if (!primary) continue;
    const names = splitGluedTitles(primary.title);
    // Only whole titles count as other titles: a session's year range split off ("Local Legislation Act 1932–33"
    // → "–33") is not one.
    const otherNames = names.slice(1).filter((n) => /\p{L}/u.test(n));
    const formerTitles = group
      .filter((r) => r !== primary && r.url.includes('formertitle'))
      .map((r) => clean(r.title));
    const repealed =
      group.some((r) => r.repealed_flag === 'yes' && r === primary) || primary.repealed_flag === 'yes';
    const alerts = dedupeAlerts(primary.alerts);
    if (repealed) c2020Alerts.set(id, { alert: alerts, url: primary.url });
    const doc = makeDocument({
      id,
      title: names[0] ?? clean(primary.title),
      type: 'legislation',
      citation: `${primary.year} No ${primary.number}`,
      date_enacted: `${primary.year}-01-01`,
      // The list's alerts are the notices the Act's official page showed c.2020 ("Some amendments have not yet been
      // incorporated", "[previous title has changed]", a repeal note): kept as a dated notice, not as a summary of
      // the Act (their words, searched, made repealed Acts match "health", "public", "incorporated").
      summary: null,
      is_current: !repealed,
      metadata: {
        ...(alerts
          ? { site_notice: { text: alerts, as_at: ACTS_LIST.scrapedAround, source_url: primary.url } }
          : {}),
        official_url: primary.url.includes('formertitle') ? undefined : primary.url,
        act_number: primary.number,
        date_precision: 'year',
        ...(otherNames.length ? { alternative_titles: otherNames } : {}),
        ...(formerTitles.length ? { former_titles: formerTitles } : {}),
        snapshot_note: ACTS_LIST.note,
      },
      source: SOURCE_NAME,
      sourceUrl: primary.url,
      retrievedAt: ACTS_LIST.retrievedAt,
    });
    docs.set(id, doc);
    for (const t of [...names, ...formerTitles, ...group.map((r) => r.title)]) byTitle.set(titleKey(t), id);
  }

  // 2. Outlines: merge by id (from the page's own "Public Act YYYY No N", else its official URL), else by title; new
  // doc if absent. The number comes first: three outlines were read from demo.legislation.govt.nz, whose addresses
  // carry another work's year and number (the Bylaws Act 1910's page is at /Acts/public/2019/58/…, the Legislation
  // Act 2019's), so keyed by URL they gave their status, headings and agency to another Act.
  for (const o of readJsonl<OutlineRecord>(dataDir, ...OUTLINES.file)) {
    const numberMatch = /(\d{4}) No (\w+)/.exec(o.number ?? '');
    const id =
      (numberMatch ? `act-${numberMatch[1]}-${(numberMatch[2] ?? '').toLowerCase()}` : null) ??
      actIdFromUrl(o.source_url) ??
      byTitle.get(titleKey(o.title)) ??
      null;
    const existingId = id && docs.has(id) ? id : (byTitle.get(titleKey(o.title)) ?? id);
    if (!existingId) throw new Error(`outline '${o.title}' has no Act number or official URL`);
    const headings = (o.contents ?? []).map((c) => headingLine(c.label, c.heading));
    const known = docs.get(existingId);
    const alt = known?.metadata.alternative_titles as string[] | undefined;
    if (known && alt?.some((t) => titleKey(t) === titleKey(o.title))) {
      // The scrape glued two official titles; the outline's page shows which one leads.
      known.metadata.alternative_titles = [
        known.title,
        ...alt.filter((t) => titleKey(t) !== titleKey(o.title)),
      ];
      known.title = clean(o.title);
    }
    const reprint = o.reprint_as_at ? parsePrintedDate(o.reprint_as_at) : null;
    const base =
      docs.get(existingId) ??
      makeDocument({
        id: existingId,
        title: clean(o.title),
        type: 'legislation',
        citation: numberMatch ? `${numberMatch[1]} No ${numberMatch[2]}` : null,
        date_enacted: o.year ? `${o.year}-01-01` : null,
        metadata: { date_precision: 'year', snapshot_note: OUTLINES.note },
        source: SOURCE_NAME,
        sourceUrl: o.source_url.trim(),
        retrievedAt: OUTLINES.retrievedAt,
      });
    base.metadata = {
      ...base.metadata,
      sections: headings,
      ...(o.administered_by ? { administering_agency: o.administered_by } : {}),
      ...(reprint ? { reprint_date: reprint } : o.reprint_as_at ? { reprint_date: o.reprint_as_at } : {}),
      outline_url: o.source_url.trim(),
    };
    outlineDates.set(existingId, {
      reprintAsAt: reprint ?? null,
      url: o.source_url.trim(),
    });
    base.sections_count = headings.length;
    base.content = headings.length ? headings.join('\n') : base.content;
    docs.set(existingId, base);
    byTitle.set(titleKey(o.title), existingId);
  }

  // 3. Social Security Act 2018 full text (merged into its Acts-list document), section by section.
  const ssaFragments = readFragments(dataDir, SSA_ACT_FILE);
  const ssa = renderFragments(ssaFragments, 's');
  const ssaId = byTitle.get(titleKey('Social Security Act 2018')) ?? 'act-2018-32';
  const ssaDoc: SourceDocument =
    docs.get(ssaId) ??
    makeDocument({
      id: ssaId,
      title: 'Social Security Act 2018',
      type: 'legislation',
      citation: '2018 No 32',
      date_enacted: '2018-01-01',
      source: SOURCE_NAME,
      sourceUrl: 'https://docref.org/nz/ssa/245/en/',
      retrievedAt: SSA_RETRIEVED_AT,
    });
  const ssaUrl =
    typeof ssaDoc.metadata.official_url === 'string'
      ? ssaDoc.metadata.official_url
      : 'https://www.legislation.govt.nz/act/public/2018/0032/latest/whole.html';
  ssaDoc.sectionTexts = ssaSections(ssaFragments, ssaId, ssaDoc.title, ssaUrl);
  // The card's text is its outline, as for the other Acts with their text: the sections hold the law's words.
  ssaDoc.content = ssa.headings.join('\n');
  ssaDoc.sections_count = ssa.sections;
  ssaDoc.metadata = {
    ...ssaDoc.metadata,
    sections: ssa.headings,
    full_text_source: 'https://docref.org/nz/ssa/245/en/',
    full_text_note: SSA_SNAPSHOT_NOTE,
    full_text: {
      as_at: null,
      source: 'legislation.govt.nz — Parliamentary Counsel Office (via docref.org)',
      note: SSA_SNAPSHOT_NOTE,
      sections: ssaDoc.sectionTexts.length,
    },
  };
  docs.set(ssaId, ssaDoc);

  // 4. Act XML fragments (official legislation.govt.nz XML): merged into the Act, or a new document.
  const billsByAssent = assentedActTitles(dataDir);
  for (const f of parseAllXmlFragments(dataDir).filter((x) => x.kind === 'act')) {
    mergeXmlAct(docs, f, billsByAssent);
  }

  // 5. Titles list: titles not already known become title-only documents (bill names in the list are skipped).
  const seen = new Set<string>();
  for (const line of readData(dataDir, ...TITLES_LIST.file).split('\n')) {
    const title = clean(line);
    if (!title || !/\bAct\b/.test(title) || !/\d{4}$/.test(title)) continue;
    const key = titleKey(title);
    if (byTitle.has(key) || seen.has(key)) continue;
    seen.add(key);
    const id = `act-t-${slug(title, 120)}`;
    docs.set(
      id,
      makeDocument({
        id,
        title,
        type: 'legislation',
        date_enacted: `${title.slice(-4)}-01-01`,
        metadata: { date_precision: 'year', snapshot_note: TITLES_LIST.note },
        source: 'legislation.govt.nz Act titles (via OpenLaw NZ data)',
        sourceUrl: TITLES_LIST.url,
        retrievedAt: TITLES_LIST.retrievedAt,
      }),
    );
  }
  // 6. Full text section by section (see full-text/sections.ts): attached to the Act, or a new Act document.
  for (const [actId, sections] of readActSections(dataDir)) attachSections(docs, actId, sections);

  // 6b. Acts on legislation.govt.nz's new-versions list that no other list or text knows: title, number and version
  // link, and the latest version date listed (their legal status, step 7).
  const known = new Set(docs.keys());
  const listedVersions = new Map<string, { asAt: string; url: string }>();
  for (const item of readJsonl<UpdateItem>(dataDir, ...UPDATES_FEED.file)) {
    const m = /^(\d{4}) No (\d+)$/.exec(item.metadata?.act_number ?? '');
    if (!m || item.source_system !== 'LEGISLATION') continue;
    const id = `act-${m[1]}-${m[2]}`;
    const title = clean(item.title);
    const titleOf = byTitle.get(titleKey(title));
    if (known.has(id) || (titleOf && titleOf !== id)) continue;
    // "as at 27 November 2025", or "as enacted" (no amendment since): then the date the list showed it.
    const asAt = parsePrintedDate((item.summary ?? '').replace(/^as at /i, '')) ?? item.date ?? null;
    const seen = listedVersions.get(id);
    if (asAt && (!seen || asAt > seen.asAt)) listedVersions.set(id, { asAt, url: item.url });
    if (docs.has(id)) continue;
    docs.set(
      id,
      makeDocument({
        id,
        title,
        type: 'legislation',
        citation: `${m[1]} No ${m[2]}`,
        date_enacted: `${m[1]}-01-01`,
        metadata: {
          official_url: item.url,
          act_number: m[2],
          date_precision: 'year',
          snapshot_note: UPDATES_FEED.note,
        },
        source: UPDATES_FEED.source,
        sourceUrl: item.url,
        retrievedAt: UPDATES_FEED.retrievedAt,
      }),
    );
    byTitle.set(titleKey(title), id);
  }

  // 7. Legal status from dated evidence (see full-text/status.ts); `is_current` only when in force.
  const statuses = readStatusEvidence(dataDir, c2020Alerts);
  for (const doc of docs.values()) {
    const status = doc.id.startsWith('act-t-')
      ? {
          state: 'not_confirmed' as const,
          as_at: null,
          repealed_by: null,
          evidence: TITLES_LIST.note,
          source: 'legislation.govt.nz Act titles (c.2018, via OpenLaw NZ data)',
          source_url: TITLES_LIST.url,
        }
      : (statuses.get(doc.id) ??
        listedVersionStatus(listedVersions.get(doc.id)) ??
        fallbackStatus(doc.metadata.official_url, outlineDates.get(doc.id) ?? null));
    doc.metadata.legal_status = status;
    doc.is_current = status.state === 'in_force';
  }

  // 8. Titles as on the latest official version's cover: an Act renamed since the older lists takes the title of
  // that version, the earlier one kept among its other titles (still searched and cited, see enrich/chunk.ts and
  // enrich/citations.ts).
  for (const [id, current] of readCurrentTitles(dataDir)) {
    const doc = docs.get(id);
    if (!doc || titleKey(doc.title) === titleKey(current.title)) continue;
    const alternative = (doc.metadata.alternative_titles as string[] | undefined) ?? [];
    const former = (doc.metadata.former_titles as string[] | undefined) ?? [];
    if (alternative.some((t) => titleKey(t) === titleKey(current.title))) {
      // Both are official titles (e.g. "Te Ture Whenua Maori Act 1993" / "Maori Land Act 1993"); the cover leads.
      doc.metadata.alternative_titles = [
        doc.title,
        ...alternative.filter((t) => titleKey(t) !== titleKey(current.title)),
      ];
    } else {
      doc.metadata.former_titles = [...former, doc.title];
    }
    if (typeof doc.metadata.snapshot_note === 'string') {
      doc.metadata.snapshot_note = `${doc.metadata.snapshot_note} Title as on the official version${current.as_at ? ` as at ${current.as_at}` : ''} (${current.url}).`;
    }
    doc.title = current.title;
  }

  // The Act in force that replaced each repealed Act is linked with the rest of the corpus (enrich/successors.ts).
  return [...docs.values()];
}

/** One item of the new-versions list (fields read here; the scraper's record has more). */
interface UpdateItem {
  title: string;
  /** Date the list showed the item (ISO). */
  date?: string;
  source_system: string;
  url: string;
  summary?: string | null;
  metadata?: { act_number?: string | null } | null;
}

/**
 * Status of an Act known only from the new-versions list: a version as at that date was listed (for an Act "as
 * enacted", the date the list showed it), which does not say whether the Act is in force today (an amendment Act,
 * say): not confirmed, with that date.
 */
function listedVersionStatus(v: { asAt: string; url: string } | undefined): LegalStatus | undefined {
  if (!v) return undefined;
  return {
    state: 'not_confirmed',
    as_at: v.asAt,
    repealed_by: null,
    evidence: `legislation.govt.nz listed a version of the Act as at ${v.asAt}; the version itself was not read.`,
    source: UPDATES_FEED.source,
    source_url: v.url,
  };
}

/**
 * The Social Security Act 2018's provisions from its docref fragments (`fragmentSections`) as the Act's section
 * texts: repealed ones left out, each linked to the Act on legislation.govt.nz (`url`; docref's addresses are
 * provenance only, PROVENANCE.md), with no as-at date (the copy's version date is unknown).
 */
function ssaSections(
  fragments: DocrefFragment[],
  actId: string,
  actTitle: string,
  url: string,
): ActSection[] {
  return fragmentSections(fragments, 's')
    .filter((s) => !/^\[repealed\]$/i.test(s.text.trim()))
    .map((s) => ({
      actId,
      actTitle,
      label: s.label,
      pinpoint: s.pinpoint,
      heading: s.heading,
      text: s.text,
      kind: s.kind,
      repealed: false,
      part: s.part,
      anchor: null,
      url,
      asAt: null,
      snapshot: 'docref-c2025',
    }));
}

/**
 * Attaches an Act's sections (repealed ones left out: they hold no law) to its document, creating the document
 * from the full text's own title and number when no list knows the Act. The sections' as-at date and snapshot
 * are recorded in `metadata.full_text`.
 */
function attachSections(docs: Map<string, SourceDocument>, actId: string, sections: ActSection[]) {
  const live = sections.filter((s) => !s.repealed);
  const first = sections[0];
  if (!first || live.length === 0) return;
  const snap =
    first.snapshot === 'current-2017-2026' ? FULLTEXT_SNAPSHOTS.recent : FULLTEXT_SNAPSHOTS.principal;
  const number = /^act-(\d{4})-(\w+)$/.exec(actId);
  const doc: SourceDocument =
    docs.get(actId) ??
    makeDocument({
      id: actId,
      title: first.actTitle,
      type: 'legislation',
      citation: number ? `${number[1]} No ${number[2]}` : null,
      date_enacted: number ? `${number[1]}-01-01` : null,
      metadata: { date_precision: 'year', snapshot_note: snap.note },
      source: snap.source,
      sourceUrl: first.url,
      retrievedAt: snap.retrievedAt,
    });
  doc.sectionTexts = live;
  const headings = live.filter((s) => s.kind === 'section').map((s) => `${s.pinpoint} ${s.heading}`.trim());
  if (!Array.isArray(doc.metadata.sections) || doc.metadata.sections.length === 0) {
    doc.metadata.sections = headings;
  }
  doc.sections_count = Math.max(doc.sections_count, headings.length);
  doc.metadata.full_text = {
    as_at: first.asAt,
    source: snap.source,
    note: snap.note,
    sections: live.length,
  };
  docs.set(actId, doc);
}

/** Act title by assent number (`2026/21`) from the Parliament Bills API detail records. */
function assentedActTitles(dataDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const b of readJsonl<{ Act?: string | null; AssentNumber?: string | null }>(
    dataDir,
    'hansard-bills-nz',
    'bills-api-details.partial.jsonl',
  )) {
    if (b.Act && b.AssentNumber) out.set(b.AssentNumber, clean(b.Act));
  }
  return out;
}

const XML_SOURCE_URL = 'https://github.com/carolinaisslaying/legislation-nz-mcp';

function mergeXmlAct(docs: Map<string, SourceDocument>, f: XmlFragment, titles: Map<string, string>) {
  if (f.year === null || !f.number) throw new Error(`${f.file}: Act fragment without year/number`);
  const id = `act-${f.year}-${f.number.toLowerCase()}`;
  const excerpt = `Excerpt from the official XML (${f.sourceDocument ?? f.file}):\n\n${f.content}`;
  const existing = docs.get(id);
  if (existing) {
    existing.content = existing.content ? `${existing.content}\n\n${excerpt}` : excerpt;
    existing.metadata = {
      ...existing.metadata,
      key_provisions: f.headings.filter((h) => /^s /.test(h)),
      xml_version_date: f.versionDate ?? undefined,
    };
    if (f.assentDate) {
      existing.date_enacted = f.assentDate;
      delete existing.metadata.date_precision;
    }
    return;
  }
  const title = titles.get(`${f.year}/${f.number}`) ?? `Public Act ${f.year} No ${f.number}`;
  docs.set(
    id,
    makeDocument({
      id,
      title,
      type: 'legislation',
      citation: `${f.year} No ${f.number}`,
      date_enacted: f.assentDate,
      content: excerpt,
      sections_count: f.provisions,
      metadata: {
        key_provisions: f.headings.filter((h) => /^s /.test(h)),
        sections: f.headings,
        xml_version_date: f.versionDate ?? undefined,
        snapshot_note: 'Trimmed excerpt of the official XML; not the whole Act.',
      },
      source: 'Parliamentary Counsel Office (legislation.govt.nz XML)',
      sourceUrl: XML_SOURCE_URL,
      retrievedAt: f.versionDate ?? '2026-11-22',
    }),
  );
}
