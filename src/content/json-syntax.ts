import { createScanner, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { offsetToLineColumn } from './text-position';

/** A JSON syntax error as an editor needs it: the character to look at, and what to do. */
export interface SyntaxErrorDescription {
  offset: number;
  message: string;
  suggestion: string;
}

/** jsonc-parser's token kinds (a `const enum` in its types, so not importable as a value). */
const Kind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  ColonToken: 6,
  StringLiteral: 10,
  LineBreakTrivia: 14,
  Trivia: 15,
  EOF: 17,
} as const;

interface Token {
  kind: number;
  offset: number;
  length: number;
}

const OPENERS = new Set<number>([Kind.OpenBraceToken, Kind.OpenBracketToken]);
const CLOSERS = new Set<number>([Kind.CloseBraceToken, Kind.CloseBracketToken]);

/**
 * Describes the first parse error in plain words. Only the first one: a parser that lost its
 * place reports follow-on errors that point at correct text (a trailing comma gives "property
 * name expected" and "value expected" at the same `}`).
 */
export function describeSyntaxError(
  text: string,
  errors: readonly ParseError[],
): SyntaxErrorDescription {
  const first = errors[0];
  if (text.trim() === '' || !first) {
    return {
      offset: 0,
      message: 'the file is empty',
      suggestion: 'a JSON file starts with { and ends with }',
    };
  }
  const reader = new TokenReader(text);
  const code = printParseErrorCode(first.error);
  const at = reader.indexAt(first.offset);
  const token = reader.tokens[at];
  const previous = reader.tokens[at - 1];

  switch (code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return {
        offset: first.offset,
        message: 'comments are not allowed in JSON',
        suggestion: 'delete the comment (JSON files cannot hold notes)',
      };
    case 'UnexpectedEndOfString':
      return {
        offset: first.offset,
        message: 'this text has no closing quote',
        suggestion:
          'end the text with " on the same line (a line break inside a text is written \\n)',
      };
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (token && CLOSERS.has(token.kind) && previous?.kind === Kind.CommaToken) {
        return {
          offset: previous.offset,
          message: 'a comma after the last entry',
          suggestion: 'remove the comma after the last entry',
        };
      }
      return describeSymbol(text, first.offset, code);
    case 'CommaExpected':
      return (token && reader.unclosedBefore(at)) ?? missingComma(reader, at);
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      return reader.unclosedBracket();
    case 'ColonExpected':
      return {
        offset: previous ? previous.offset + previous.length : first.offset,
        message:
          `a colon is missing after the name ${previous ? reader.source(previous) : ''}`.trim(),
        suggestion: 'write the name, a colon, then the value: "title": "home.hero.title"',
      };
    case 'EndOfFileExpected':
      return {
        offset: first.offset,
        message: 'something follows the last closing bracket of the file',
        suggestion: 'delete it, or look for an extra } or ] before it',
      };
    default:
      return describeSymbol(text, first.offset, code);
  }
}

function missingComma(reader: TokenReader, at: number): SyntaxErrorDescription {
  const token = reader.tokens[at] as Token;
  const previous = reader.tokens[at - 1];
  if (!previous) return describeSymbol(reader.text, token.offset, 'CommaExpected');
  const end = previous.offset + previous.length;
  const previousLine = offsetToLineColumn(reader.text, end).line;
  const sameLine = previousLine === offsetToLineColumn(reader.text, token.offset).line;
  return {
    offset: end,
    message: 'a comma is missing between two entries',
    suggestion: sameLine
      ? `add a comma before ${reader.source(token)}`
      : `add a comma at the end of line ${previousLine}, after ${reader.source(previous)}`,
  };
}

function describeSymbol(text: string, offset: number, code: string): SyntaxErrorDescription {
  const char = text[offset] ?? '';
  if (char === "'") {
    return {
      offset,
      message: 'single quotes are not allowed in JSON',
      suggestion: 'write names and texts in double quotes: "title"',
    };
  }
  const word = /^[A-Za-z_][\w-]*/.exec(text.slice(offset))?.[0];
  if (word) {
    return {
      offset,
      message: `${word} is not in double quotes`,
      suggestion: `write "${word}" (names and texts always stand in double quotes)`,
    };
  }
  if (code === 'InvalidEscapeCharacter' || code === 'InvalidUnicode') {
    return {
      offset,
      message: 'a backslash (\\) inside a text starts an unknown escape',
      suggestion: 'write \\\\ for a backslash, \\" for a quote, \\n for a line break',
    };
  }
  if (code === 'InvalidCharacter') {
    return {
      offset,
      message: 'a tab or control character inside a text',
      suggestion: 'delete it, or write \\t for a tab',
    };
  }
  return {
    offset,
    message: `unexpected ${char ? `"${char}"` : 'end of the file'} (${code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()})`,
    suggestion: 'check for a missing comma, quote or bracket just before this point',
  };
}

