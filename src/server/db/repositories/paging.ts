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
