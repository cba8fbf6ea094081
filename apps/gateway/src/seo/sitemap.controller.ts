import { Controller, Get, Header } from '@nestjs/common';
import { ADS_SUBJECTS, type SitemapEntry } from '@surimarkt/contracts';
import { type Env } from '../config/env';
import { InjectEnv } from '@surimarkt/server';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { renderRobots, renderSitemap } from './sitemap';

/** Served at the site root (excluded from the /api prefix), where crawlers look for them. */
@Controller()
export class SitemapController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
    @InjectEnv() private readonly env: Env,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const reply = await this.cache.getOrLoad('ads.sitemap', {}, () =>
      this.rpc.send<SitemapEntry[] | { entries: SitemapEntry[] }>(ADS_SUBJECTS.sitemap, {}),
    );
    return renderSitemap(this.env.PUBLIC_URL, Array.isArray(reply) ? reply : reply.entries);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    return renderRobots(this.env.PUBLIC_URL);
  }
}
