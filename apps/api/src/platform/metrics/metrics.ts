import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/** Seconds; from a cached answer (sub-millisecond) to the request deadline's order of magnitude. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This app's Prometheus metrics, served on the management port (platform/management). One registry
 * per app rather than prom-client's global one, so several apps in one process (the API tests)
 * never register a metric twice. Request rate and latency by route and errors by code are kept
 * here; the platform's other parts add their own gauges and counters through gauge()/counter()
 * (database pool, cache, order-events outbox, renewal job).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly errors: Counter<'code' | 'status_code'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = this.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern (its _count is the request count)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
    });
    this.errors = this.counter({
      name: 'http_errors_total',
      help: "Failed answers by the error body's stable code",
      labelNames: ['code', 'status_code'],
    });
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  countError(code: string, statusCode: number): void {
    this.errors.inc({ code, status_code: String(statusCode) });
  }

  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  /** The text exposition Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
