import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotVersion } from './snapshot-version';

describe('snapshotVersion', () => {
  it('ignores data/guidance (not indexed) but changes when an indexed data file changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapver-'));
    try {
      cpSync(join(__dirname, '../../../data/guidance'), join(dir, 'guidance'), { recursive: true });
      writeFileSync(join(dir, 'indexed.jsonl'), '{"a":1}\n');
      const before = snapshotVersion(dir);
      writeFileSync(join(dir, 'guidance', 'guidance.json'), '{"edited":true}');
      expect(snapshotVersion(dir)).toBe(before);
      writeFileSync(join(dir, 'indexed.jsonl'), '{"a":2}\n');
      expect(snapshotVersion(dir)).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
