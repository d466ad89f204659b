import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASKED = 'shop:metrics-asked';
const ANSWERED = 'shop:metrics-answered';
/** A little over prom-client's own 5 s wait for every process's reading. */
const ANSWER_TIMEOUT_MS = 6000;

interface Answer {
  type: typeof ANSWERED;
  id: number;
  text?: string;
  error?: string;
}

/**
 * In the primary: a web process asked to scrape gets every process's metrics, added up (histograms and counters
 * summed, gauges by their `aggregator`), so Prometheus sees the machine whichever process the kernel handed the
 * scrape to. prom-client's AggregatorRegistry gathers them over the cluster's IPC channel.
 */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASKED) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => worker.isConnected() && worker.send({ type: ANSWERED, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

let asked = 0;

/** This process's registry in the cluster's reading; `registry.metrics()` when it runs alone. */
export function machineMetrics(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the other web processes did not answer within 6 s')), ANSWER_TIMEOUT_MS);
    const listener = (message: Answer) => {
      if (message?.type === ANSWERED && message.id === id) finish(message.error ? new Error(message.error) : null, message.text ?? '');
    };
    const finish = (error: Error | null, text = '') => {
      clearTimeout(timer);
      process.off('message', listener);
      if (error) reject(error);
      else resolve(text);
    };
    process.on('message', listener);
    process.send!({ type: ASKED, id });
  });
}

/** In a web process of a cluster: the primary's aggregator reads this registry. */
export function joinMachineMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  // prom-client answers the primary's requests from the process that made an AggregatorRegistry (its constructor
  // adds the listener), reading the registries given here.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
