import { BreakableText } from '../../components/breakable-text';
import { useShownPage } from '../../site/shown-page';
import { formatPrice } from '../../lib/format-figures';
import type { PriceExampleData } from './types';
import { ComparisonPart } from './comparison-part';
import { KEEP_BREAK_POINTS, useComparisonText } from './use-comparison-text';

/**
 * SPEC §9 example price calculation: the line items and the total exactly as the page states
 * them (326), with the page's own note that the total does not match the items.
 */
export function PriceExample({ data }: { data: PriceExampleData }) {
  const text = useComparisonText();
  const { language } = useShownPage();
  const price = (amount: number) => formatPrice(amount, language);
  const sum = data.rows.reduce((total, row) => total + row.amount, 0);
  return (
    <ComparisonPart id="comparison-price-example" heading={data.heading} intro={data.intro}>
      <div className="mt-8 max-w-3xl overflow-hidden rounded-card border border-line">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{text(data.heading)}</caption>
          <thead className="bg-navy-50 text-sm text-navy-900">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                {text(data.itemHeader)}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-5">
                {text(data.amountHeader)}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className="px-3 py-3 font-normal wrap-anywhere sm:px-5">
                  <BreakableText text={text(row.label, {}, KEEP_BREAK_POINTS)} />
                </th>
                <td className="px-3 py-3 text-right tabular-nums whitespace-nowrap sm:px-5">
                  {price(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-navy-950 text-white">
            <tr>
              <th scope="row" className="px-3 py-4 font-semibold wrap-anywhere sm:px-5">
                {text(data.totalLabel)}
              </th>
              <td
                className="px-3 py-4 text-right text-lg font-bold tabular-nums whitespace-nowrap sm:px-5"
                data-price-total=""
              >
                {price(data.total)}
                <span aria-hidden="true">*</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 max-w-3xl text-sm text-muted" data-price-note="">
        <span aria-hidden="true">* </span>
        <BreakableText
          text={text(data.note, { total: price(data.total), sum: price(sum) }, KEEP_BREAK_POINTS)}
        />
      </p>
    </ComparisonPart>
  );
}
