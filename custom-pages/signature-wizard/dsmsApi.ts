import {
  dsmsPaths,
  type DsmsResponse,
  type SignatureRequest,
  type SignedDocumentRequest,
} from '../../contract/signing';
import { product } from '../../providers/api';
import { sendJson } from '../../providers/http';
import { getFreshAccessToken } from '../../providers/authApi';

/** The dsms service's REST calls, as the signature wizard makes them. */
const paths = dsmsPaths(product);

/** On the network path (providers/http.ts: the spec's headers, timing, failure reports). */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await sendJson(method, path, body, { token: await getFreshAccessToken() });
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
