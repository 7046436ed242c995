import type { LegalStatus } from '@aotearoa/contracts';
import { clean, parsePrintedDate, readJsonl } from '../../_shared/common';
import { actIdFromNumber } from './sections';

/**
 * An Act's legal status, true or dated, from the bundled evidence (strongest first):
 * 1. the cover of an official legislation.govt.nz version (legislation-status-recent/acts-status-magna-2025.jsonl):
 *    a repeal note with its date and provision, else "in force as at <version date>";
 * 2. a repeal provision in the text of a later Act that names the Act with its number
 *    (legislation-status-recent/repeal-provisions-in-acts.jsonl; the provision states no date);
 * 3. the verbatim evidence gathered for the Acts named in the brief (brief-acts-repeal-evidence.jsonl);
 * 4. repeals recorded by the official pages read for legislation-act-outlines (its PROVENANCE.md);
 * 5. the repeal alert of the c.2020 list of Acts (openlawnz-parsers), which names the date and the repealing Act;
 * 6. an official contents page with a reprint date (legislation-act-outlines): in force as at that reprint;
 *    but an official PCO XML version file of a later date, listed by another stored inventory
 *    (acts-status-other-sources.jsonl), speaks first: in force as at it when the inventory gives the stage, else
 *    a version as at that date, status not confirmed.
 * An Act none of these speaks for is `not_confirmed`: the c.2020 list did not mark it repealed, and nothing newer
 * says whether it is in force today. Never `in_force` without a dated official version.
 */

const STATUS_DIR = 'legislation-status-recent';
const MAGNA_SOURCE = 'legislation.govt.nz (official version cover, via joedaviesio/magna)';

interface MagnaStatus {
  title: string;
  number: string;
  status: 'in_force' | 'repealed';
  status_date: string | null;
  repealed_by: string | null;
  repeal_note: string | null;
  version_as_at: string | null;
  official_url: string;
}

/** A record of acts-status-other-sources.jsonl (metadata read from other stored copies of PCO files). */
interface OtherSourceStatus {
  title: string;
  number: string;
  status: 'in_force' | null;
  status_date: string | null;
  status_date_kind: string;
  source_retrieved_as_of: string;
  official_url: string;
  source_repo: string;
}

interface RepealProvision {
  repealing_act: string;
  section: string;
  section_url: string;
  version_as_at: string | null;
  acts_named_with_number: { title: string; number: string }[];
}

interface BriefEvidence {
  title: string;
  number: string;
  status_from_new_evidence: string | null;
  evidence: {
    quote: string;
    act_title: string;
    section: string;
    version_as_at?: string;
    section_url?: string;
  }[];
}

/**
 * Repeals stated by the official pages read for legislation-act-outlines and recorded in its PROVENANCE.md ("Not
 * recorded because the official page shows the Act as repealed (on 1 August 2020, by the Education and Training Act
 * 2020)"). Copied from that file; no other source in the collection states them.
 */
const OUTLINE_PAGE_REPEALS: Record<string, { date: string; by: string }> = {
  'act-1964-135': { date: '2020-08-01', by: 'Education and Training Act 2020' },
  'act-1989-80': { date: '2020-08-01', by: 'Education and Training Act 2020' },
};
const OUTLINES_PROVENANCE_URL = 'https://www.legislation.govt.nz/act/public/2020/0038/latest/whole.html';

/** "on 1 December 2020" → `2020-12-01` inside a repeal note; null when no printed date. */
function dateInNote(note: string): string | null {
  const m = /\bon (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(note);
  return m?.[1] ? parsePrintedDate(m[1]) : null;
}

/** The repealing provision of a note: `… by section 216(1) of the Privacy Act 2020 (2020 No 31).` → that text. */
function repealedByInNote(note: string): string | null {
  // The c.2020 list's notes end "… (2017 No 30).]": the closing bracket and full stop are not the Act's name.
  const m = /\bby (.+?)[.\]\s]*$/.exec(clean(note));
  return m?.[1] ?? null;
}

