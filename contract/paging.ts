/**
 * A page in Spring Data's shape, which the existing clients read: the server answers lists with it and
 * the browser reads it.
 */
export interface SpringPage<T> {
  content: T[];
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/**
 * The search box's filter name: `{fieldName: 'q', operation: 'LIKE', value1}` finds the rows where
 * any text the list shows holds value1 (the server looks in each of the list's searchable fields), so
 * the browser never names which column a search looks in.
 */
export const SEARCH_FIELD = 'q';
