import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActRef, CaseRef, LegalStatementData } from '@aotearoa/contracts';
import { matchSituations as matchS, matchTopics as matchT } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { readGuidance } from './parse';
import { sectionLabels } from './provisions';

/*
 * The guidance of `data/guidance/` against the bundled data it rests on (Acts list, Act outlines, case data), and the
 * matcher the API answers `GET /api/guidance` with. The statements against the Acts' section texts:
 * provisions.data.test.ts.
 */
const read = (...p: string[]) => readFileSync(join(DATA_DIR, ...p), 'utf8');
const { situations: SITUATION_GUIDANCE, topics: TOPIC_INFORMATION } = readGuidance(DATA_DIR);
const matchSituations = (q: string) => matchS(SITUATION_GUIDANCE, q);
const matchTopics = (q: string) => matchT(TOPIC_INFORMATION, q);

/** Act titles and URLs from the bundled Acts list (CSV with quoted fields) and the Act outlines. */
function loadActs(): { titles: Set<string>; urls: Set<string> } {
  const titles = new Set<string>();
  const urls = new Set<string>();
  const csv = read('openlawnz-parsers', 'legislation-acts-normalised.csv').split('\n').slice(1);
  for (const line of csv) {
    const m = /^(?:"([^"]*)"|([^,]*)),\d+,\d+,(https:[^,]+),/.exec(line);
    if (!m) continue;
    titles.add((m[1] ?? m[2] ?? '').trim());
    urls.add(m[3] ?? '');
  }
  for (const line of read('legislation-act-outlines', 'act-outlines.jsonl').split('\n')) {
    if (line.trim() === '') continue;
    const r = JSON.parse(line) as { title: string; source_url: string };
    titles.add(r.title);
    urls.add(r.source_url);
  }
  return { titles, urls };
}

/** Act title → section label → heading, from the Act outlines. */
function loadOutlines(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const line of read('legislation-act-outlines', 'act-outlines.jsonl').split('\n')) {
    if (line.trim() === '') continue;
    const r = JSON.parse(line) as { title: string; contents?: { label: string; heading: string }[] };
    out.set(r.title, new Map((r.contents ?? []).map((c) => [c.label, c.heading])));
  }
  return out;
}

/** All text in which case citations appear in the bundled case data. */
function loadCaseData(): string {
  const parts = [read('jdo-openlawnz', 'jdo-judgments-metadata.csv'), read('worldwidelaw-nz', 'INDEX.csv')];
  const dir = join(DATA_DIR, 'openlawnz-parsers', 'case-texts');
  for (const f of readdirSync(dir)) parts.push(readFileSync(join(dir, f), 'utf8').slice(0, 3000));
  return parts.join('\n').replace(/\s+/g, ' ');
}

const situationStatements = SITUATION_GUIDANCE.flatMap((s) => [
  ...s.keyPoints,
  ...(s.timeLimit ? [s.timeLimit] : []),
]);
const topicStatements = TOPIC_INFORMATION.flatMap((t) => [
  t.definition,
  ...(t.relevantCourt ? [t.relevantCourt] : []),
  ...t.keyProvisions,
  ...(t.timeLimit ? [t.timeLimit] : []),
]);
const statements: LegalStatementData[] = [...situationStatements, ...topicStatements];
const acts: ActRef[] = [
  ...SITUATION_GUIDANCE.map((s) => s.relevantAct),
  ...TOPIC_INFORMATION.flatMap((t) => t.applicableLaw),
];
const cases: CaseRef[] = [
  ...SITUATION_GUIDANCE.flatMap((s) => s.relevantCases),
  ...TOPIC_INFORMATION.flatMap((t) => t.importantCaseLaw),
];

