import {
  ResponseCode,
  responseCodeDescriptions,
  type ResponseCodeValue,
} from '../../contract/responseCodes';
import { describeError } from '../errors';

/** The envelope every operation answers with: `{ code, message, status, data, dataList }`. */
export interface Result<T = unknown> {
  code: ResponseCodeValue;
  message: string;
  status: boolean;
  data?: T | null;
  dataList?: T[] | null;
}

export const success = <T>(data: T, message = 'Success'): Result<T> => ({
  code: ResponseCode.SUCCESS,
  message,
  status: true,
  data,
});

/** A whole list, as the spec's list calls answer: the rows in dataList, data null. */
export const successList = <T>(dataList: T[], message = 'Success'): Result<T> => ({
  code: ResponseCode.SUCCESS,
  message,
  status: true,
  data: null,
  dataList,
});

export const failure = (
  code: ResponseCodeValue,
  message?: string,
  data?: unknown,
): Result<never> => ({
  code,
  message: message ?? responseCodeDescriptions[code],
  status: false,
  data: (data ?? null) as never,
});

/** Turns anything thrown into the envelope a client may see (see describeError). */
export function toFailure(error: unknown): Result<never> {
  const { code, message, data } = describeError(error);
  return failure(code, message, data);
}
