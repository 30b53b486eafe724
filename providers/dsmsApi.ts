import {
  dsmsPaths,
  type DsmsResponse,
  type SignatureRequest,
  type SignedDocumentRequest,
} from '../contract/signing';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';

/** The dsms service's REST calls (public-onboarding-area.md 7.2), as the signature wizard makes them. */
const paths = dsmsPaths(product);

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await getFreshAccessToken();
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response
    .json()
    .catch(() => ({ message: 'ERROR', data: response.statusText }))) as T;
}

export const requestSignature = (request: SignatureRequest) =>
  call<DsmsResponse<unknown>>('POST', paths.signatureRequest, request);

export const revokeSignature = (userUuid: string) =>
  call<DsmsResponse<null>>('POST', paths.revoke(userUuid), {});

export const hasCertificate = async (userUuid: string) =>
  (await call<unknown>('GET', paths.hasCertificate(userUuid))) === true;

export const signPdfFromHtml = (request: SignedDocumentRequest) =>
  call<DsmsResponse<{ uuid: string }[] | string>>('POST', paths.signPdfFromHtml, request);

export const listAttachments = (uuids: string[]) =>
  call<DsmsResponse<{ uuid: string; title: string; hash: string }[]>>(
    'POST',
    paths.attachmentList,
    uuids,
  );
