import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotVersion } from './snapshot-version';

describe('snapshotVersion', () => {
  it('ignores data/derived/vocabulary.json (read by the API, not indexed) but changes with an indexed file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapver-'));
    try {
      mkdirSync(join(dir, 'derived'));
      mkdirSync(join(dir, 'guidance'));
      writeFileSync(join(dir, 'derived', 'vocabulary.json'), '{"sections":1}');
      writeFileSync(join(dir, 'guidance', 'guidance.json'), '{"checkedAt":"2026-11-23"}');
      writeFileSync(join(dir, 'indexed.jsonl'), '{"a":1}\n');
      const before = snapshotVersion(dir);
      writeFileSync(join(dir, 'derived', 'vocabulary.json'), '{"sections":2}');
      expect(snapshotVersion(dir)).toBe(before);
      // The guidance is indexed now (the `guidance` source): editing it makes the index stale.
      writeFileSync(join(dir, 'guidance', 'guidance.json'), '{"checkedAt":"2026-11-24"}');
      const afterGuidance = snapshotVersion(dir);
      expect(afterGuidance).not.toBe(before);
      writeFileSync(join(dir, 'indexed.jsonl'), '{"a":2}\n');
      expect(snapshotVersion(dir)).not.toBe(afterGuidance);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
