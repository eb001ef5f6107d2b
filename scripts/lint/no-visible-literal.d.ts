import type { ESLint, Rule } from 'eslint';

/** Types for no-visible-literal.js (plain JS so the ESLint config loads it without a build). */
export const noVisibleLiteral: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
