import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AdminAdList, AdminAdsQueryDto } from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { AdminAdsReader } from './admin-ads.service';
import { AdminGuard } from '../admin-auth/admin.guard';

@Controller('admin/ads')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminAdsController {
  constructor(private readonly ads: AdminAdsReader) {}

  @Get()
  list(@Query() query: AdminAdsQueryDto): Promise<AdminAdList> {
    return this.ads.list(query);
  }
}
