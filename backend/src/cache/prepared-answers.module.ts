import { Global, Module } from '@nestjs/common';
import { PreparedAnswers } from './prepared-answers';
import { SharedCaches } from './shared-caches';

/**
 * The prepared public answers and the fleet-wide drop of every cache after a change: catalogue and
 * content writers call SharedCaches.changed(), the HTTP server reads the prepared answers.
 */
@Global()
@Module({ providers: [PreparedAnswers, SharedCaches], exports: [PreparedAnswers, SharedCaches] })
export class PreparedAnswersModule {}
