import { Module } from '@nestjs/common';
import { PdfModule } from '../../../pdf/pdf.module';
import { FeedbackFileController } from './feedback-file.controller';
import { FeedbackFormsService } from './feedback-forms.service';

/** The four printable experiment feedback forms, as PDFs. */
@Module({
  imports: [PdfModule],
  controllers: [FeedbackFileController],
  providers: [FeedbackFormsService],
})
export class FeedbackFormsModule {}
