import type { Page } from '@playwright/test';

/** What the lines of a page's text do wrong (issues 21.2 and 37.1, decision 230). */
export interface LineProblems {
  /**
   * A line break between two letters with no break point, or at a break point that shows no
   * hyphen (Chromium's `text-wrap: pretty` can break there without one): a word cut in two.
   */
  broken: string[];
  /**
   * A heading's word broken at a break point although it is shorter than 13 letters or fits
   * the heading's line whole ("Unternehmensspra-che" at 1440 px).
   */
  headingBreaks: string[];
  /** A piece of a broken word of fewer than 5 letters alone at a line's start or end. */
  loneSyllables: string[];
  /**
   * A text whose last line starts with the end of a broken word ("Meilen- / steinen.") although
   * the word fits a line whole.
   */
  lastWordBroken: string[];
  /** A line that starts with a dash between words ("post / – ProL"): it reads as a list item. */
  dashStarts: string[];
}

/**
 * Reads every visible text line of the page. Text is followed per block (a heading's
 * `.breakable-word` inline block belongs to its heading), across the text nodes and the
 * `.shy` break points that BreakableText draws (components/breakable-text.tsx): a line break
 * is clean after a space, a dash or a slash, at a break point (a `.shy` span or a soft hyphen
 * in the text, which then shows as "-"), or next to anything that is not a letter or digit.
 */
