import { Module } from '@nestjs/common';
import { PdfRenderer } from './pdf-renderer';

/** The render threads for the shop's PDFs (datasheets, feedback forms); one pool for every module that imports it. */
@Module({ providers: [PdfRenderer], exports: [PdfRenderer] })
export class PdfModule {}
