import { Module } from '@nestjs/common';
import { CatalogueImportProcessor } from './catalogue-changes/imports/catalogue-import.processor';
import { CATALOGUE_IMPORT_QUEUE } from './catalogue-changes/imports/catalogue-import.job';
import { CatalogueImportsController } from './catalogue-changes/imports/catalogue-imports.controller';
import { CatalogueImportsStore } from './catalogue-changes/imports/catalogue-imports.store';
import { StaffProductsController } from './catalogue-changes/staff/staff-products.controller';
import { StaffProductsService } from './catalogue-changes/staff/staff-products.service';
import { UploadsModule } from '../../uploads/uploads.module';
import { CatalogueService } from './reading/catalogue.service';
import { CatalogueChangesService } from './catalogue-changes/catalogue-changes.service';
import { SheetImportService } from './catalogue-changes/sheet-import.service';
import { DatasheetService } from './datasheet/datasheet.service';
import { IndexInfoController, ItemsController } from './reading/items.controller';
import { LotsModule } from './lots/lots.module';
import { PicturesModule } from './pictures/pictures.module';
import { PdfModule } from '../../pdf/pdf.module';
import { registerQueue } from '../../redis/register-queue';
import { ResearchEvidenceService } from './evidence/research-evidence.service';
import { StaffReferencesController } from './references/staff-references.controller';
import { StaffReferencesService } from './references/staff-references.service';
import { ExportThrottleGuard } from './search-export/export-throttle.guard';
import { SearchExportController } from './search-export/search-export.controller';
import { SearchMissesService } from './search-misses/search-misses.service';
import { StaffSearchMissesController } from './search-misses/staff-search-misses.controller';
import { SitemapRoutes } from './sitemap/sitemap.routes';
import { SitemapService } from './sitemap/sitemap.service';
import { StaffVocabulariesController } from './vocabularies/staff-vocabularies.controller';
import { VocabulariesController } from './vocabularies/vocabularies.controller';
import { LoadedVocabularies } from './vocabularies/loaded-vocabularies';
import { VocabularyService } from './vocabularies/vocabulary.service';
import { LoadedTargetNames } from './target-names/loaded-target-names';
import { StaffTargetNamesController } from './target-names/staff-target-names.controller';
import { TargetNamesService } from './target-names/target-names.service';
import { TargetFamiliesService } from './target-names/target-families.service';
import { SafetySheetsService } from './safety-sheets/safety-sheets.service';
import { SdsController } from './safety-sheets/sds.controller';
import { StaffSafetySheetsController } from './safety-sheets/staff-safety-sheets.controller';

/** The catalogue: products, their prices and pictures, search, detail, datasheet, recommendations; and changing it. */
@Module({
  imports: [
    PicturesModule,
    LotsModule,
    UploadsModule,
    PdfModule,
    registerQueue(CATALOGUE_IMPORT_QUEUE),
  ],
  controllers: [
    ItemsController,
    IndexInfoController,
    SearchExportController,
    StaffSearchMissesController,
    StaffProductsController,
    StaffReferencesController,
    CatalogueImportsController,
    VocabulariesController,
    StaffVocabulariesController,
    StaffTargetNamesController,
    SdsController,
    StaffSafetySheetsController,
  ],
  providers: [
    CatalogueService,
    SearchMissesService,
    DatasheetService,
    CatalogueChangesService,
    SheetImportService,
    StaffProductsService,
    CatalogueImportsStore,
    CatalogueImportProcessor,
    StaffReferencesService,
    ResearchEvidenceService,
    ExportThrottleGuard,
    SitemapService,
    SitemapRoutes,
    LoadedVocabularies,
    VocabularyService,
    LoadedTargetNames,
    TargetNamesService,
    TargetFamiliesService,
    SafetySheetsService,
  ],
  exports: [VocabularyService, CatalogueService, CatalogueChangesService, SheetImportService, ResearchEvidenceService, PicturesModule],
})
export class ItemsModule {}