/**
 * Legal status of every Act the status evidence speaks for, keyed by Act id (`act-<year>-<number>`).
 * `c2020Alerts` maps Act ids to the c.2020 list's repeal alert (only Acts it flags repealed).
 */
export function readStatusEvidence(
  dataDir: string,
  c2020Alerts: Map<string, { alert: string; url: string }> = new Map(),
): Map<string, LegalStatus> {
  const out = new Map<string, LegalStatus>();
  const setIfAbsent = (id: string | null, s: LegalStatus) => {
    if (id && !out.has(id)) out.set(id, s);
  };

  for (const m of readJsonl<MagnaStatus>(dataDir, STATUS_DIR, 'acts-status-magna-2025.jsonl')) {
    const id = actIdFromNumber(m.number);
    if (m.status === 'repealed') {
      setIfAbsent(id, {
        state: 'repealed',
        as_at: m.status_date ?? (m.repeal_note ? dateInNote(m.repeal_note) : null),
        repealed_by: m.repealed_by ?? (m.repeal_note ? repealedByInNote(m.repeal_note) : null),
        evidence: m.repeal_note ?? null,
        source: MAGNA_SOURCE,
        source_url: m.official_url,
      });
    } else {
      setIfAbsent(id, {
        state: 'in_force',
        as_at: m.version_as_at ?? m.status_date,
        repealed_by: null,
        evidence: 'No repeal note on the official version of that date.',
        source: MAGNA_SOURCE,
        source_url: m.official_url,
      });
    }
  }

  for (const p of readJsonl<RepealProvision>(dataDir, STATUS_DIR, 'repeal-provisions-in-acts.jsonl')) {
    for (const named of p.acts_named_with_number) {
      setIfAbsent(actIdFromNumber(named.number), {
        state: 'repealed',
        as_at: null,
        repealed_by: `section ${p.section} of the ${p.repealing_act}`,
        evidence: `Repealed by section ${p.section} of the ${p.repealing_act} (the provision states no date; text as at ${p.version_as_at ?? 'unknown'}).`,
        evidence_as_at: p.version_as_at ?? null,
        source: MAGNA_SOURCE,
        source_url: p.section_url,
      });
    }
  }

  for (const b of readJsonl<BriefEvidence>(dataDir, STATUS_DIR, 'brief-acts-repeal-evidence.jsonl')) {
    const e = b.evidence[0];
    if (b.status_from_new_evidence !== 'repealed' || !e) continue;
    setIfAbsent(actIdFromNumber(b.number), {
      state: 'repealed',
      as_at: null,
      repealed_by: e.act_title,
      evidence: `“${e.quote}” (${e.act_title}, ${e.section}; text as at ${e.version_as_at ?? 'unknown'})`,
      evidence_as_at: e.version_as_at ?? null,
      source: MAGNA_SOURCE,
      source_url: e.section_url ?? 'https://www.legislation.govt.nz/',
    });
  }

  for (const [id, r] of Object.entries(OUTLINE_PAGE_REPEALS)) {
    setIfAbsent(id, {
      state: 'repealed',
      as_at: r.date,
      repealed_by: r.by,
      evidence: `The official legislation.govt.nz page shows the Act as repealed on ${r.date} by the ${r.by}.`,
      source: 'legislation.govt.nz (official page read for the Act outlines)',
      source_url: OUTLINES_PROVENANCE_URL,
    });
  }

  for (const [id, a] of c2020Alerts) {
    const alert = clean(a.alert);
    const note = /repealed/i.test(alert) ? alert : '';
    setIfAbsent(id, {
      state: 'repealed',
      as_at: note ? dateInNote(note) : null,
      repealed_by: note ? repealedByInNote(note.split(/(?<=\))\.\s/)[0] ?? note) : null,
      evidence: alert || 'Marked repealed in the c.2020 list of Acts on legislation.govt.nz.',
      source: 'legislation.govt.nz Acts list (c.2020 scrape, via OpenLaw NZ)',
      source_url: a.url,
    });
  }

  // 7. The date of an official PCO XML version file listed by another stored inventory: newer than a reprint read
  // from a contents page (the Income Tax Act 2007's 2010 reprint against its version as at 1 July 2026). In force
  // when that inventory states the stage; otherwise a listed version, status not confirmed. Third-party reviews of
  // official pages (also in that file) are leads only and are not read.
  for (const o of readJsonl<OtherSourceStatus>(dataDir, STATUS_DIR, 'acts-status-other-sources.jsonl')) {
    const file = /act_public_\d{4}_\d+_en_\d{4}-\d{2}-\d{2}\.xml/.exec(o.status_date_kind)?.[0];
    if (!file || !o.status_date) continue;
    const listed = `an official PCO XML version file (${file}) listed in ${o.source_repo} (read ${o.source_retrieved_as_of})`;
    setIfAbsent(actIdFromNumber(o.number), {
      state: o.status === 'in_force' ? 'in_force' : 'not_confirmed',
      as_at: o.status_date,
      repealed_by: null,
      evidence:
        o.status === 'in_force'
          ? `Stage "in force" on ${listed}.`
          : `A version as at ${o.status_date} exists: ${listed}; its stage is not given there.`,
      source: `legislation.govt.nz version file list (via ${o.source_repo}, read ${o.source_retrieved_as_of})`,
      source_url: o.official_url,
    });
  }
  return out;
}

