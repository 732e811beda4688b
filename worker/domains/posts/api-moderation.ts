// A host's moderation calls (docs/api-moderation.md): ban and shadowban, validated with schema/moderation.
import { apiPaths } from '../../../schema/api-paths';
import { banAnswer, shadowbanAnswer, type BanBody, type ShadowbanBody } from '../../../schema/moderation';
import type { ApiClient } from '../../api-client';

export function moderationCalls(client: ApiClient) {
  return {
    ban: (body: BanBody) => client.request('POST', apiPaths.accountBan, { body, schema: banAnswer, retry: false }),
    shadowban: (body: ShadowbanBody) => client.request('POST', apiPaths.accountShadowban, { body, schema: shadowbanAnswer, retry: false }),
  };
}
