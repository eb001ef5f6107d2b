import type { CardGridProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { GridCard } from './grid-card';

/** Three or six cards make three columns; two or four make two (so no row is left half empty). */
const COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2',
  5: 'md:grid-cols-2 twocol:grid-cols-3',
  6: 'md:grid-cols-2 twocol:grid-cols-3',
};

export function CardGrid({ props }: SectionComponentProps<CardGridProps>) {
  return (
    <SectionFrame tone={props.tone} heading={props}>
      <ul className={`mt-10 grid gap-6 ${COLUMNS[props.items.length] ?? ''}`}>
        {props.items.map((item) => (
          <li key={item.title}>
            <GridCard item={item} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
