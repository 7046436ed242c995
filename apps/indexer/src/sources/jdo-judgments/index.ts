import { assertSane } from '../common';
import type { Source } from '../types';
import { JDO_SOURCE_NAME, parseJdo } from './parse';

/** `jdo-judgments`: JDO index records (2010–2020) and the 13 JDO judgment texts (see parse.ts). */
export const jdoJudgments: Source = {
  id: 'jdo-judgments',
  name: JDO_SOURCE_NAME,
  async load(dataDir) {
    const docs = parseJdo(dataDir);
    assertSane('jdo-judgments', docs, { minCount: 2500 });
    return docs;
  },
};