describe('guidance matcher', () => {
  it("matches 'being fired' to the employment dismissal record", () => {
    expect(matchSituations('being fired')[0]?.id).toBe('employment-dismissal');
    expect(matchTopics('being fired')[0]?.id).toBe('employment');
  });

  it("matches 'dividing relationship property' to relationship property", () => {
    expect(matchSituations('dividing relationship property')[0]?.id).toBe('relationship-property');
    expect(matchTopics('dividing relationship property')[0]?.id).toBe('relationship-property');
  });

  it('matches the main page examples to their situations', () => {
    expect(matchSituations('family violence')[0]?.id).toBe('family-violence');
    expect(matchSituations('youth court')[0]?.id).toBe('youth-court');
    expect(matchSituations('child protection')[0]?.id).toBe('child-protection');
    expect(matchSituations('victim support')[0]?.id).toBe('victim-support');
    expect(matchSituations('Human Rights Act')[0]?.id).toBe('human-rights-discrimination');
    expect(matchSituations('my landlord kept the bond')[0]?.id).toBe('tenancy-bond');
    expect(matchSituations('starting a business')[0]?.id).toBe('starting-business');
    expect(matchSituations('tax problems')[0]?.id).toBe('tax-problems');
    expect(matchSituations('buying and selling a house')[0]?.id).toBe('buying-selling-house');
  });

  it('matches a whole keyword, not one word shared with a keyword', () => {
    expect(matchSituations('I was arrested by police')).toEqual([]);
    expect(matchTopics('I was arrested by police')[0]?.id).toBe('criminal');
    expect(matchTopics('family law')[0]?.id).toBe('family');
    expect(matchSituations('criminal law')).toEqual([]);
    expect(matchTopics('criminal law')[0]?.id).toBe('criminal');
    expect(matchSituations('buying a house')[0]?.id).toBe('buying-selling-house');
    expect(matchTopics('buying a house')[0]?.id).not.toBe('relationship-property');
  });

  it('returns nothing for short or unrelated queries', () => {
    expect(matchSituations('tax')).toEqual([]);
    expect(matchSituations('   ')).toEqual([]);
    expect(matchSituations('zebra crossing colours')).toEqual([]);
  });
});

