import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdWriteResponse,
  SALE_SUBJECTS,
  type SaleBuyerList,
  SaleBuyersRequest,
  SetSaleForUser,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { SaleService } from './sale.service';

/** The sale's subjects, each checked against the request and answer its subject names (SubjectHandlers). */
@Controller()
export class SaleController implements SubjectHandlers<typeof SALE_SUBJECTS> {
  constructor(private readonly sale: SaleService) {}

  @MessagePattern(SALE_SUBJECTS.set)
  set(@Payload() dto: SetSaleForUser): Promise<AdWriteResponse> {
    return this.sale.set(dto);
  }

  @MessagePattern(SALE_SUBJECTS.buyers)
  buyers(@Payload() dto: SaleBuyersRequest): Promise<SaleBuyerList> {
    return this.sale.buyers(dto);
  }
}
