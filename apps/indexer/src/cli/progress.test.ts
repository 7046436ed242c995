import { describe, expect, it } from 'vitest';
import { createIngestProgress } from './progress';

describe('createIngestProgress without a terminal', () => {
  it('writes one line per source as it finishes, nothing per tick', () => {
    const lines: string[] = [];
    const progress = createIngestProgress(['pco-acts', 'nzlii-cases'], {
      interactive: false,
      quiet: false,
      writeLine: (l) => lines.push(l),
    });
    for (let tick = 0; tick < 100; tick++) progress.update('pco-acts', tick, 100, 'active');
    expect(lines).toEqual([]);
    progress.done('pco-acts', 1234);
    progress.done('pco-acts', 1234);
    progress.failed('nzlii-cases', 'parse error in x.html');
    progress.stop();
    expect(lines).toEqual([
      ' pco-acts    done: 1234 records (1/2 sources)',
      ' nzlii-cases FAILED: parse error in x.html (2/2 sources)',
    ]);
  });

  it('writes nothing when quiet', () => {
    const lines: string[] = [];
    const progress = createIngestProgress(['a'], {
      interactive: false,
      quiet: true,
      writeLine: (l) => lines.push(l),
    });
    progress.done('a', 1);
    expect(lines).toEqual([]);
  });
});
