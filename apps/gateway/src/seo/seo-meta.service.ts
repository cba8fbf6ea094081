import { Injectable } from '@nestjs/common';
import { ADS_SUBJECTS, type AdList, type SeoMetaResponse, type SeoMetaType } from '@surimarkt/contracts';
import { type Env } from '../config/env';
import { InjectEnv } from '@surimarkt/server';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient, type SendOptions } from '../common/rpc-client.service';

export interface SeoMetaRequest {
  type: SeoMetaType;
  key?: string;
  q?: string;
}

/** Meta of a page, built by the ads-service with absolute links to this site's public address. */
@Injectable()
export class SeoMetaService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
    @InjectEnv() private readonly env: Env,
  ) {}

  get cacheControl(): string {
    return this.cache.cacheControl;
  }

  getMeta(request: SeoMetaRequest, options?: SendOptions): Promise<SeoMetaResponse> {
    const payload = { type: request.type, key: request.key, q: request.q, publicUrl: this.env.PUBLIC_URL };
    return this.cache.getOrLoad('seo.meta', payload, () => this.rpc.send<SeoMetaResponse>(ADS_SUBJECTS.seoMeta, payload, options));
  }

  /** True when a search finds nothing (its page then carries noindex, follow). */
  async hasNoResults(q: string, options?: SendOptions): Promise<boolean> {
    const query = { search: q.slice(0, 200), limit: 1 };
    const list = await this.cache.getOrLoad('ads.list', query, () => this.rpc.send<AdList>(ADS_SUBJECTS.list, query, options));
    return list.total === 0;
  }
}
