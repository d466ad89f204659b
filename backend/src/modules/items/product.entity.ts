import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ProductImage } from './product-image.entity';
import { ProductPrice } from './product-price.entity';

const text = (name: string) => ({ name, type: 'text' as const, default: '' });

/** A catalogue product (spec section 3). The API's legacy field names live in product-response.ts only. */
@Entity({ name: 'products' })
export class Product {
  /** The pid of the public API. */
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'catalogue_number', type: 'varchar', length: 40, unique: true })
  catalogueNumber: string;

  @Column({ name: 'product_name', type: 'text' })
  productName: string;

  @Column({ name: 'product_type', type: 'text' })
  productType: string;

  @Column(text('host')) host: string;
  @Column({ type: 'text', array: true, default: '{}' }) applications: string[];
  @Column({ type: 'text', array: true, default: '{}' }) reactivities: string[];
  @Column(text('modification')) modification: string;
  @Column(text('conjugation')) conjugation: string;
  @Column(text('clonality')) clonality: string;
  @Column(text('clone_number')) cloneNumber: string;
  @Column(text('isotype')) isotype: string;
  @Column(text('light_chain_type')) lightChainType: string;
  @Column(text('dilution_ratio')) dilutionRatio: string;
  @Column(text('concentration')) concentration: string;
  @Column(text('immunogen')) immunogen: string;
  @Column(text('specificity')) specificity: string;
  @Column(text('form')) form: string;
  @Column(text('buffer_system')) bufferSystem: string;
  @Column(text('storage')) storage: string;
  @Column(text('purification')) purification: string;
  @Column(text('molecular_weight')) molecularWeight: string;
  @Column(text('gene_name')) geneName: string;
  @Column(text('alternative_names')) alternativeNames: string;
  @Column(text('background')) background: string;
  @Column(text('subcellular_location')) subcellularLocation: string;
  @Column(text('research_field')) researchField: string;
  @Column(text('protein_name')) proteinName: string;
  @Column(text('entrez_gene_human')) entrezGeneHuman: string;
  @Column(text('entrez_gene_mouse')) entrezGeneMouse: string;
  @Column(text('entrez_gene_rat')) entrezGeneRat: string;
  @Column(text('swiss_prot_human')) swissProtHuman: string;
  @Column(text('swiss_prot_mouse')) swissProtMouse: string;
  @Column(text('swiss_prot_rat')) swissProtRat: string;

  @Column({ name: 'search_tags', type: 'text', array: true, default: '{}' })
  searchTags: string[];

  /** Related products shown on the detail page (the API's `recommend`). */
  @Column({ name: 'recommended_ids', type: 'integer', array: true, default: '{}' })
  recommendedIds: number[];

  /** Seed of the generated demo pictures; null for products whose pictures are not generated. */
  @Column({ name: 'image_seed', type: 'integer', nullable: true })
  imageSeed: number | null;

  @OneToMany(() => ProductPrice, (price) => price.product, { cascade: true })
  prices: ProductPrice[];

  @OneToMany(() => ProductImage, (image) => image.product, { cascade: true })
  images: ProductImage[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
