import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readActSections } from '../sources/pco-acts/full-text/sections';
import {
  type ActDefinition,
  type ActHeading,
  type ActPurpose,
  contentStems,
  type EvidenceSources,
  type GlossaryEntry,
  type SectionCounts,
} from './evidence';
import { readWordNet } from './wordnet';

/** A purpose section's heading ("Purpose", "Purposes of this Act", "Object") or the long title. */
const PURPOSE = /^(?:purposes?|objects?)(?: of (?:this|the) Act)?$|^long title$/i;
/** An interpretation section's heading: "Interpretation", "Definitions", "Meaning of …". */
const INTERPRETATION = /^(?:interpretation|definitions?|meaning of\b)/i;
/** A definition's first line: the defined term, then "means", "includes", "has the meaning", or a dash. */
const DEFINITION =
  /^([A-Za-z][A-Za-z'’ -]{1,60}?)(?:,[^—]{0,80})?\s*(?:means|includes|has the (?:same )?meaning|—)/;

/**
 * The defined terms of an interpretation section's text, one per definition (a line opening on the term, with the
 * lines of its paragraphs after it). Pure.
 */
export function readDefinitions(act: string, section: string, text: string): ActDefinition[] {
  const out: ActDefinition[] = [];
  for (const line of text.split('\n')) {
    const m = /^\(/.test(line) ? null : DEFINITION.exec(line);
    if (m?.[1] && !/^In this\b/i.test(line)) out.push({ act, section, term: m[1].trim(), text: line });
    else if (out.length > 0 && /^\(/.test(line)) {
      const last = out[out.length - 1];
      if (last) last.text += `\n${line}`;
    }
  }
  return out;
}

/**
 * Reads what everyday terms' sources are checked against: every Act's section headings and the definitions of
 * its interpretation sections (the bundled legislation text under `dataDir`), the Ministry of Justice glossary
 * (`dataDir/moj-glossary`) and WordNet 3.1. Takes a few seconds and a few hundred MB.
 */
export function readEvidenceSources(dataDir: string): EvidenceSources {
  const definitions: ActDefinition[] = [];
  const headings: ActHeading[] = [];
  const sectionCounts: SectionCounts = new Map();
  const purposes: ActPurpose[] = [];
  for (const [, sections] of readActSections(dataDir)) {
    for (const s of sections) {
      if (!s.repealed)
        for (const stem of new Set(contentStems(`${s.heading} ${s.text}`))) {
          let byAct = sectionCounts.get(stem);
          if (!byAct) {
            byAct = new Map();
            sectionCounts.set(stem, byAct);
          }
          byAct.set(s.actTitle, (byAct.get(s.actTitle) ?? 0) + 1);
        }
      const section = s.pinpoint;
      if (s.heading) headings.push({ act: s.actTitle, section, heading: s.heading });
      if (PURPOSE.test(s.heading ?? '') || PURPOSE.test(s.label))
        purposes.push({ act: s.actTitle, section, text: s.text });
      if (INTERPRETATION.test(s.heading ?? ''))
        definitions.push(...readDefinitions(s.actTitle, section, s.text));
    }
  }
  const glossaryFile = JSON.parse(
    readFileSync(join(dataDir, 'moj-glossary', 'nz-justice-glossary.json'), 'utf8'),
  ) as { entries: GlossaryEntry[] }[];
  const glossary = glossaryFile.flatMap((g) => g.entries);
  return { definitions, headings, purposes, glossary, sectionCounts, wordnet: readWordNet() };
}
