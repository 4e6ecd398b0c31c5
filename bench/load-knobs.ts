// The knobs the load benches share (bench/leads.ts, bench/static.ts; their headers say what each
// does), read from the environment once at start.
import { numberEnv } from './lib';

export function loadKnobs() {
  return {
    duration: numberEnv('BENCH_DURATION', 10),
    warmup: numberEnv('BENCH_WARMUP', 2),
    connections: Math.round(numberEnv('BENCH_CONNECTIONS', 50)),
    rounds: Math.round(numberEnv('BENCH_ROUNDS', 1)),
    logLevel: process.env.BENCH_LOG_LEVEL || 'info',
    stdoutMode: process.env.BENCH_SERVER_STDOUT === 'pipe' ? ('pipe' as const) : ('null' as const),
  };
}
