import { Body, Controller, Delete, Get, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CreateSynonymDto, type Synonym, type SynonymList, SynonymIdDto, SYNONYMS_SUBJECTS } from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

type Reply = { success: true; message: string };

/** The back-office's 'Synoniemen': Sranan and Dutch words a search treats as one (contract "Synonyms"). */
@Controller('admin/synonyms')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminSynonymsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  list(): Promise<SynonymList> {
    return this.rpc.send(SYNONYMS_SUBJECTS.list, {});
  }

  @Post()
  @Audited({ action: 'synonym.create', targetType: 'synonym' })
  async create(@Body() body: CreateSynonymDto): Promise<Reply & { synonym: Synonym }> {
    const reply = await this.rpc.send(SYNONYMS_SUBJECTS.create, body);
    // Searches answered before the change must not be served from the cache after it.
    this.cache.clear('lists');
    return reply;
  }

  @Delete(':id')
  @Audited({ action: 'synonym.delete', targetType: 'synonym' })
  async remove(@Param() params: SynonymIdDto): Promise<Reply> {
    const reply = await this.rpc.send(SYNONYMS_SUBJECTS.remove, { id: params.id });
    this.cache.clear('lists');
    return reply;
  }
}
