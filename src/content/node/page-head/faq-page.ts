import { absoluteUrl, type HeadContext, type JsonLd } from './head-context';
import { withoutMarkup } from './texts';

/** The FAQ accordion's keys (src/web/sections/faq-accordion/count-questions.ts counts the same way). */
const questionKey = (group: string, number: number, part: 'question' | 'answer') =>
  `${group}.${number}.${part}`;

/**
 * A schema.org FAQPage with every question and answer the page's FAQ accordions show, in their
 * order; null on a page without one.
 */
export function faqPage(context: HeadContext): JsonLd | null {
  const questions: JsonLd[] = [];
  for (const section of context.page.sections) {
    if (section.type !== 'faq-accordion') continue;
    for (let number = 1; ; number++) {
      const question = context.text(questionKey(section.props.questions, number, 'question'));
      const answer = context.text(questionKey(section.props.questions, number, 'answer'));
      if (question === undefined) break;
      // An answer's link is shown below it when its text has no <pagelink> (faq-item.tsx).
      const link = section.props.answerLinks?.find((entry) => entry.question === number)?.link;
      const linkText =
        link && !(answer ?? '').includes('<pagelink>') ? context.text(link.label) : undefined;
      questions.push({
        '@type': 'Question',
        name: withoutMarkup(question),
        acceptedAnswer: {
          '@type': 'Answer',
          text: [withoutMarkup(answer ?? ''), linkText].filter(Boolean).join(' '),
        },
      });
    }
  }
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(context, context.page.path),
    inLanguage: context.language,
    mainEntity: questions,
  };
}
