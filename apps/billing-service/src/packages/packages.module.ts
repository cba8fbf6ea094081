import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessPackageEntity } from './business-package.entity';
import { PackagesController } from './packages.controller';
import { PackagesService } from './packages.service';

@Module({
  imports: [TypeOrmModule.forFeature([BusinessPackageEntity])],
  controllers: [PackagesController],
  providers: [PackagesService],
})
export class PackagesModule {}
