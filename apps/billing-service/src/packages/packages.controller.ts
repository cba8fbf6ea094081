import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BILLING_SUBJECTS, type BusinessPackageList } from '@surimarkt/contracts';
import { PackagesService } from './packages.service';

@Controller()
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @MessagePattern(BILLING_SUBJECTS.packagesList)
  list(): Promise<BusinessPackageList> {
    return this.packages.listPackages();
  }
}
