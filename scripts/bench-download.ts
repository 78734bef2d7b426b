/**
 * How `npm run bench:admin` (scripts/bench-admin.ts) measures a download of the whole list (the CSV and
 * .xlsx exports, the unpaged list): its time, the records in it, and the memory it took.
 */
import { timed } from './bench-lib.ts';

/**
 * A whole-list download streamed and thrown away chunk by chunk, memory sampled while it runs; `pattern`
 * counts the records in the bytes (the pattern may straddle two chunks, hence the carried tail).
 */
export async function measureDownload(url: string, pattern: string, headers: Record<string, string>) {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const [ms, got] = await timed(async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
    let bytes = 0;
    let records = 0;
    let tail = '';
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      const text = tail + decoder.decode(next.value, { stream: true });
      records += text.split(pattern).length - 1;
      tail = text.slice(-(pattern.length - 1));
    }
    return { bytes, records };
  });
  clearInterval(sampler);
  // What the download keeps once garbage is collected (needs --expose-gc, which `npm run bench:admin` passes).
  global.gc?.();
  const retained = process.memoryUsage().heapUsed - baseline.heapUsed;
  return { ms, ...got, rss: peakRss - baseline.rss, heap: peakHeap - baseline.heapUsed, retained };
}