/** The file's tokens (comments included) and bracket bookkeeping for the heuristics above. */
class TokenReader {
  readonly tokens: Token[] = [];
  private readonly lines: string[];

  constructor(readonly text: string) {
    this.lines = text.split('\n');
    const scanner = createScanner(text, false);
    for (let kind: number = scanner.scan(); kind !== Kind.EOF; kind = scanner.scan()) {
      if (kind === Kind.Trivia || kind === Kind.LineBreakTrivia) continue;
      this.tokens.push({
        kind,
        offset: scanner.getTokenOffset(),
        length: scanner.getTokenLength(),
      });
    }
  }

  indexAt(offset: number): number {
    const index = this.tokens.findIndex((t) => t.offset >= offset);
    return index === -1 ? this.tokens.length : index;
  }

  source(token: Token): string {
    const raw = this.text.slice(token.offset, token.offset + token.length);
    return raw.length > 40 ? `${raw.slice(0, 37)}…` : raw;
  }

  /**
   * "comma expected" at an entry that starts further left than the entries before it: the
   * group above was not closed (a forgotten `}` before a sibling), not a missing comma.
   */
  unclosedBefore(at: number): SyntaxErrorDescription | undefined {
    const token = this.tokens[at] as Token;
    const opener = this.openersBefore(at).at(-1);
    if (!opener || !this.startsLine(token)) return undefined;
    const firstEntry = this.tokens[this.tokens.indexOf(opener) + 1];
    if (!firstEntry || !this.startsLine(firstEntry)) return undefined;
    if (this.indentOf(token) >= this.indentOf(firstEntry)) return undefined;
    // Before another entry the closing bracket needs a comma; before a closing one it does not.
    const comma = CLOSERS.has(token.kind) ? '' : ',';
    return this.notClosed(opener, `before line ${this.lineOf(token)}`, token.offset, comma);
  }

  /** At the end of the file: which bracket lacks its partner, judged by indentation. */
  unclosedBracket(): SyntaxErrorDescription {
    const stack: Token[] = [];
    for (const token of this.tokens) {
      if (OPENERS.has(token.kind)) stack.push(token);
      else if (CLOSERS.has(token.kind)) {
        const opener = stack.pop();
        if (opener && this.endsLine(opener) && this.startsLine(token)) {
          if (this.indentOf(token) < this.indentOf(opener)) {
            return this.notClosed(opener, `before line ${this.lineOf(token)}`, token.offset);
          }
        }
      }
    }
    const innermost = stack.at(-1);
    const last = this.tokens.at(-1);
    const end = last ? last.offset + last.length : this.text.length;
    if (!innermost) return describeSymbol(this.text, end, 'CloseBraceExpected');
    return this.notClosed(innermost, 'at the end of the file', end);
  }

  private notClosed(
    opener: Token,
    where: string,
    offset: number,
    comma = '',
  ): SyntaxErrorDescription {
    const close = opener.kind === Kind.OpenBraceToken ? '}' : ']';
    return {
      offset,
      message: `the "${this.source(opener)}" ${this.nameOf(opener)}on line ${this.lineOf(opener)} is not closed`,
      suggestion: `add "${close}${comma}" on its own line ${where}`,
    };
  }

  private openersBefore(at: number): Token[] {
    const stack: Token[] = [];
    for (const token of this.tokens.slice(0, at)) {
      if (OPENERS.has(token.kind)) stack.push(token);
      else if (CLOSERS.has(token.kind)) stack.pop();
    }
    return stack;
  }

  /** `of "hero" ` when the bracket opens the value of a named property. */
  private nameOf(opener: Token): string {
    const index = this.tokens.indexOf(opener);
    const colon = this.tokens[index - 1];
    const name = this.tokens[index - 2];
    return colon?.kind === Kind.ColonToken && name?.kind === Kind.StringLiteral
      ? `of ${this.source(name)} `
      : '';
  }

  private lineOf(token: Token): number {
    return offsetToLineColumn(this.text, token.offset).line;
  }

  private indentOf(token: Token): number {
    const line = this.lines[this.lineOf(token) - 1] ?? '';
    return line.length - line.trimStart().length;
  }

  private startsLine(token: Token): boolean {
    const line = this.lines[this.lineOf(token) - 1] ?? '';
    return (
      offsetToLineColumn(this.text, token.offset).column ===
      line.length - line.trimStart().length + 1
    );
  }

  private endsLine(token: Token): boolean {
    const index = this.tokens.indexOf(token);
    const next = this.tokens[index + 1];
    return !next || this.lineOf(next) > this.lineOf(token);
  }
}
