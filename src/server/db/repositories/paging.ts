export type SortDirection = 'asc' | 'desc';

export interface PageRequest<Field extends string> {
  page: number;
  size: number;
  sortField: Field;
  sortDirection: SortDirection;
}

/** The page shape the site's client reads (SPEC §7). `number` is the zero-based page index. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  request: PageRequest<string>,
): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
    number: request.page,
    size: request.size,
  };
}

/** PostgreSQL returns count(*) as a string (bigint); SQLite as a number. */
export function countValue(row: { count: string | number | bigint } | undefined): number {
  return row === undefined ? 0 : Number(row.count);
}

/**
 * The page of `rows` with its total. A first page that is not full already tells the total;
 * otherwise `count` asks. (A window count in the same query measured five times slower than
 * this on SQLite.)
 */
export async function pageWithTotal<Row, T>(
  rows: Row[],
  toItem: (row: Row) => T,
  request: PageRequest<string>,
  count: () => Promise<{ count: string | number | bigint } | undefined>,
): Promise<Page<T>> {
  const total =
    request.page === 0 && rows.length < request.size ? rows.length : countValue(await count());
  return toPage(rows.map(toItem), total, request);
}
