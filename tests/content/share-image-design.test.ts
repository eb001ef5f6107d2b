import { describe, expect, it } from 'vitest';
import { hyphenatedOnlyIfLong } from '../../src/content/node/page-head/share-image-design';

const SHY = '\u00AD';

describe('share picture titles break words only where they must (issue 39)', () => {
  it('drops the soft hyphens of a word that fits a line whole', () => {
    // Seen on /faq's English picture: "ques-tions" beside a line with room to spare.
    expect(hyphenatedOnlyIfLong(`Fre${SHY}quent${SHY}ly asked ques${SHY}tions`, 66)).toBe(
      'Frequently asked questions',
    );
    expect(
      hyphenatedOnlyIfLong(`Ihre Un${SHY}ter${SHY}neh${SHY}mens${SHY}spra${SHY}che,`, 58),
    ).toBe('Ihre Unternehmenssprache,');
  });

  it('keeps them in a word that may be wider than the column', () => {
    const long = `Un${SHY}ter${SHY}neh${SHY}mens${SHY}kom${SHY}mu${SHY}ni${SHY}ka${SHY}ti${SHY}on`;
    expect(hyphenatedOnlyIfLong(`Für ${long}`, 58)).toBe(`Für ${long}`);
    // The same word at the smallest size fits: no split.
    expect(hyphenatedOnlyIfLong(long, 30)).toBe('Unternehmenskommunikation');
  });
});
