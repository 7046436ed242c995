import cliProgress from 'cli-progress';

/**
 * How the ingest CLI shows each source's progress: on a terminal, a bar per source redrawn in place; written to a
 * log or a pipe (no TTY), one line per source as it finishes (a redraw per tick there would print every bar again
 * at each tick).
 */
export interface IngestProgress {
  /** A source's state while it runs: records `done` of `total` (total unknown: 0 of 1), and its job state. */
  update(source: string, done: number, total: number, status: string): void;
  /** A source finished with `records` records in the staging index. */
  done(source: string, records: number): void;
  /** A source failed with `reason`. */
  failed(source: string, reason: string): void;
  /** Stops drawing (bars) — call once, before printing anything else. */
  stop(): void;
}

/**
 * A progress display for `sources`: bars on a TTY (`interactive`), else one line per finished source through
 * `writeLine`; `quiet` shows nothing while running (failures are still reported by the caller).
 */
export function createIngestProgress(
  sources: readonly string[],
  opts: { interactive: boolean; quiet: boolean; writeLine?: (line: string) => void },
): IngestProgress {
  if (opts.quiet) return { update() {}, done() {}, failed() {}, stop() {} };
  if (!opts.interactive) return lineProgress(sources, opts.writeLine ?? ((line) => console.log(line)));
  return barProgress(sources);
}

/** One line per finished source: ` <source> done: <n> records (<k>/<all> sources)` or `… FAILED: <reason>`. */
function lineProgress(sources: readonly string[], writeLine: (line: string) => void): IngestProgress {
  const width = Math.max(0, ...sources.map((s) => s.length));
  const finished = new Set<string>();
  const line = (source: string, what: string) => {
    if (finished.has(source)) return;
    finished.add(source);
    writeLine(` ${source.padEnd(width)} ${what} (${finished.size}/${sources.length} sources)`);
  };
  return {
    update() {},
    done: (source, records) => line(source, `done: ${records} records`),
    failed: (source, reason) => line(source, `FAILED: ${reason}`),
    stop() {},
  };
}

function barProgress(sources: readonly string[]): IngestProgress {
  const bars = new cliProgress.MultiBar(
    {
      format: ' {source} |{bar}| {value}/{total} records {status}',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const width = Math.max(0, ...sources.map((s) => s.length));
  const barOf = new Map(
    sources.map((id) => [id, bars.create(1, 0, { source: id.padEnd(width), status: 'waiting' })]),
  );
  return {
    update(source, done, total, status) {
      const bar = barOf.get(source);
      bar?.setTotal(Math.max(1, total));
      bar?.update(done, { status });
    },
    done(source, records) {
      const bar = barOf.get(source);
      bar?.setTotal(Math.max(1, records));
      bar?.update(records, { status: 'done' });
    },
    failed(source) {
      barOf.get(source)?.update({ status: 'FAILED' });
    },
    stop: () => bars.stop(),
  };
}
