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
