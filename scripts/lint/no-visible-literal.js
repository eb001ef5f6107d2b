/**
 * ESLint rule `site/no-visible-literal`: components hold i18n keys, never visible text
 * (docs/house-rules.md, rule 3). Flags text written into JSX: JSX text, string literals placed as
 * JSX children, and string literals in the attributes a person sees or hears (aria-label, alt,
 * title, placeholder, ...). Text made only of punctuation, symbols or spaces ("·", "*", "→",
 * "/") is allowed, because it carries no language.
 */

/** Attributes whose value is shown or read out. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);

/** A letter or a digit in any script: the text says something in some language. */
const WORDS = /[\p{L}\p{N}]/u;

const hasWords = (text) => typeof text === 'string' && WORDS.test(text);

/** String literals an expression can evaluate to (a literal, a template, either branch). */
function literalStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => hasWords(quasi.value.cooked)) ? [node] : [];
    case 'ConditionalExpression':
      return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
    case 'LogicalExpression':
      return literalStrings(node.right);
    default:
      return [];
  }
}

const textOf = (node) =>
  node.type === 'TemplateLiteral'
    ? node.quasis.map((quasi) => quasi.value.cooked).join('')
    : String(node.value);

/** @type {import('eslint').Rule.RuleModule} */
export const noVisibleLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text belongs in locales/<lang>/*.json, not in components' },
    schema: [],
    messages: {
      text: 'Visible text "{{text}}" in a component: put it in locales/de and locales/en and use t().',
      attribute:
        'Visible text "{{text}}" in {{name}}: put it in locales/de and locales/en and use t().',
    },
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({
        node,
        messageId,
        data: { text: text.trim().slice(0, 40), name },
      });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const literal of literalStrings(node.expression))
          if (hasWords(textOf(literal))) report(literal, 'text', textOf(literal));
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const candidates =
          node.value.type === 'Literal' ? [node.value] : literalStrings(node.value.expression);
        for (const literal of candidates)
          if (hasWords(textOf(literal))) report(literal, 'attribute', textOf(literal), name);
      },
    };
  },
};

export default { rules: { 'no-visible-literal': noVisibleLiteral } };
