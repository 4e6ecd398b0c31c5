// Used before the test suites and the benchmark: they run against the real build.
import { ensureBuild } from './fingerprint.mjs';

process.exit((await ensureBuild()) ? 0 : 1);
