import type { PageRequest, SortDirection } from '../db/repositories/paging';

export const MAX_PAGE_SIZE = 100;

/** Query after schema validation: page/size are integers with defaults, sort is whitelisted. */
export interface ListQuery {
  page: number;
  size: number;
  sort: string;
}

/** "createdAt,desc" -> field + direction; sizes above the cap are capped, not rejected. */
export function toPageRequest<Field extends string>(query: ListQuery): PageRequest<Field> {
  const [field, direction] = query.sort.split(',');
  return {
    page: query.page,
    size: Math.min(query.size, MAX_PAGE_SIZE),
    sortField: field as Field,
    sortDirection: (direction ?? 'asc') as SortDirection,
  };
}
