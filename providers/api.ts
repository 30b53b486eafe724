import { DEFAULT_PRODUCT, restPaths } from '../contract/services';

/** The product prefix of every service path, and where the API is: the app's own origin. */
export const product: string = import.meta.env.VITE_PRODUCT || DEFAULT_PRODUCT;
export const paths = restPaths(product);
export const apiUrl = (path: string): string => new URL(path, window.location.origin).toString();
