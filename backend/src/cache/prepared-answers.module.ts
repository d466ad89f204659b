import { Global, Module } from '@nestjs/common';
import { PreparedAnswers } from './prepared-answers';

/** One store of prepared public answers for the whole app: catalogue writers clear it, the HTTP server reads it. */
@Global()
@Module({ providers: [PreparedAnswers], exports: [PreparedAnswers] })
export class PreparedAnswersModule {}
