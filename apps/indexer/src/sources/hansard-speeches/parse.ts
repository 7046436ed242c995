import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from '@aotearoa/contracts';
import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { clean, makeDocument, readCsv, readData, slug } from '../_shared/common';
import { readSpeakerLine } from './speaker';

export const XML_FOLDER = 'hansard-govhack-2017-xml';
export const REO_FOLDER = 'hansard-te-reo-tehiku';
const XML_REPO = 'https://github.com/kayakr/parliament.nz';
const REO_REPO = 'https://github.com/TeHikuMedia/nga-tautohetohe-reo';
/** When the texts were read from Parliament's site: the scraper's last commit, and the corpus's (PROVENANCE.md). */
const XML_RETRIEVED = '2017-07-30';
const REO_RETRIEVED = '2018-01-10';
export const XML_SOURCE = 'New Zealand Parliament Hansard (structured by Open Voices, GovHack 2017)';
export const REO_SOURCE =
  'New Zealand Parliament Hansard (te reo Māori utterances, compiled by Te Hiku Media)';

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? clean(String(v)) : '');

interface XmlContent {
  type?: string;
  name?: string;
  text?: string;
}
interface XmlSpeech {
  by?: string;
  time?: string;
  SpeechContents?: { Content?: XmlContent | XmlContent[] };
}
interface XmlDebate {
  title?: string;
  subtitle?: string;
  Speeches?: { Speech?: XmlSpeech | XmlSpeech[] };
}
interface XmlHansard {
  Hansard?: {
    Preface?: { title?: string; link?: string; date?: string };
    Debates?: { Debate?: XmlDebate | XmlDebate[] };
    Bills?: { BillDebate?: XmlDebate | XmlDebate[] } | string;
  };
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['Debate', 'BillDebate', 'Speech', 'Content'].includes(name),
});

/**
 * One sitting day of Hansard as structured XML (Open Voices, GovHack 2017: `Hansard/Preface`, `Debates/Debate` and
 * `Bills/BillDebate`, each with its `Speeches/Speech`) → one `parliamentary_debate` document per speech, in the
 * file's order: id `hansard-speech-<yyyymmdd>-<n>`, title the debate's title and subtitle as printed, the speaker,
 * party, electorate and office as the speaker line states them (`readSpeakerLine`; never inferred), the date and
 * time of the speech, its text (a turn by another member, such as an interjection, is prefixed with that member's
 * name), and the sitting day's page on parliament.nz (the Preface's link) as its official page. The scraper left
 * out question time and votes, so a day holds only some of its debates (`snapshot_note`).
 */
