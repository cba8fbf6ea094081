import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { CATEGORIES_SUBJECTS, type Category, type CategoryWithChildren, FindCategoryDto } from '@surimarkt/contracts';
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
    const categories = await this.cache.getOrLoadBody('categories.list', {}, () => this.rpc.send<Category[]>(CATEGORIES_SUBJECTS.list, {}));
    sendEncoded(req, res, categories, this.cache.cacheControl);
  }

  @Get(':slugOrId')
  async find(@Param() params: FindCategoryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const category = await this.cache.getOrLoadBody('categories.find', params, () =>
      this.rpc.send<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: params.slugOrId }),
    );
    sendEncoded(req, res, category, this.cache.cacheControl);
  }
}