describe('guidance records against the bundled data', () => {
  const { titles, urls } = loadActs();
  const outlines = loadOutlines();
  const caseData = loadCaseData();

  it('cites only Acts present in the Acts list or the Act outlines, at their official address', () => {
    for (const a of acts) {
      expect(titles.has(a.title), a.title).toBe(true);
      expect(urls.has(a.url), `${a.title} ${a.url}`).toBe(true);
    }
    for (const s of statements) expect(titles.has(s.source.act), s.source.act).toBe(true);
  });

  it('gives every statement a pinpoint, a search query for its first section and the date it was checked', () => {
    for (const st of statements) {
      expect(st.source.section, st.text).toMatch(/^ss? \d+[A-Z]*(\(\d+[A-Za-z]*\))*/);
      const first = /^ss? (\d+[A-Z]*)/.exec(st.source.section)?.[1];
      expect(st.source.searchQuery).toBe(`${st.source.act} s ${first}`);
      expect(st.checkedAt).toBe('2026-12-02');
    }
  });

  it('cites sections that exist in the Act outline where that part of the Act is outlined', () => {
    let checked = 0;
    for (const s of statements) {
      const outline = outlines.get(s.source.act);
      if (!outline || outline.size === 0) continue;
      const labels = [...outline.keys()].filter((l) => /^\d/.test(l));
      const max = Math.max(...labels.map((l) => Number.parseInt(l, 10)));
      for (const label of sectionLabels(s.source.section)) {
        if (Number.parseInt(label, 10) > max) continue; // beyond the (partial) outline
        expect(outline.has(label), `${s.source.act} s ${label}`).toBe(true);
        expect(outline.get(label), `${s.source.act} s ${label}`).not.toMatch(/\[Repealed\]/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('names only cases whose neutral citation and name appear in the case data', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(caseData.includes(c.citation), c.citation).toBe(true);
      const firstParty = (c.name.split(' v ')[0] ?? '').replace(/-/g, ' ').toUpperCase();
      expect(caseData.toUpperCase().replace(/-/g, ' ').includes(firstParty), c.name).toBe(true);
    }
  });

  it('carries the publication notice verbatim from the judgment text', () => {
    for (const c of cases) {
      if (c.publicationNotice) expect(caseData.includes(c.publicationNotice), c.citation).toBe(true);
    }
  });

  it('states the statutory time limits as the sections say (issue 14 examples)', () => {
    const byId = new Map(SITUATION_GUIDANCE.map((x) => [x.id, x]));
    const topics = new Map(TOPIC_INFORMATION.map((x) => [x.id, x]));
    const pg = byId.get('employment-dismissal')?.timeLimit;
    expect(pg?.source.section).toMatch(/^s 114/);
    expect(pg?.text).toContain('90 days');
    expect(pg?.text).toContain('12 months'); // sexual harassment, s 114(7)(a)
    const rp = byId.get('relationship-property')?.timeLimit;
    expect(rp?.source.section).toMatch(/^s 24/);
    expect(rp?.text).toContain('12 months');
    expect(rp?.text).toContain('3 years');
    const cpa = topics.get('criminal')?.timeLimit;
    expect(cpa?.source.section).toBe('s 25');
    for (const part of ['6 months', '$7,500', '12 months', '$20,000', '5 years', 'category 4'])
      expect(cpa?.text).toContain(part);
    expect(cpa?.text).not.toMatch(/summary offences/);
  });

  it('fixes the wrong statements the check found', () => {
    const all = statements;
    const reparation = all.find(
      (x) => x.source.act === 'Sentencing Act 2002' && /^s 12/.test(x.source.section),
    );
    expect(reparation?.text).toMatch(/must/);
    const integrity = all.find((x) => /integrity of the tax system/.test(x.text));
    expect(integrity?.source.section).toBe('s 6');
    const shortMarriage = all.find((x) => /marriage of short duration/i.test(x.text));
    expect(shortMarriage?.source.section).toBe('s 14');
    const shortDeFacto = all.find((x) => /de facto relationship of short duration/i.test(x.text));
    expect(shortDeFacto?.source.section).toMatch(/^s 14A/);
    // S v P [2018] NZHC 2645 is about returning children to Australia, not Oranga Tamariki care and protection.
    expect(byIdCases('child-protection')).not.toContain('[2018] NZHC 2645');
    // Attorney-General v Taylor is about declarations of inconsistency, not discrimination.
    expect(byIdCases('human-rights-discrimination')).not.toContain('[2018] NZSC 104');
  });
});

describe('what the review of every statement against its provision added (issue 50)', () => {
  const find = (act: string, pinpoint: RegExp) => {
    const found = statements.filter((x) => x.source.act === act && pinpoint.test(x.source.section));
    expect(found.length, `${act} ${pinpoint}`).toBeGreaterThan(0);
    return found;
  };

  it('carries each condition or exception the sample check found left out', () => {
    const [agreement] = find('Property (Relationships) Act 1976', /^ss 21, 21F, 21H$/);
    expect(agreement?.text).toMatch(/void unless/);
    expect(agreement?.text).toMatch(/not materially prejudiced/);
    const [registration] = find('Companies Act 1993', /^s 12\(1\)–\(3\)$/);
    for (const part of [
      'consent',
      'not disqualified',
      'shareholder',
      'reserving',
      'constitution',
      'registered office',
    ])
      expect(registration?.text).toContain(part);
    const [gst] = find('Goods and Services Tax Act 1985', /^ss 8\(1\), 11, 14$/);
    expect(gst?.text).toMatch(/Exempt supplies are not taxed/);
    expect(gst?.text).toMatch(/0%/);
    const [views] = find('Oranga Tamariki Act 1989', /^s 5\(1\)\(a\)$/);
    expect(views?.text).toContain('wherever practicable');
    const [employment] = find('Human Rights Act 1993', /^s 22\(1\)$/);
    expect(employment?.text).toMatch(/qualified for work/);
    const [authority] = find('Employment Relations Act 2000', /^ss 161\(1\), 179/);
    expect(authority?.text).toMatch(/written determination/);
    expect(authority?.text).toMatch(/oral determination/);
    const [districtCourt] = find('Criminal Procedure Act 2011', /^s 9\(/);
    expect(districtCourt?.text).toMatch(/every category 4 proceeding, is transferred to the High Court/);
    expect(districtCourt?.text).not.toMatch(/some category/);
  });
});

function byIdCases(id: string): string[] {
  return (SITUATION_GUIDANCE.find((x) => x.id === id)?.relevantCases ?? []).map((c) => c.citation);
}
