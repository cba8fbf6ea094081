import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { type SeoMetaResponse, SeoMetaQueryDto } from '@surimarkt/contracts';
import { type Response } from 'express';
import { validateDto } from '../common/validate-dto';
import { SeoMetaService } from './seo-meta.service';

@Controller('seo/meta')
export class SeoController {
  constructor(private readonly seo: SeoMetaService) {}

  @Get(':type')
  meta(@Param('type') type: string, @Query('q') q: unknown, @Res({ passthrough: true }) res: Response): Promise<SeoMetaResponse> {
    return this.answer({ type, q }, res);
  }

  @Get(':type/:key')
  metaOf(@Param('type') type: string, @Param('key') key: string, @Res({ passthrough: true }) res: Response): Promise<SeoMetaResponse> {
    return this.answer({ type, key }, res);
  }

  private async answer(input: { type: string; key?: string; q?: unknown }, res: Response): Promise<SeoMetaResponse> {
    // publicUrl is ours to set, never the client's.
    const dto = await validateDto(SeoMetaQueryDto, { type: input.type, key: input.key, q: input.q });
    const meta = await this.seo.getMeta({ type: dto.type, key: dto.key, q: dto.q });
    res.setHeader('Cache-Control', this.seo.cacheControl);
    return meta;
  }
}
