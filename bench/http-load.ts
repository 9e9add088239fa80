// A small closed-loop HTTP load generator (keep-alive, fixed concurrency, bounded request count),
// reporting latency percentiles and throughput. Targets only the loopback server it is given.
import { Agent, request } from 'node:http';

export type LoadResult = { name: string; requests: number; p50: number; p99: number; max: number; rps: number };

export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

/** One request on `agent`; resolves with its latency in ms (rejects unless the answer is 200). */
export function once(agent: Agent, port: number, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: call.method,
        path: call.path,
        headers: {
          ...call.headers,
          ...(call.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(call.body)) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${call.path}: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `calls` in rotation on `concurrency` keep-alive sockets until `requests` are done or `durationMs` has passed. */
export async function load(
  name: string,
  port: number,
  calls: Call[],
  opts: { requests?: number; durationMs?: number; concurrency: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + (opts.durationMs ?? Number.POSITIVE_INFINITY);
  const limit = opts.requests ?? Number.POSITIVE_INFINITY;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < limit && performance.now() < deadline) {
        const call = calls[next % calls.length]!;
        next += 1;
        latencies.push(await once(agent, port, call));
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1]!,
    rps: (latencies.length / elapsed) * 1000,
  };
}

export type Case = { name: string; calls: Call[]; concurrency: number; durationMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Every case `repeats` times, interleaved (so a noisy spell on the shared machine hits all cases alike);
 * each row is the median of the runs (p50, p99, req/s; max is the worst run's) with the requests summed.
 */
export async function measure(port: number, cases: Case[], repeats: number): Promise<LoadResult[]> {
  const runs = cases.map(() => [] as LoadResult[]);
  for (let r = 0; r < repeats; r += 1) {
    for (const [i, c] of cases.entries()) runs[i]!.push(await load(c.name, port, c.calls, { durationMs: c.durationMs, concurrency: c.concurrency }));
  }
  return cases.map((c, i) => {
    const rs = runs[i]!;
    return {
      name: repeats > 1 ? `${c.name} (median of ${repeats})` : c.name,
      requests: rs.reduce((n, r) => n + r.requests, 0),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      max: Math.max(...rs.map((r) => r.max)),
      rps: median(rs.map((r) => r.rps)),
    };
  });
}

/**
 * What the tRPC ceiling allows for some work: a request costs the adapter's own time (1/ceiling) plus
 * the work's own time, which is what a bare route doing the work costs beyond a bare route
 * (1/bareWork - 1/bare). Returns that rate in req/s.
 */
export function ceilingAllows(rps: { bare: number; bareWork: number; ceiling: number }): number {
  return 1 / (1 / rps.ceiling + Math.max(0, 1 / rps.bareWork - 1 / rps.bare));
}

export const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;

export function formatTable(results: LoadResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.requests} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} | ${Math.round(r.rps)} |`);
  return ['| case | requests | p50 ms | p99 ms | max ms | req/s |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
