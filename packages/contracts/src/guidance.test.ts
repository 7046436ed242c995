import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ActRef,
  type CaseRef,
  type LegalStatement,
  matchSituations,
  matchTopics,
  SITUATION_GUIDANCE,
  TOPIC_INFORMATION,
} from './guidance';

const DATA = resolve(__dirname, '../../../data');
const read = (...p: string[]) => readFileSync(join(DATA, ...p), 'utf8');

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
  const dir = join(DATA, 'openlawnz-parsers', 'case-texts');
  for (const f of readdirSync(dir)) parts.push(readFileSync(join(dir, f), 'utf8').slice(0, 3000));
  return parts.join('\n').replace(/\s+/g, ' ');
}

const situationStatements = SITUATION_GUIDANCE.flatMap((s) => [
  ...s.keyPoints,
  ...(s.timeLimit ? [s.timeLimit] : []),
]);
const topicStatements = TOPIC_INFORMATION.flatMap((t) => [
  t.definition,
  t.relevantCourt,
  ...t.keyProvisions,
  ...(t.timeLimit ? [t.timeLimit] : []),
]);
const statements: LegalStatement[] = [...situationStatements, ...topicStatements];
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

  it("matches 'leaving a relationship' to relationship property", () => {
    expect(matchSituations('leaving a relationship')[0]?.id).toBe('relationship-property');
    expect(matchTopics('leaving a relationship')[0]?.id).toBe('relationship-property');
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

  it('gives every statement a section', () => {
    for (const s of statements) expect(s.source.section, s.text).toMatch(/^ss? \d+[A-Z]*(, \d+[A-Z]*)*$/);
  });

  it('cites sections that exist in the Act outline where that part of the Act is outlined', () => {
    let checked = 0;
    for (const s of statements) {
      const outline = outlines.get(s.source.act);
      if (!outline || outline.size === 0) continue;
      const labels = [...outline.keys()].filter((l) => /^\d/.test(l));
      const max = Math.max(...labels.map((l) => Number.parseInt(l, 10)));
      for (const label of s.source.section.replace(/^ss? /, '').split(', ')) {
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

  it('states the statutory time limits', () => {
    const byId = new Map(SITUATION_GUIDANCE.map((s) => [s.id, s]));
    expect(byId.get('employment-dismissal')?.timeLimit?.source).toEqual({
      act: 'Employment Relations Act 2000',
      section: 's 114',
    });
    expect(byId.get('employment-dismissal')?.timeLimit?.text).toContain('90 days');
    const rp = byId.get('relationship-property')?.timeLimit;
    expect(rp?.source.section).toBe('s 24');
    expect(rp?.text).toContain('12 months');
    expect(rp?.text).toContain('3 years');
  });
});
