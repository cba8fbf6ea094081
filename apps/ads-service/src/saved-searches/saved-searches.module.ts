import { Module } from '@nestjs/common';
import { FiltersModule } from '../filters/filters.module';
import { AdAlertsConsumer } from './ad-alerts.consumer';
import { SavedSearchAlertsJob } from './saved-search-alerts.job';
import { SavedSearchAlerts } from './saved-search-alerts.service';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';

@Module({
  imports: [FiltersModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchAlerts, AdAlertsConsumer, SavedSearchAlertsJob],
  exports: [SavedSearchAlerts],
})
export class SavedSearchesModule {}
