/**
 * Where the bundled text of the Acts is, and its provenance: two snapshots of legislation.govt.nz, the newer used for
 * every Act it holds. Read by the Acts' source (pco-acts, section by section) and by the guidance's source (the
 * provisions its statements cite); neither imports the other.
 */

/** The two full-text snapshots: their files (folder, file under `data/`) and provenance (each folder's PROVENANCE.md). */
export const FULLTEXT_SNAPSHOTS = {
  recent: {
    files: [
      ['legislation-status-recent', 'fulltext-priority-current.jsonl'],
      ['legislation-status-recent', 'fulltext-other-current.jsonl.gz'],
    ],
    source: 'legislation.govt.nz — Parliamentary Counsel Office (official pages, via joedaviesio/magna)',
    retrievedAt: '2026-01-31',
    note: 'Text as shown on the official legislation.govt.nz version named by its as-at date (2017–2026); not a check of today’s law.',
  },
  principal: {
    files: [
      ['legislation-fulltext-principal', 'acts-priority.fulltext.jsonl'],
      ['legislation-fulltext-principal', 'acts-other-principal.fulltext.jsonl.gz'],
      // Repealed Acts whose successors have no text here (Land Transfer Act 1952, Education Act 1989…), from the
      // same source: the words of a situation reach them and the API places the successor beside them.
      ['legislation-fulltext-repealed', 'acts-repealed-predecessors.fulltext.jsonl.gz'],
    ],
    source:
      'legislation.govt.nz — Parliamentary Counsel Office (2009–2014 reprints, via wombleton/gitlaw-nz)',
    retrievedAt: '2015-03-30',
    note: 'Text of the reprint of the date shown, as legislation.govt.nz published it by 2015; the Act may have been amended or repealed since. Not current law.',
  },
} as const;