/**
 * The title each Act bears on the cover of its latest official legislation.govt.nz version in the bundled data
 * (legislation-status-recent/acts-status-magna-2025.jsonl, versions as at 2017–2026), by Act id: newer than the
 * c.2020 Acts list, so an Act renamed since ("Smoke-free Environments Act 1990" → "Smokefree Environments and
 * Regulated Products Act 1990") or whose te reo title leads ("Te Ture Whenua Maori Act 1993") is named as on that
 * version. Each entry carries the version's date and address (the Act's snapshot note says them).
 */
export function readCurrentTitles(
  dataDir: string,
): Map<string, { title: string; as_at: string | null; url: string }> {
  const out = new Map<string, { title: string; as_at: string | null; url: string }>();
  for (const m of readJsonl<MagnaStatus>(dataDir, STATUS_DIR, 'acts-status-magna-2025.jsonl')) {
    const id = actIdFromNumber(m.number);
    if (id && m.title.trim())
      out.set(id, { title: clean(m.title), as_at: m.version_as_at, url: m.official_url });
  }
  return out;
}

/**
 * Status of an Act nothing dated speaks for, or whose latest evidence is an official contents page with a reprint
 * date (`reprintAsAt`, from legislation-act-outlines): in force as at that reprint, else not confirmed.
 */
export function fallbackStatus(
  officialUrl: string | undefined,
  outline: { reprintAsAt: string | null; url: string } | null,
): LegalStatus {
  if (outline?.reprintAsAt && /^\d{4}-\d{2}-\d{2}$/.test(outline.reprintAsAt)) {
    return {
      state: 'in_force',
      as_at: outline.reprintAsAt,
      repealed_by: null,
      evidence: 'Official contents page showing a reprint of that date.',
      source: 'legislation.govt.nz (official contents page read 2026-11-22)',
      source_url: outline.url,
    };
  }
  return {
    state: 'not_confirmed',
    as_at: null,
    repealed_by: null,
    evidence:
      'Not marked repealed in the c.2020 list of Acts on legislation.govt.nz; no later source in the bundled data says whether it is in force.',
    source: 'legislation.govt.nz Acts list (c.2020 scrape, via OpenLaw NZ)',
    source_url: officialUrl ?? 'https://www.legislation.govt.nz/',
  };
}
