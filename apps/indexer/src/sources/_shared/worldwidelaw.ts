import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './common';

/** Records of the worldwidelaw-nz snapshot (Courts of NZ, ERA, Commerce Commission, Imperial Acts). */
export const WWL_FOLDER = 'worldwidelaw-nz';

export interface WwlRecord {
  _id: string;
  _fetched_at: string;
  title: string;
  text: string;
  date?: string;
  url: string;
  court?: string;
  citation?: string;
  reference_no?: string;
  member?: string;
  jurisdiction?: string;
  parties?: string;
  pdf_url?: string | null;
  category?: string;
  act_section?: string;
  outcome?: string;
  case_number?: string;
}

/** Every JSON record of one worldwidelaw-nz sub-folder (`CourtsOfNZ`, `ERA`, `Legislation`, …), by file name. */
export function readWwlFolder(dataDir: string, folder: string): WwlRecord[] {
  return readdirSync(join(dataDir, WWL_FOLDER, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson<WwlRecord>(dataDir, WWL_FOLDER, folder, f));
}
