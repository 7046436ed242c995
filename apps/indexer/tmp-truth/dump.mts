import { writeFileSync } from 'node:fs';
import { DATA_DIR, loadCorpus } from '/work/wt-truth/apps/indexer/src/corpus';
const { documents, bySource } = await loadCorpus(DATA_DIR);
console.log(bySource);
writeFileSync('/tmp/truth/corpus-after.json', JSON.stringify(documents));
const tally = (f: (d: any) => string) => { const m: Record<string, number> = {}; for (const d of documents) { const k = f(d); m[k] = (m[k] ?? 0) + 1; } return m; };
console.log(tally((d) => d.type + ' | ' + d.source));
console.log(tally((d) => { try { return d.type + ' ' + new URL(d.metadata.official_url ?? 'none:x').host; } catch { return d.type+' bad'; } }));
console.log(tally((d) => (d.court ?? '-') + ' => ' + d.legal_area.join(',')));
