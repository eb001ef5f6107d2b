import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import sitePlugin from '../../scripts/lint/no-visible-literal.js';

/** The lint rule that keeps visible text out of components (scripts/lint/no-visible-literal.js). */
function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser as Linter.Parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { site: sitePlugin },
          rules: { 'site/no-visible-literal': 'error' },
        },
      ],
      'component.tsx',
    )
    .map((message) => message.message);
}

describe('site/no-visible-literal', () => {
  it('flags JSX text, string children and visible attributes', () => {
    expect(problems('const a = <p>Hallo Welt</p>;')).toHaveLength(1);
    expect(problems("const a = <p>{'Hello'}</p>;")).toHaveLength(1);
    expect(problems('const a = <p>{`Hello ${name}`}</p>;')).toHaveLength(1);
    expect(problems("const a = <p>{open ? 'Close' : 'Open'}</p>;")).toHaveLength(2);
    expect(problems('const a = <img alt="Logo" src="/x.svg" />;')).toHaveLength(1);
    expect(problems('const a = <button aria-label="Menu" />;')).toHaveLength(1);
    expect(problems("const a = <input placeholder={'Name'} />;")).toHaveLength(1);
    expect(problems('const a = <abbr title="Umsatzsteuer">USt</abbr>;')).toHaveLength(2);
    expect(problems('const a = <span>404</span>;')).toHaveLength(1);
  });

  it('allows keys through t(), punctuation, symbols and non-visible attributes', () => {
    expect(problems("const a = <p>{t('home.hero.title')}</p>;")).toEqual([]);
    expect(problems('const a = <p>{count} · {total} → *</p>;')).toEqual([]);
    expect(problems('const a = <img alt="" src="/x.svg" />;')).toEqual([]);
    expect(problems("const a = <button aria-label={t('common.menu.open')} />;")).toEqual([]);
    expect(
      problems('const a = <div className="p-4 text-lg" data-testid="hero" id="main" />;'),
    ).toEqual([]);
    expect(
      problems('const a = <a href="/faq" rel="noopener" target="_blank">{label}</a>;'),
    ).toEqual([]);
  });
});