export function parseSittingDay(xml: string, file: string): Document[] {
  const doc = (parser.parse(xml) as XmlHansard).Hansard;
  if (!doc?.Preface) throw new Error(`${file}: not a Hansard sitting day (no Preface)`);
  const dayUrl = text(doc.Preface.link);
  // The sitting day's Hansard volume, as its title gives it (`Wednesday, 26 July 2017 - Volume 724 - …`).
  const volume = /\bVolume (\d+)\b/.exec(text(doc.Preface.title))?.[1];
  const bills = typeof doc.Bills === 'object' ? list(doc.Bills.BillDebate) : [];
  const debates = [...list(doc.Debates?.Debate), ...bills];
  const out: Document[] = [];
  for (const debate of debates) {
    const title = [text(debate.title), text(debate.subtitle)].filter(Boolean).join(' — ');
    for (const speech of list(debate.Speeches?.Speech)) {
      const by = text(speech.by);
      const time = /^(\d{4})(\d{2})(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text(speech.time));
      if (!time) throw new Error(`${file}: speech by ${by || '(nobody)'} has no time`);
      const date = `${time[1]}-${time[2]}-${time[3]}`;
      const who = readSpeakerLine(by);
      const turns = list(speech.SpeechContents?.Content)
        .map((c) => ({ name: text(c.name), body: text(c.text) }))
        .filter((c) => c.body);
      const byName = who.speaker.toLowerCase();
      const content = turns
        .map((c) =>
          c.name && c.name !== by && !c.name.toLowerCase().startsWith(byName)
            ? `${c.name}: ${c.body}`
            : c.body,
        )
        .join('\n');
      out.push(
        makeDocument({
          id: `hansard-speech-${date.replaceAll('-', '')}-${out.length + 1}`,
          title: title || 'Hansard',
          type: 'parliamentary_debate',
          date_published: date,
          summary: null,
          content,
          metadata: {
            speaker: who.speaker,
            ...(who.party ? { party: who.party } : {}),
            ...(who.electorate ? { electorate: who.electorate } : {}),
            ...(who.office ? { office: who.office } : {}),
            speaker_line: by,
            subject: title,
            ...(volume ? { volume } : {}),
            debate_type: 'speech',
            time: `${date}T${time[4]}`,
            ...(/^https:\/\/www\.parliament\.nz\//.test(dayUrl) ? { official_url: dayUrl } : {}),
            sitting_day: text(doc.Preface.title),
            snapshot_note:
              'One speech of a sitting day as Parliament published it; question time and votes of that day are not held.',
          },
          source: XML_SOURCE,
          sourceUrl: XML_REPO,
          retrievedAt: XML_RETRIEVED,
        }),
      );
    }
  }
  return out;
}

/** Every sitting-day file (`<yyyymmdd>.xml`) of the structured Hansard folder, in date order. */
export function parseStructuredHansard(dataDir: string): Document[] {
  const files = readdirSync(join(dataDir, XML_FOLDER))
    .filter((f) => /^\d{8}\.xml$/.test(f))
    .sort();
  return files.flatMap((f) => parseSittingDay(readData(dataDir, XML_FOLDER, f), f));
}

/** ISO date of the corpus's `Wā` column (`11-Feb-2003`, with trailing blanks), or null. */
export function reoDate(v: string | undefined): string | null {
  const d = DateTime.fromFormat(clean(v), 'dd-MMM-yyyy', { locale: 'en' });
  return d.isValid ? d.toISODate() : null;
}

/**
 * Te Hiku Media's corpus of te reo Māori utterances from Hansard 2003–2017 (`hansardcorpusWEB.csv`: only utterances
 * more than half in te reo Māori) → one `parliamentary_debate` document per speaker (by name) and sitting-day record, the
 * utterances in the order of the record (section, then utterance): id `hansard-reo-<date>-<speaker>`, the speaker,
 * party, electorate and office as the speaker line states them, the sitting day's date, and its page on parliament.nz
 * (the corpus's document address) as the official page. These are excerpts, never a whole debate (`snapshot_note`),
 * and the corpus gives no debate titles: the title names the speaker and the sitting day.
 */
export function parseReoExcerpts(dataDir: string): Document[] {
  const rows = readCsv(dataDir, REO_FOLDER, 'hansardcorpusWEB.csv');
  const groups = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const url = clean(r['Hansard document url']);
    // One member is sometimes printed with and without their office on one day: one record, keyed by the name.
    const key = `${url}\u0000${readSpeakerLine(r['Ingoa kaikōrero'] ?? '').speaker}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: Document[] = [];
  const ids = new Set<string>();
  for (const turns of groups.values()) {
    turns.sort(
      (a, b) =>
        Number(a['Section number']) - Number(b['Section number']) ||
        Number(a['Utterance number']) - Number(b['Utterance number']),
    );
    const first = turns[0] ?? {};
    const url = clean(first['Hansard document url']);
    // The fullest way the day prints the speaker (with the brackets, where one has them).
    const line = clean(
      (turns.find((t) => /\)\s*:?$/.test(clean(t['Ingoa kaikōrero']))) ?? first)['Ingoa kaikōrero'],
    ).replace(/\s*:$/, '');
    // The sitting day's Hansard volume, as the record's address gives it (`…/volume-606-week-14-…`).
    const volume = /\/volume-(\d+)-/.exec(url)?.[1];
    const date = reoDate(first.Wā);
    if (!date) throw new Error(`hansard te reo: ${url}: no date in "${first.Wā}"`);
    const who = readSpeakerLine(line);
    const day = clean(first.Title).replace(/^Parliamentary Debates \(Hansard\) for\s*/i, '');
    // Two records of one sitting day can share a date and speaker
    // (a day "continued" on another; its record's address differs): the second is numbered -2, in the file's order.
    const base = `hansard-reo-${date.replaceAll('-', '')}-${slug(who.speaker, 60)}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    out.push(
      makeDocument({
        id,
        title: `${line}: te reo Māori in Hansard, ${day || date}`,
        type: 'parliamentary_debate',
        date_published: date,
        content: turns.map((t) => clean(t.Kōrero)).join('\n'),
        metadata: {
          speaker: who.speaker,
          ...(who.party ? { party: who.party } : {}),
          ...(who.electorate ? { electorate: who.electorate } : {}),
          ...(who.office ? { office: who.office } : {}),
          speaker_line: line,
          ...(volume ? { volume } : {}),
          debate_type: 'speech excerpts',
          language: 'mi',
          ...(/^https:\/\/www\.parliament\.nz\//.test(url) ? { official_url: url } : {}),
          sitting_day: clean(first.Title),
          utterances: turns.length,
          snapshot_note:
            'Te reo Māori excerpts only: the utterances of this speaker that day that were mostly in te reo Māori, not the whole debate.',
        },
        source: REO_SOURCE,
        sourceUrl: REO_REPO,
        retrievedAt: REO_RETRIEVED,
      }),
    );
  }
  return out;
}
