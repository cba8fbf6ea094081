import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { AdIdDto, FILTER_SUBJECTS, FilterCategoryQuery, type FilterDefinition, FilterDto, type FilterList } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { sendEncoded } from '../common/encoded-body';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** A category's active filters for its public page and the post-ad form. */
@Controller('filters')
export class FiltersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  async forCategory(@Query() query: FilterCategoryQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const list = await this.cache.getOrLoadBody('filters', query, () =>
      this.rpc.send(FILTER_SUBJECTS.forCategory, { category: query.category }),
    );
    sendEncoded(req, res, list, this.cache.cacheControl);
  }
}

/** The back-office's filter definitions (spec 2.11); the public pages drop their cached copy after each change. */
@Controller('admin/filters')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminFiltersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  list(): Promise<FilterList> {
    return this.rpc.send(FILTER_SUBJECTS.list, {});
  }

  @Post()
  @HttpCode(201)
  @Audited({ action: 'filter.create', targetType: 'filter', target: { body: 'field' } })
  async create(@Body() body: FilterDto): Promise<{ success: true; message: string; filter: FilterDefinition }> {
    const reply = await this.rpc.send(FILTER_SUBJECTS.create, body);
    this.cache.clear();
    return reply;
  }

  @Delete(':id')
  @Audited({ action: 'filter.delete', targetType: 'filter' })
  async remove(@Param() params: AdIdDto): Promise<{ success: true; message: string }> {
    const reply = await this.rpc.send(FILTER_SUBJECTS.remove, { id: params.id });
    this.cache.clear();
    return reply;
  }
}
