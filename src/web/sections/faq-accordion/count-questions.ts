/** Guards against a runaway loop if a resource lookup ever answered "yes" to everything. */
const MAX_QUESTIONS = 200;

export function questionKey(group: string, number: number, part: 'question' | 'answer'): string {
  return `${group}.${number}.${part}`;
}

/**
 * SPEC §2 FAQ: the count is found by probing keys 1, 2, ... until one is missing, so adding a
 * question is a locale edit only (no page or code change).
 */
export function countQuestions(group: string, exists: (key: string) => boolean): number {
  let count = 0;
  while (count < MAX_QUESTIONS && exists(questionKey(group, count + 1, 'question'))) count++;
  return count;
}
