import { Controller, Get, Param, Res } from '@nestjs/common';
import { CATEGORIES_SUBJECTS, type Category, type CategoryWithChildren, FindCategoryDto } from '@surimarkt/contracts';
import { type Response } from 'express';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

@Controller('categories')
export class CategoriesController {
  constructor(private readonly rpc: RpcClient, private readonly cache: ResponseCache) {}

  @Get()
  async list(@Res({ passthrough: true }) res: Response): Promise<Category[]> {
    const categories = await this.cache.getOrLoad('categories.list', {}, () => this.rpc.send<Category[]>(CATEGORIES_SUBJECTS.list, {}));
    res.setHeader('Cache-Control', this.cache.cacheControl);
    return categories;
  }

  @Get(':slugOrId')
  async find(@Param() params: FindCategoryDto, @Res({ passthrough: true }) res: Response): Promise<CategoryWithChildren> {
    const category = await this.cache.getOrLoad('categories.find', params, () =>
      this.rpc.send<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: params.slugOrId }));
    res.setHeader('Cache-Control', this.cache.cacheControl);
    return category;
  }
}
