import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DATA_EXPORT_SUBJECTS, UserIdRequest } from '@surimarkt/contracts';
import { AdsDataExport } from './ads-data-export.service';

@Controller()
export class DataExportController {
  constructor(private readonly dataExport: AdsDataExport) {}

  @MessagePattern(DATA_EXPORT_SUBJECTS.ads)
  export(@Payload() dto: UserIdRequest): Promise<Record<string, unknown>> {
    return this.dataExport.of(dto.userId);
  }
}
