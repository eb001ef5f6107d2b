import { withHtmlBreakPoints } from './html-break-points';

/** Typography for the few tags article HTML may hold (see src/content/article-html.ts). */
const PROSE = [
  'text-lg leading-relaxed text-ink',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy-950',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-950',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li]:marker:text-accent',
  // Phones: narrower padding and body-size type, else a quote ran 7 lines of 1-3 words at 320 px.
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-navy-50 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-lg [&_blockquote]:font-medium [&_blockquote]:text-navy-900 sm:[&_blockquote]:px-6 sm:[&_blockquote]:py-4 sm:[&_blockquote]:text-xl',
  '[&_a]:font-medium [&_a]:text-navy-700 [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:text-accent',
  '[&_strong]:font-semibold',
].join(' ');

/**
 * The article body. The HTML was sanitised by DOMPurify in the route loader (the same way on
 * the server and in the browser, so hydration matches). Its links are plain links. Its soft
 * hyphens become break points the DOM text does not hold (issue 37.1).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-article-body=""
      className={PROSE}
      dangerouslySetInnerHTML={{ __html: withHtmlBreakPoints(html) }}
    />
  );
}
