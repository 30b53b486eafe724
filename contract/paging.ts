/** The Spring page of shell-and-reference-data.md section 3, as the server answers and the browser reads. */
export interface SpringPage<T> {
  content: T[];
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
