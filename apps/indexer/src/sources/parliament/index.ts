import { assertSane } from '../common';
import type { Source } from '../types';
import { parseBills, parseHansard } from './parse';

/** `parliament`: Hansard speech-turn sample (grouped per Hansard document), Bills API records, bill/SOP XML. */
export const parliament: Source = {
  id: 'parliament',
  name: 'New Zealand Parliament (Hansard and Bills API, via corpus-nz-hansard)',
  async load(dataDir) {
    const docs = [...parseHansard(dataDir), ...parseBills(dataDir)];
    assertSane('parliament', docs, { minCount: 800 });
    return docs;
  },
};