export function lineProblems(page: Page): Promise<LineProblems> {
  return page.evaluate(() => {
    const problems: LineProblems = {
      broken: [],
      headingBreaks: [],
      loneSyllables: [],
      lastWordBroken: [],
      dashStarts: [],
    };
    const wordChar = /[\p{L}\p{N}]/u;
    const letter = /\p{L}/u;

    /** The element whose lines a text node's characters lie on. */
    const blockOf = (element: Element): Element => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const display = getComputedStyle(at).display;
        const inline =
          display === 'inline' ||
          display === 'contents' ||
          (display === 'inline-block' && at.classList.contains('breakable-word'));
        if (!inline) return at;
      }
      return document.body;
    };

    interface Char {
      char: string;
      top: number | null;
      height: number;
      /** A break point (a `.shy` span) stands just before this character. */
      pointBefore: boolean;
      /** That break point draws its hyphen (its `::before` has a width only when it shows). */
      pointShows: boolean;
    }
    // Runs of characters in document order, one per stretch of text in one block.
    const runs: { block: Element; chars: Char[] }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const holder = node.parentElement;
      // Whitespace-only nodes count: a space between two inline elements is a break chance.
      if (!text || !holder?.checkVisibility()) continue;
      // Visually hidden text (the honeypot's label, sr-only) lies in a box a few px wide.
      if (holder.getBoundingClientRect().width < 24 && !holder.closest('.breakable-word')) continue;
      const block = blockOf(holder);
      let run = runs.at(-1);
      if (run?.block !== block) runs.push((run = { block, chars: [] }));
      // The break point may stand just outside an inline wrapper the text opens (the nowrap
      // span that keeps an info button with a label's last piece: BreakableText's `after`).
      let start: Node = node;
      while (
        !start.previousSibling &&
        start.parentElement?.tagName === 'SPAN' &&
        !start.parentElement.classList.contains('breakable-word')
      )
        start = start.parentElement;
      const previous = start.previousSibling;
      const pointBefore = previous instanceof Element && previous.classList.contains('shy');
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // A character right after a break may also report an empty box at the end of the line
        // before: its box is the last one with a width.
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
        run.chars.push({
          char: text[i]!,
          top: rect?.top ?? null,
          height: rect?.height ?? 0,
          pointBefore: i === 0 && pointBefore,
          pointShows: i === 0 && pointBefore && previous.getBoundingClientRect().width > 0,
        });
      }
    }

    const plain = (chars: Char[]) => chars.map((c) => c.char).join('');
    /** The whole word around index `at` (letters only, soft hyphens left out). */
    const wordAround = (chars: Char[], at: number) => {
      let start = at;
      let end = at;
      const inWord = (c: Char | undefined) => !!c && (letter.test(c.char) || c.char === '\u00AD');
      while (inWord(chars[start - 1])) start--;
      while (inWord(chars[end + 1])) end++;
      return plain(chars.slice(start, end + 1)).replace(/\u00AD/g, '');
    };
    const fitsLine = (word: string, block: Element) => {
      const probe = document.createElement('span');
      probe.textContent = word;
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      block.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(block);
      const line =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return width <= line;
    };

    for (const { block, chars } of runs) {
      const heading = block.closest('h1, h2, h3, h4');
      const prose = block.closest('p, li, dd, h1, h2, h3, h4');
      let lastTop: number | null = null;
      let lastIndex = -1;
      for (let i = 0; i < chars.length; i++) {
        const { top, height } = chars[i]!;
        if (top === null) continue;
        if (lastTop !== null && top > lastTop + height / 2) {
          const betweenChars = chars.slice(lastIndex + 1, i + 1);
          const between = plain(chars.slice(lastIndex + 1, i));
          const before = chars[lastIndex]!.char;
          const after = chars[i]!.char;
          const atPoint = between.includes('\u00AD') || betweenChars.some((c) => c.pointBefore);
          const hyphenShows = between.includes('\u00AD') || betweenChars.some((c) => c.pointShows);
          const inWord =
            !/[\s\-–—/]/.test(before + between) && wordChar.test(before) && wordChar.test(after);
          const context = plain(chars.slice(Math.max(0, lastIndex - 12), i + 8))
            .replace(/\u00AD/g, '')
            .trim();
          if (inWord && !atPoint)
            problems.broken.push(`"${context}" (broken between "${before}" and "${after}")`);
          else if (inWord && !hyphenShows)
            problems.broken.push(`"${context}" (broken at a break point that shows no hyphen)`);
          if (inWord && atPoint) {
            const word = wordAround(chars, lastIndex);
            if (heading && word.length < 13)
              problems.headingBreaks.push(`"${word}" (${word.length} letters) broken in a heading`);
            else if (heading && fitsLine(word, block))
              problems.headingBreaks.push(`"${word}" broken in a heading although it fits a line`);
            if (prose) {
              const head = plain(chars.slice(0, lastIndex + 1)).match(/[\p{L}\u00AD]*$/u)![0];
              const tail = plain(chars.slice(i)).match(/^[\p{L}\u00AD]*/u)![0];
              const letters = (piece: string) => piece.replace(/\u00AD/g, '').length;
              if (letters(head) < 5 || letters(tail) < 5)
                problems.loneSyllables.push(`"${context}": a piece of under 5 letters on a line`);
              const rest = plain(chars.slice(i));
              if (/^[\p{L}\u00AD]*[^\p{L}\p{N}\s]*\s*$/u.test(rest)) {
                const word = wordAround(chars, lastIndex);
                if (fitsLine(word, block))
                  problems.lastWordBroken.push(`"${context}": the text ends on a piece of a word`);
              }
            }
          }
          // "die KI- / Redaktion": a prefix of one or two letters left at a heading's line end.
          if (heading && before === '-' && wordChar.test(after)) {
            const prefix = plain(chars.slice(0, lastIndex)).match(/(?<![\p{L}\p{N}])\p{L}{1,2}$/u);
            if (prefix) problems.headingBreaks.push(`"${context}": "${prefix[0]}-" ends a line`);
          }
          if (/[–—]/.test(after) && /^\s/.test(chars[i + 1]?.char ?? ' '))
            problems.dashStarts.push(`"${context}": a line starts with a dash`);
          // "in der ProL- / App.": the last line holds only what follows a compound's hyphen.
          const rest = plain(chars.slice(i));
          if (prose && /[-–]/.test(before) && /^[\p{L}]+[^\p{L}\p{N}\s]*\s*$/u.test(rest)) {
            const head = plain(chars.slice(0, lastIndex + 1)).match(/\S*$/u)![0];
            const word = (head + rest.trim()).replace(/\u00AD/g, '');
            if (fitsLine(word, block))
              problems.lastWordBroken.push(`"${context}": the text ends on a compound's last part`);
          }
        }
        lastTop = top;
        lastIndex = i;
      }
    }
    return problems;
  });
}
