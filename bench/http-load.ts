// A small closed-loop HTTP load generator (keep-alive, fixed concurrency, bounded request count),
// reporting latency percentiles and throughput. Targets only the loopback server it is given.
import { Agent, request } from 'node:http';

export type LoadResult = { name: string; requests: number; p50: number; p99: number; max: number; rps: number };

export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

function once(agent: Agent, port: number, call: Call): Promise<number> {
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

export async function load(name: string, port: number, calls: Call[], opts: { requests: number; concurrency: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.requests) {
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

export function formatTable(results: LoadResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.requests} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} | ${Math.round(r.rps)} |`);
  return ['| case | requests | p50 ms | p99 ms | max ms | req/s |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
