import { inLoadHeap } from '../sheets/load-heap';

/**
 * The seed command's entry point (the command is seed.main.ts). It loads the command only in the process that
 * runs it: the first one, started without the load's young generation, would otherwise load Nest and TypeORM (half a
 * second) only to start the other.
 */
if (inLoadHeap()) void import('./seed.main');
