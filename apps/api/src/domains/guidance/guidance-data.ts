import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GuidanceData, GuidanceDataSchema } from '@aotearoa/contracts';

/** The guidance data file: `data/guidance/guidance.json` under the repository root. */
export const GUIDANCE_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../data/guidance/guidance.json',
);

let cached: GuidanceData | undefined;

/**
 * Reads and validates the guidance records (situations and topics, each statement with its section, checked
 * date and the dated text it was checked against). Read once per process and kept.
 * @param file path of the JSON file (default GUIDANCE_FILE).
 * @throws Error naming the file and the first invalid field when the file is missing or does not validate.
 */
export function loadGuidance(file: string = GUIDANCE_FILE): GuidanceData {
  if (file === GUIDANCE_FILE && cached) return cached;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read guidance data ${file}: ${(err as Error).message}`);
  }
  const parsed = GuidanceDataSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`guidance data ${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  if (file === GUIDANCE_FILE) cached = parsed.data;
  return parsed.data;
}
