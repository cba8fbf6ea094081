import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  AdIdDto,
  type CategoryWriteResponse,
  CATEGORY_ADMIN_SUBJECTS,
  CategoryDto,
  CategoryUpdateDto,
  type CategoryWithCount,
} from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** The back-office's category tree (spec 2.9): the public lists drop their cached copy after each change. */
@Controller()
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class CategoryAdminController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get('admin/categories')
  list(): Promise<{ categories: CategoryWithCount[] }> {
    return this.rpc.send(CATEGORY_ADMIN_SUBJECTS.list, {});
  }

  @Post('categories')
  @HttpCode(201)
  @Audited({ action: 'category.create', targetType: 'category', target: { body: 'slug' } })
  async create(@Body() body: CategoryDto): Promise<CategoryWriteResponse> {
    const reply = await this.rpc.send(CATEGORY_ADMIN_SUBJECTS.create, body);
    this.cache.clear();
    return reply;
  }

  @Patch('categories/:id')
  @Audited({ action: 'category.update', targetType: 'category' })
  async update(@Param() params: AdIdDto, @Body() body: CategoryUpdateDto): Promise<CategoryWriteResponse> {
    const reply = await this.rpc.send(CATEGORY_ADMIN_SUBJECTS.update, { ...body, id: params.id });
    this.cache.clear();
    return reply;
  }

  @Delete('categories/:id')
  @Audited({ action: 'category.delete', targetType: 'category' })
  async remove(@Param() params: AdIdDto): Promise<{ success: true; message: string }> {
    const reply = await this.rpc.send(CATEGORY_ADMIN_SUBJECTS.remove, { id: params.id });
    this.cache.clear();
    return reply;
  }
}
