import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { CATEGORIES_SUBJECTS, FindCategoryDto, TypicalPriceDto } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { sendEncoded } from '../common/encoded-body';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    const categories = await this.cache.getOrLoadBody('categories.list', {}, () => this.rpc.send(CATEGORIES_SUBJECTS.list, {}));
    sendEncoded(req, res, categories, this.cache.cacheControl);
  }

  /** The posting form's check of an amount typed in the wrong currency (before ':slugOrId', which would take the path). */
  @Get('typical-price')
  async typicalPrice(@Query() query: TypicalPriceDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const dto = { categoryId: query.categoryId, subcategoryId: query.subcategoryId };
    const typical = await this.cache.getOrLoadBody('categories.typical-price', dto, () =>
      this.rpc.send(CATEGORIES_SUBJECTS.typicalPrice, dto),
    );
    sendEncoded(req, res, typical, this.cache.cacheControl);
  }

  @Get(':slugOrId')
  async find(@Param() params: FindCategoryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const category = await this.cache.getOrLoadBody('categories.find', params, () =>
      this.rpc.send(CATEGORIES_SUBJECTS.find, { slugOrId: params.slugOrId }),
    );
    sendEncoded(req, res, category, this.cache.cacheControl);
  }
}
