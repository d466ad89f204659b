import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../../search/search-index.service';
import { CatalogueService } from './catalogue.service';
import type { CatalogueProduct } from '../../seed/catalogue/types';
import { Product } from './product.entity';
import { ProductImage } from './product-image.entity';
import { ProductPrice } from './product-price.entity';

/** A product as staff tools would submit it: pid only when changing an existing one. */
export type ProductInput = Omit<CatalogueProduct, 'pid' | 'recommended'> & { pid?: number; recommended?: number[] };

/**
 * Changing the catalogue. Each change is one transaction; after it commits, the product's search
 * index job is queued, so search follows within moments and never sees an uncommitted product.
 */
@Injectable()
export class ProductWriterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndexService,
    private readonly catalogue: CatalogueService,
  ) {}

  async save(input: ProductInput, imageSeed: number | null = null): Promise<number> {
    const id = await this.dataSource.transaction(async (m) => {
      const product = m.create(Product, {
        ...(input.pid ? { id: input.pid } : {}),
        catalogueNumber: input.catalogueNumber,
        productName: input.productName,
        productType: input.productType,
        host: input.host,
        applications: input.applications,
        reactivities: input.reactivities,
        modification: input.modification,
        conjugation: input.conjugation,
        clonality: input.clonality,
        cloneNumber: input.cloneNumber,
        isotype: input.isotype,
        lightChainType: input.lightChainType,
        dilutionRatio: input.dilutionRatio,
        concentration: input.concentration,
        immunogen: input.immunogen,
        specificity: input.specificity,
        form: input.form,
        bufferSystem: input.bufferSystem,
        storage: input.storage,
        purification: input.purification,
        molecularWeight: input.molecularWeight,
        geneName: input.geneName,
        alternativeNames: input.alternativeNames,
        background: input.background,
        subcellularLocation: input.subcellularLocation,
        researchField: input.researchField,
        proteinName: input.proteinName,
        entrezGeneHuman: input.entrezGeneHuman,
        entrezGeneMouse: input.entrezGeneMouse,
        entrezGeneRat: input.entrezGeneRat,
        swissProtHuman: input.swissProtHuman,
        swissProtMouse: input.swissProtMouse,
        swissProtRat: input.swissProtRat,
        searchTags: input.searchTags,
        recommendedIds: input.recommended ?? [],
        imageSeed,
      });
      const saved = await m.save(Product, product);
      await m.delete(ProductPrice, { productId: saved.id });
      await m.delete(ProductImage, { productId: saved.id });
      await m.insert(
        ProductPrice,
        input.prices.map((p, i) => ({ productId: saved.id, option: i + 1, size: p.size, priceFen: p.priceFen })),
      );
      if (input.images.length > 0) {
        await m.insert(
          ProductImage,
          input.images.map((img, i) => ({
            productId: saved.id,
            position: i + 1,
            path: img.path,
            description: img.description,
            descriptionEn: img.descriptionEn,
          })),
        );
      }
      return saved.id;
    });
    this.catalogue.forgetProducts();
    await this.searchIndex.productsChanged([id]);
    return id;
  }

  async remove(id: number): Promise<boolean> {
    const result = await this.dataSource.getRepository(Product).delete({ id });
    this.catalogue.forgetProducts();
    await this.searchIndex.productsChanged([id]);
    return (result.affected ?? 0) > 0;
  }
}
