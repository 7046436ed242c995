import { readFileSync } from 'node:fs';
import { GuidanceDataSchema, type SituationGuidance, type TopicInformation } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { answerGuidance } from './get-guidance';

// The bundled guidance (data/guidance/guidance.json); matching reads only each record's `keywords` and `id`.
const data = GuidanceDataSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../../data/guidance/guidance.json', import.meta.url), 'utf8')),
);
const records = {
  situations: data.situations as unknown as SituationGuidance[],
  topics: data.topics as unknown as TopicInformation[],
  checkedAt: null,
};

describe('answerGuidance', () => {
  it('matches a typed query through the everyday terms', () => {
    expect(answerGuidance(records, 'my boss sacked me').situation?.id).toBe('employment-dismissal');
  });

  it('does not read the words of an Act’s subject as everyday ones ("Public Works" is not employment)', () => {
    const answer = answerGuidance(records, 'Public Works');
    expect(answer.situation).toBeNull();
    expect(answer.topic).toBeNull();
    // A keyword the record holds as typed still matches ("human rights", the Human Rights Act 1993's subject).
    expect(answerGuidance(records, 'Human Rights').situation?.id).toBe('human-rights-discrimination');
  });
});
