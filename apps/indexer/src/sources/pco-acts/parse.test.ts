import { describe, it } from 'vitest';
import { expectGoldenOutput } from '../_shared/golden';
import { pcoActs } from '.';

// The parse of every Act of the bundled snapshot is checked in parse.data.test.ts (the `data` project).
describe('pco-acts (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(pcoActs, import.meta.dirname);
  });
});
